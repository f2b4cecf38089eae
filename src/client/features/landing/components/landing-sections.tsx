import {
  Eye,
  FileCheck2,
  FolderOpen,
  Gift,
  HandCoins,
  type LucideIcon,
  PenLine,
  ScrollText,
  Send,
  Signature,
  Video,
} from 'lucide-react';
import { LandingCard, LandingSection } from '#client/features/landing/components/landing-section.tsx';

const steps = [
  {
    icon: ScrollText,
    title: 'Choisissez un modèle',
    text: 'Partenariat rémunéré, contenu UGC ou collaboration cadeau : chaque modèle part des clauses que la loi exige.',
  },
  {
    icon: PenLine,
    title: 'Remplissez, voyez',
    text: 'Parties, livrables, rémunération, droits : chaque clause apparaît dans l’aperçu au fil de la saisie.',
  },
  {
    icon: Send,
    title: 'Exportez et envoyez',
    text: 'Un PDF paginé, que les deux parties signent en ligne, depuis leur téléphone, sans créer de compte.',
  },
];

export function HowItWorksSection() {
  return (
    <LandingSection
      id="how-it-works"
      eyebrow="En trois étapes"
      title="Comment ça marche"
      intro="Pas de page blanche ni de jargon : Paraphe vous pose les bonnes questions, dans l’ordre."
    >
      <ol className="grid gap-5 md:grid-cols-3">
        {steps.map(({ icon: Icon, title, text }, index) => (
          <LandingCard
            key={title}
            title={title}
            icon={
              <>
                <span aria-hidden="true" className="absolute top-5 right-6 font-serif text-4xl text-stone-300">
                  {index + 1}
                </span>
                <Icon aria-hidden="true" className="size-6 text-gold-700" />
              </>
            }
          >
            {text}
          </LandingCard>
        ))}
      </ol>
    </LandingSection>
  );
}

const features: Array<{ icon: LucideIcon; title: string; text: string }> = [
  {
    icon: HandCoins,
    title: 'Partenariat rémunéré',
    text: 'Rémunération, échéancier et pénalités de retard, obligations de chacun, propriété intellectuelle.',
  },
  {
    icon: Video,
    title: 'Contrat UGC',
    text: 'Cession des droits d’exploitation droit par droit, avec territoire, durée et supports définis.',
  },
  {
    icon: Gift,
    title: 'Collaboration cadeau',
    text: 'Produits contre contenu : valeur déclarée, conditions de retour, mention publicitaire.',
  },
  {
    icon: Eye,
    title: 'Aperçu en direct',
    text: 'Le contrat se met en page sous vos yeux, exactement comme le PDF que vous enverrez.',
  },
  {
    icon: FileCheck2,
    title: 'Vérification de conformité',
    text: 'Mentions de la loi du 9 juin 2023 sur l’influence commerciale, droit d’auteur, droit à l’image : rien n’est oublié.',
  },
  {
    icon: Signature,
    title: 'Signature électronique',
    text: 'Lien personnel et code par e-mail, contrat signé scellé avec son certificat de preuve.',
  },
];

export function FeaturesSection() {
  return (
    <LandingSection
      id="fonctionnalites"
      eyebrow="Ce que fait Paraphe"
      title="Fonctionnalités"
      intro="Des modèles écrits pour le droit français, et l’outil qu’il faut pour les remplir sans erreur."
      className="border-y border-border bg-surface"
    >
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ icon: Icon, title, text }) => (
          <LandingCard
            key={title}
            title={title}
            className="bg-background"
            icon={
              <span className="inline-flex size-11 items-center justify-center rounded-lg bg-ink-900 text-gold-300">
                <Icon aria-hidden="true" className="size-5" />
              </span>
            }
          >
            {text}
          </LandingCard>
        ))}
      </ul>
      <p className="mt-8 flex items-center gap-2 text-sm text-stone-600">
        <FolderOpen aria-hidden="true" className="size-4 text-gold-700" />
        Et aussi : tous vos contrats au même endroit, avec recherche, filtres et historique des versions.
      </p>
    </LandingSection>
  );
}
