import { Check } from 'lucide-react';
import { FREE_MONTHLY_EXPORTS, PRO_MONTHLY_PRICE_CENTS } from '#shared/account/plans.ts';
import { formatEurosFromCents } from '#shared/format/numbers.ts';
import { Button } from '#client/components/ui/button.tsx';
import { LandingSection } from '#client/features/landing/components/landing-section.tsx';
import { cn } from '#client/lib/cn.ts';

/** Spec section 9: the free plan and the Pro plan, at the one price of shared/account/plans.ts. */
const plans = [
  {
    name: 'Gratuit',
    price: formatEurosFromCents(0),
    period: 'par mois, pour toujours',
    cta: 'Commencer gratuitement',
    highlighted: false,
    features: [
      `${FREE_MONTHLY_EXPORTS} exports PDF par mois`,
      'Modèles de base : partenariat, UGC, cadeau',
      'Aperçu PDF en temps réel',
      'Signature électronique des contrats',
      'Support par e-mail',
    ],
  },
  {
    name: 'Pro',
    price: formatEurosFromCents(PRO_MONTHLY_PRICE_CENTS),
    period: 'par mois TTC, sans engagement',
    cta: 'Choisir Pro',
    highlighted: true,
    features: [
      'Exports PDF illimités',
      'Tous les modèles et les clauses avancées',
      'Personnalisation à vos couleurs',
      'Statistiques et historique des versions',
      'Support prioritaire par chat et e-mail',
    ],
  },
];

export function PricingSection() {
  return (
    <LandingSection
      id="pricing"
      eyebrow="Tarifs"
      title="Un tarif simple"
      intro="Commencez gratuitement ; passez en Pro quand vos collaborations se multiplient, et revenez au plan gratuit quand vous voulez, depuis votre profil."
    >
      <ul className="grid gap-5 md:grid-cols-2">
        {plans.map((plan) => (
          <li
            key={plan.name}
            className={cn(
              'relative grid content-start gap-6 rounded-xl border bg-surface p-7 shadow-card',
              plan.highlighted ? 'border-ink-900 ring-1 ring-ink-900' : 'border-border',
            )}
          >
            {plan.highlighted ? (
              <p className="absolute -top-3 left-7 rounded-full bg-ink-900 px-3 py-0.5 text-xs font-semibold text-white">
                Le plus complet
              </p>
            ) : null}
            <div>
              <h3 className="text-xl font-semibold">{plan.name}</h3>
              <p className="mt-3 font-serif text-4xl font-semibold text-ink-950">{plan.price}</p>
              <p className="mt-1 text-sm text-stone-600">{plan.period}</p>
            </div>
            <ul className="grid gap-2.5 text-sm">
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-2.5">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-700" />
                  {feature}
                </li>
              ))}
            </ul>
            <Button asChild variant={plan.highlighted ? 'primary' : 'secondary'} className="w-full">
              <a href="/register">{plan.cta}</a>
            </Button>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
