import type { ReactNode } from 'react';
import { findCatalogueEntry } from '#shared/contract/catalogue.ts';
import { parseIsoDate } from '#shared/contract/dates.ts';
import type { ContractDraft, ContractStatus } from '#shared/contract/schema.ts';
import { formatDateShort } from '#shared/format/dates.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { cn } from '#client/lib/cn.ts';
import { ContractStatusBadge } from '#client/components/contract/contract-badges.tsx';

function SummaryItem({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div
      className={cn(
        'flex min-w-0 flex-col gap-1 rounded-xl border border-border bg-surface px-4 py-3 shadow-card',
        wide && 'col-span-2 lg:col-span-1',
      )}
    >
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="min-w-0 text-sm font-medium break-words text-ink-950">{children}</dd>
    </div>
  );
}

function orDash(value: string): string {
  return value.trim() === '' ? '—' : value;
}

/** Spec section 2: title, status, influencer, brand, type and end date of the contract shown. */
export function SummaryCards({
  contract,
  status,
  unsaved,
}: {
  contract: ContractDraft;
  status: ContractStatus | null;
  unsaved: boolean;
}) {
  const endDate = contract.clauses.duration.endDate;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
      <SummaryItem label="Titre" wide>
        {orDash(contract.title)}
      </SummaryItem>
      <SummaryItem label="Statut">
        {status ? <ContractStatusBadge status={status} /> : null}
        {unsaved ? <Badge variant="warning">Non sauvegardé</Badge> : null}
      </SummaryItem>
      <SummaryItem label="Influenceur">{orDash(contract.parties.influencer.name)}</SummaryItem>
      <SummaryItem label="Marque">{orDash(contract.parties.creator.name)}</SummaryItem>
      <SummaryItem label="Type">{findCatalogueEntry(contract.type).title}</SummaryItem>
      <SummaryItem label="Date de fin">
        {parseIsoDate(endDate) ? formatDateShort(`${endDate}T12:00:00`) : '—'}
      </SummaryItem>
    </dl>
  );
}
