import { Eye, FileCheck2, Scale } from 'lucide-react';

const points = [
  {
    icon: Scale,
    title: 'Conforme au droit français',
    text: 'Mentions de la loi du 9 juin 2023 sur l’influence commerciale, cession de droits encadrée.',
  },
  { icon: Eye, title: 'Aperçu en direct', text: 'Le contrat prend forme à chaque ligne que vous écrivez.' },
  { icon: FileCheck2, title: 'Export PDF', text: 'Un document net, paginé, prêt à être envoyé à votre partenaire.' },
];

/** The ink panel beside login and register: what the product promises, quietly. */
export function BrandPanel() {
  return (
    <aside className="relative hidden flex-col justify-between gap-10 overflow-hidden bg-ink-900 px-10 py-12 text-ink-100 lg:flex">
      <svg
        aria-hidden="true"
        viewBox="0 0 400 120"
        className="pointer-events-none absolute -right-10 bottom-6 w-[130%] text-gold-500/25"
      >
        <path
          d="M8 86c60-30 118-40 170-22 44 15 86 24 130-6 22-15 32-36 16-46-14-9-34 6-30 26 5 26 44 40 98 28"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <div className="relative grid gap-4">
        <p className="text-xs font-semibold tracking-[0.16em] text-gold-300 uppercase">Paraphe</p>
        <p className="font-serif text-[1.75rem] leading-snug text-white">
          Un contrat clair, c’est une collaboration sereine.
        </p>
      </div>
      <ul className="relative grid gap-6">
        {points.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-white/8 text-gold-300 ring-1 ring-white/10">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span className="grid gap-1">
              <span className="font-medium text-white">{title}</span>
              <span className="text-sm leading-relaxed text-ink-200">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
