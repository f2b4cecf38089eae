import { Check, ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { FREE_MONTHLY_EXPORTS } from '#shared/account/plans.ts';
import { Button } from '#client/components/ui/button.tsx';

const plans = [
  {
    name: 'Gratuit',
    price: '0 €',
    period: 'par mois',
    features: [
      `${FREE_MONTHLY_EXPORTS} exports PDF par mois`,
      'Modèles de base',
      'Aperçu PDF en temps réel',
      'Support par e-mail',
    ],
  },
  {
    name: 'Pro',
    // The Pro price is set by the payments piece; until then the card names the formula only.
    price: 'Mensuel',
    period: 'sans engagement, résiliable à tout moment',
    features: [
      'Exports illimités',
      'Tous les modèles et clauses avancées',
      'Personnalisation de marque',
      'Support prioritaire',
    ],
  },
];

export function PricingSection() {
  return (
    <section id="pricing" className="border-y border-border bg-surface">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20">
        <h2 className="text-3xl font-semibold tracking-tight">Tarifs</h2>
        <ul className="mt-10 grid gap-5 md:grid-cols-2">
          {plans.map((plan) => (
            <li key={plan.name} className="grid gap-5 rounded-xl border border-border bg-background p-7">
              <div>
                <h3 className="text-xl font-semibold">{plan.name}</h3>
                <p className="mt-2 font-serif text-3xl font-semibold text-ink-950">{plan.price}</p>
                <p className="text-sm text-stone-600">{plan.period}</p>
              </div>
              <ul className="grid gap-2.5 text-sm">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-2.5">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-700" />
                    {feature}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const questions = [
  {
    question: 'Les contrats sont-ils valables juridiquement ?',
    answer:
      'Les modèles suivent le droit français et les obligations de la loi du 9 juin 2023 sur l’influence commerciale. Pour un cas particulier, faites relire votre contrat par un avocat.',
  },
  {
    question: 'Puis-je l’utiliser en tant que particulier ?',
    answer: 'Oui. Un créateur peut agir en personne physique, sans numéro SIRET ; une marque renseigne sa société.',
  },
  {
    question: 'Que se passe-t-il après mes exports gratuits ?',
    answer: `Vous gardez vos contrats et pouvez continuer à les modifier. Vos ${FREE_MONTHLY_EXPORTS} exports se renouvellent chaque mois.`,
  },
];

export function FaqSection() {
  return (
    <section id="faq" className="mx-auto max-w-3xl px-4 py-16 sm:px-6 md:py-20">
      <h2 className="text-3xl font-semibold tracking-tight">FAQ</h2>
      <div className="mt-8 divide-y divide-border rounded-xl border border-border bg-surface">
        {questions.map(({ question, answer }) => (
          <details key={question} className="group px-6 py-4">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium text-ink-950 [&::-webkit-details-marker]:hidden">
              {question}
              <ChevronDown
                aria-hidden="true"
                className="size-4 shrink-0 text-stone-500 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="mt-2 text-sm leading-relaxed text-stone-600">{answer}</p>
          </details>
        ))}
      </div>
      <div className="mt-12 flex flex-col items-center gap-4 text-center">
        <p className="font-serif text-2xl text-ink-950">Prêt à rédiger votre premier contrat ?</p>
        <Button asChild size="lg">
          <Link to="/register">Créer mon compte</Link>
        </Button>
      </div>
    </section>
  );
}
