import { ArrowRight, Check, Euro, Gift, type LucideIcon, Video } from 'lucide-react';
import { Link } from 'react-router';
import { type CatalogueIcon, type ContractCatalogueEntry, contractCatalogue } from '#shared/contract/catalogue.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { cn } from '#client/lib/cn.ts';
import { editorPath } from '#client/lib/contract-navigation.ts';

const icons: Record<CatalogueIcon, LucideIcon> = { euro: Euro, video: Video, gift: Gift };

function CatalogueCard({ entry }: { entry: ContractCatalogueEntry }) {
  const Icon = icons[entry.icon];
  const titleId = `type-${entry.id}-titre`;
  return (
    <li className="flex">
      <Link
        to={editorPath({ type: entry.id })}
        aria-labelledby={titleId}
        aria-describedby={`type-${entry.id}-description`}
        data-contract-type={entry.id}
        className={cn(
          'group relative flex w-full flex-col gap-5 rounded-2xl border bg-surface p-6 shadow-card transition',
          'hover:-translate-y-0.5 hover:border-ink-300 hover:shadow-raised focus-visible:outline-offset-4',
          entry.badge ? 'border-gold-300 ring-1 ring-gold-200' : 'border-border',
        )}
      >
        <div className="flex items-start justify-between gap-3">
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-ink-900 text-white">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          {entry.badge ? <Badge variant="gold">{entry.badge}</Badge> : null}
        </div>
        <div className="grid gap-2">
          <h2 id={titleId} className="text-xl font-semibold">
            {entry.title}
          </h2>
          <p id={`type-${entry.id}-description`} className="text-sm leading-relaxed text-muted-foreground">
            {entry.description}
          </p>
        </div>
        <ul className="grid gap-2 text-sm text-ink-800">
          {entry.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              {feature}
            </li>
          ))}
        </ul>
        <span className="mt-auto inline-flex items-center gap-1.5 pt-2 text-sm font-semibold text-ink-900">
          Choisir ce modèle
          <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </Link>
    </li>
  );
}

/** /create-contract: the three contract types of the catalogue (spec section 2). */
export function ContractTypePage() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        eyebrow="Nouveau contrat"
        title="Quel type de collaboration ?"
        description="Choisissez un modèle : le contrat se remplit ensuite champ par champ, avec son aperçu en direct et les mentions exigées par la loi."
      />
      <ul className="grid gap-5 md:grid-cols-3">
        {contractCatalogue.map((entry) => (
          <CatalogueCard key={entry.id} entry={entry} />
        ))}
      </ul>
    </div>
  );
}
