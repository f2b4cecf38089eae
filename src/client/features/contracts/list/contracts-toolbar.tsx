import { Search, X } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { ContractFiltersPopover } from '#client/features/contracts/list/contract-filters.tsx';
import type { ListCriteria } from '#client/features/contracts/list/list-params.ts';

type ContractsToolbarProps = {
  criteria: ListCriteria;
  onChange: (criteria: ListCriteria) => void;
};

/** The search box (title or brand, case and accents ignored) and the filter popover. */
export function ContractsToolbar({ criteria, onChange }: ContractsToolbarProps) {
  return (
    <search className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="relative flex-1">
        <label htmlFor="recherche-contrats" className="sr-only">
          Rechercher un contrat par titre, marque ou créateur
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400"
        />
        <Input
          id="recherche-contrats"
          type="search"
          value={criteria.query}
          onChange={(event) => onChange({ ...criteria, query: event.target.value })}
          placeholder="Titre, marque ou créateur…"
          autoComplete="off"
          maxLength={200}
          className="pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden"
        />
        {criteria.query !== '' ? (
          <Button
            variant="ghost"
            size="icon-sm"
            className="absolute top-1/2 right-1.5 -translate-y-1/2"
            aria-label="Effacer la recherche"
            onClick={() => onChange({ ...criteria, query: '' })}
          >
            <X aria-hidden="true" />
          </Button>
        ) : null}
      </div>
      <ContractFiltersPopover filters={criteria.filters} onChange={(filters) => onChange({ ...criteria, filters })} />
    </search>
  );
}
