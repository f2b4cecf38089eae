import { ChevronDown } from 'lucide-react';
import { FREE_MONTHLY_EXPORTS, PRO_MONTHLY_PRICE_CENTS } from '#shared/account/plans.ts';
import { formatEurosFromCents } from '#shared/format/numbers.ts';
import { LandingSection } from '#client/features/landing/components/landing-section.tsx';
import { WaitlistForm } from '#client/features/landing/components/waitlist-form.tsx';

const questions = [
  {
    question: 'Les contrats sont-ils valables juridiquement ?',
    answer:
      'Les modèles suivent le droit français : la loi du 9 juin 2023 sur l’influence commerciale (contrat écrit, mentions obligatoires, responsabilité solidaire), le Code de la propriété intellectuelle pour la cession de droits et le Code civil. Paraphe est un outil de rédaction, pas un cabinet d’avocats : pour une situation particulière, faites relire votre contrat par un professionnel du droit.',
  },
  {
    question: 'Puis-je l’utiliser en tant que particulier ?',
    answer:
      'Oui. Un créateur peut agir en personne physique, sans numéro SIRET ; une marque ou une agence renseigne sa société une fois pour toutes.',
  },
  {
    question: 'Que se passe-t-il après mes exports gratuits ?',
    answer: `Vous gardez tous vos contrats et pouvez continuer à les modifier. Vos ${FREE_MONTHLY_EXPORTS} exports gratuits se renouvellent le 1er de chaque mois ; si vous avez besoin de plus, le plan Pro les rend illimités.`,
  },
  {
    question: 'Combien coûte le plan Pro, et puis-je l’arrêter ?',
    answer: `${formatEurosFromCents(PRO_MONTHLY_PRICE_CENTS)} TTC par mois, sans engagement. Vous le résiliez depuis votre profil en deux clics ; il reste actif jusqu’à la fin du mois payé.`,
  },
  {
    question: 'À quoi sert la liste d’attente ?',
    answer:
      'Les inscrits sont prévenus en premier de l’ouverture et profitent des avantages de membre fondateur : accès anticipé, 3 mois de Pro offerts et un prix spécial à vie. Votre adresse ne sert qu’à cela.',
  },
  {
    question: 'Que faites-vous de mes données ?',
    answer:
      'Vos contrats vous appartiennent : ils ne sont ni revendus ni utilisés pour autre chose que le service. Depuis votre profil, vous téléchargez à tout moment toutes vos données et pouvez supprimer votre compte.',
  },
];

export function FaqSection() {
  return (
    <LandingSection
      id="faq"
      eyebrow="FAQ"
      title="Questions fréquentes"
      intro={
        <>
          Vous ne trouvez pas votre réponse ?{' '}
          <a href="/contact" className="font-medium text-ink-900 underline underline-offset-4 hover:text-ink-950">
            Écrivez-nous
          </a>
          .
        </>
      }
      className="border-t border-border bg-surface"
    >
      <div className="grid gap-12 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
        <div className="divide-y divide-border rounded-xl border border-border bg-background">
          {questions.map(({ question, answer }) => (
            <details key={question} className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-6 py-4 font-medium text-ink-950 hover:bg-stone-100/60 [&::-webkit-details-marker]:hidden">
                {question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 shrink-0 text-stone-500 transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="px-6 pb-5 text-sm leading-relaxed text-stone-600">{answer}</p>
            </details>
          ))}
        </div>
        <div className="grid content-start gap-4 rounded-xl border border-gold-200 bg-gold-50 p-6">
          <h3 className="text-xl font-semibold">Soyez prévenu de l’ouverture</h3>
          <p className="text-sm leading-relaxed text-stone-600">
            Inscrivez-vous : vous recevrez un seul e-mail, le jour où Paraphe ouvre ses portes.
          </p>
          <WaitlistForm stacked />
        </div>
      </div>
    </LandingSection>
  );
}
