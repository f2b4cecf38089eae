import { Check, Crown, Leaf } from 'lucide-react';
import { FREE_MONTHLY_EXPORTS, PRO_MONTHLY_PRICE_CENTS, planLabels } from '#shared/account/plans.ts';
import { formatEurosFromCents } from '#shared/format/numbers.ts';
import type { Plan } from '#shared/account/rules.ts';
import { FormFieldset } from '#client/components/ui/form-field.tsx';
import { RadioCard, RadioGroup } from '#client/components/ui/radio-group.tsx';

const plans: { value: Plan; price: string; period: string; icon: typeof Leaf; features: string[] }[] = [
  {
    value: 'free',
    price: '0 €',
    period: 'par mois',
    icon: Leaf,
    features: [
      `${FREE_MONTHLY_EXPORTS} exports par mois`,
      'Modèles de base',
      'Aperçu PDF en temps réel',
      'Support par e\u2011mail',
    ],
  },
  {
    value: 'pro',
    price: formatEurosFromCents(PRO_MONTHLY_PRICE_CENTS),
    period: 'par mois, sans engagement',
    icon: Crown,
    features: [
      'Exports illimités',
      'Tous les modèles et clauses avancées',
      'Support prioritaire par chat et e\u2011mail',
      'Personnalisation de marque',
      'Statistiques avancées et historique',
    ],
  },
];

type PlanStepProps = { value: Plan | undefined; onChange: (plan: Plan) => void; error?: string };

export function PlanStep({ value, onChange, error }: PlanStepProps) {
  return (
    <FormFieldset legend="Votre plan" hideLegend error={error}>
      <RadioGroup
        value={value ?? ''}
        onValueChange={(plan) => onChange(plan as Plan)}
        aria-invalid={error ? true : undefined}
        className="gap-4 md:grid-cols-2"
      >
        {plans.map(({ value: plan, price, period, icon: Icon, features }) => (
          <RadioCard
            key={plan}
            value={plan}
            title={planLabels[plan]}
            description={
              <>
                <span className="block font-serif text-2xl font-semibold text-ink-950">{price}</span>
                <span className="block">{period}</span>
              </>
            }
            icon={<Icon aria-hidden="true" className="size-5" />}
            aria-invalid={error ? true : undefined}
          >
            <span className="grid gap-2 border-t border-border pt-4 text-sm text-ink-800">
              {features.map((feature) => (
                <span key={feature} className="flex gap-2">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-700" />
                  {feature}
                </span>
              ))}
            </span>
          </RadioCard>
        ))}
      </RadioGroup>
      {value === 'pro' ? (
        <p className="text-sm text-muted-foreground">
          Votre choix est enregistré ; l’abonnement Pro s’active au moment du paiement. Vous commencez avec le plan
          Gratuit.
        </p>
      ) : null}
    </FormFieldset>
  );
}
