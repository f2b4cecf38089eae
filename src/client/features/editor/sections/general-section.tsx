import { findCatalogueEntry } from '#shared/contract/catalogue.ts';
import type { ContractType } from '#shared/contract/schema.ts';
import { TextField } from '#client/features/editor/fields/text-field.tsx';

export function GeneralSection({ type }: { type: ContractType }) {
  return (
    <>
      <TextField name="title" label="Titre du contrat" autoComplete="off" />
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium text-ink-900">Type de contrat</p>
        <p className="text-sm text-muted-foreground">{findCatalogueEntry(type).title}</p>
      </div>
    </>
  );
}
