import { BadgePercent, Crown, Lightbulb, Rocket } from 'lucide-react';
import { LandingCard, LandingSection } from '#client/features/landing/components/landing-section.tsx';

/** The early-bird benefits the spec lists (section 1), for those who join the waiting list. */
const benefits = [
  {
    icon: Rocket,
    title: 'Accès anticipé',
    text: 'Vous utilisez Paraphe avant l’ouverture au public, dès que votre place se libère.',
  },
  {
    icon: Crown,
    title: '3 mois de Pro offerts',
    text: 'Exports illimités, tous les modèles et les clauses avancées, sans carte bancaire.',
  },
  {
    icon: BadgePercent,
    title: 'Un prix spécial à vie',
    text: 'Si vous passez en Pro, votre tarif de membre fondateur ne change plus.',
  },
  {
    icon: Lightbulb,
    title: 'Votre avis compte',
    text: 'Vous votez pour les prochaines fonctionnalités et nous parlez directement.',
  },
];

export function EarlyBirdSection() {
  return (
    <LandingSection
      id="avantages"
      eyebrow="Liste d’attente"
      title="Les avantages des premiers inscrits"
      intro="Rejoindre la liste d’attente est gratuit et ne vous engage à rien."
    >
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.map(({ icon: Icon, title, text }) => (
          <LandingCard
            key={title}
            title={title}
            icon={
              <span className="inline-flex size-11 items-center justify-center rounded-full bg-gold-100 text-gold-800">
                <Icon aria-hidden="true" className="size-5" />
              </span>
            }
          >
            {text}
          </LandingCard>
        ))}
      </ul>
    </LandingSection>
  );
}
