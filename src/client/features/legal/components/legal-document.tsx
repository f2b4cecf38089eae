import type { ReactNode } from 'react';
import { formatDateLong } from '#shared/format/dates.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { useSiteInfo } from '#client/api/site-info.ts';

export type LegalSection = { id: string; title: string; content: ReactNode };

type LegalDocumentProps = {
  title: string;
  /** The document's version date, 'YYYY-MM-DD'. */
  updatedAt: string;
  intro: ReactNode;
  sections: LegalSection[];
};

/** A numbered table of contents: long documents are read by the section a visitor came for. */
function TableOfContents({ sections }: { sections: LegalSection[] }) {
  return (
    <nav
      aria-labelledby="sommaire-titre"
      className="rounded-xl border border-border bg-surface p-5 lg:sticky lg:top-24"
    >
      <h2 id="sommaire-titre" className="font-sans text-xs font-semibold tracking-[0.14em] text-gold-700 uppercase">
        Sommaire
      </h2>
      <ol className="mt-3 grid gap-1 text-sm">
        {sections.map((section, index) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="flex gap-2 rounded-md px-2 py-1.5 text-ink-700 hover:bg-ink-50 hover:text-ink-950"
            >
              <span className="w-5 shrink-0 text-right text-stone-600 tabular-nums">{index + 1}.</span>
              <span>{section.title}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * A legal page (CGU, privacy policy, legal notice): its title and version date, a table of
 * contents when it is long, and numbered sections set for reading.
 */
export function LegalDocument({ title, updatedAt, intro, sections }: LegalDocumentProps) {
  const siteInfo = useSiteInfo();
  const withToc = sections.length > 5;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 md:py-14">
      <title>{`${title} · Paraphe`}</title>
      <header className="grid max-w-3xl gap-2">
        <p className="text-xs font-semibold tracking-[0.14em] text-gold-700 uppercase">Informations légales</p>
        <h1 className="text-3xl font-semibold tracking-tight sm:text-[2.5rem]">{title}</h1>
        <p className="text-sm text-muted-foreground">
          Dernière mise à jour : {formatDateLong(`${updatedAt}T12:00:00`)}
        </p>
      </header>
      <div className={withToc ? 'mt-10 grid gap-10 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-14' : 'mt-10'}>
        {withToc ? (
          <div>
            <TableOfContents sections={sections} />
          </div>
        ) : null}
        <article className="legal-prose max-w-3xl">
          {siteInfo.isError ? (
            <Alert variant="warning" className="mb-8">
              Les coordonnées de l’éditeur n’ont pas pu être chargées. Rechargez la page pour les afficher.
            </Alert>
          ) : null}
          <div className="legal-intro">{intro}</div>
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-titre`}>
              <h2 id={`${section.id}-titre`}>
                <span className="text-gold-700">{index + 1}.</span> {section.title}
              </h2>
              {section.content}
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}
