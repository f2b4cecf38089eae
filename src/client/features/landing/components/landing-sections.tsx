import { Euro, Gift, PenLine, ScrollText, Send, Video } from 'lucide-react';
import type { ReactNode } from 'react';

function Section({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <section id={id} className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20">
      <div className="mb-10 grid max-w-2xl gap-3">
        <h2 className="text-3xl font-semibold tracking-tight">{title}</h2>
        <p className="text-[0.9375rem] leading-relaxed text-stone-600">{intro}</p>
      </div>
      {children}
    </section>
  );
}

const steps = [
  {
    icon: ScrollText,
    title: 'Choisissez un modèle',
    text: 'Partenariat rémunéré, contenu UGC ou collaboration produit.',
  },
  { icon: PenLine, title: 'Remplissez, voyez', text: 'Chaque clause apparaît dans l’aperçu au fil de la saisie.' },
  { icon: Send, title: 'Exportez en PDF', text: 'Un document paginé, prêt à être envoyé et signé.' },
];

export function HowItWorksSection() {
  return (
    <Section id="how-it-works" title="Comment ça marche" intro="Trois étapes, sans jargon ni page blanche.">
      <ol className="grid gap-5 md:grid-cols-3">
        {steps.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="relative rounded-xl border border-border bg-surface p-6 shadow-card">
            <span className="absolute top-5 right-6 font-serif text-4xl text-stone-200">{index + 1}</span>
            <Icon aria-hidden="true" className="size-6 text-gold-700" />
            <h3 className="mt-4 text-lg font-semibold">{title}</h3>
            <p className="mt-1.5 text-sm leading-relaxed text-stone-600">{text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

const features = [
  {
    icon: Euro,
    title: 'Partenariat rémunéré',
    text: 'Rémunération, modalités de paiement, obligations et propriété intellectuelle.',
  },
  {
    icon: Video,
    title: 'Contrat UGC',
    text: 'Cession des droits d’exploitation, territoire et durée définis avec précision.',
  },
  {
    icon: Gift,
    title: 'Collaboration cadeau',
    text: 'Produits contre contenu, valeur déclarée et mentions publicitaires.',
  },
];

export function FeaturesSection() {
  return (
    <Section
      id="fonctionnalites"
      title="Fonctionnalités"
      intro="Des modèles relus pour le droit français : mentions de la loi du 9 juin 2023 sur l’influence commerciale, droit d’auteur, droit des contrats."
    >
      <ul className="grid gap-5 md:grid-cols-3">
        {features.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-border bg-surface p-6 shadow-card">
            <span className="inline-flex size-11 items-center justify-center rounded-lg bg-ink-900 text-gold-300">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{title}</h3>
            <p className="mt-1.5 text-sm leading-relaxed text-stone-600">{text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
