import { ListFilter } from 'lucide-react';
import { contractStatusLabels, contractStatuses, contractTypeLabels, contractTypes } from '#shared/contract/status.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '#client/components/ui/popover.tsx';
import {
  type ContractFilters,
  countActiveFilters,
  noFilters,
  toggleValue,
} from '#client/features/contracts/list/contract-search.ts';

type FilterGroupProps<T extends string> = {
  legend: string;
  name: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  selected: readonly T[];
  onToggle: (value: T) => void;
};

function FilterGroup<T extends string>({ legend, name, options, selected, onToggle }: FilterGroupProps<T>) {
  return (
    <fieldset className="grid gap-2.5">
      <legend className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{legend}</legend>
      {options.map((option) => {
        const id = `filtre-${name}-${option.value}`;
        return (
          <div key={option.value} className="flex items-center gap-2.5">
            <Checkbox
              id={id}
              checked={selected.includes(option.value)}
              onCheckedChange={() => onToggle(option.value)}
            />
            <Label htmlFor={id} className="cursor-pointer font-normal">
              {option.label}
            </Label>
          </div>
        );
      })}
    </fieldset>
  );
}

const typeOptions = contractTypes.map((value) => ({ value, label: contractTypeLabels[value] }));
const statusOptions = contractStatuses.map((value) => ({ value, label: contractStatusLabels[value] }));

type ContractFiltersPopoverProps = { filters: ContractFilters; onChange: (filters: ContractFilters) => void };

/** The filter popover of the list: type and status, a count badge, « Tout réinitialiser ». */
export function ContractFiltersPopover({ filters, onChange }: ContractFiltersPopoverProps) {
  const count = countActiveFilters(filters);
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button
          variant="secondary"
          aria-label={count > 0 ? `Filtres, ${count} actif${count > 1 ? 's' : ''}` : 'Filtres'}
        >
          <ListFilter aria-hidden="true" />
          Filtres
          {count > 0 ? (
            <span
              aria-hidden="true"
              className="inline-flex min-w-5 items-center justify-center rounded-full bg-ink-900 px-1.5 text-xs text-white"
            >
              {count}
            </span>
          ) : null}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="grid w-64 gap-5">
        <FilterGroup
          legend="Type"
          name="type"
          options={typeOptions}
          selected={filters.types}
          onToggle={(type) => onChange({ ...filters, types: toggleValue(filters.types, type) })}
        />
        <FilterGroup
          legend="Statut"
          name="statut"
          options={statusOptions}
          selected={filters.statuses}
          onToggle={(status) => onChange({ ...filters, statuses: toggleValue(filters.statuses, status) })}
        />
        <Button variant="ghost" size="sm" disabled={count === 0} onClick={() => onChange(noFilters)}>
          Tout réinitialiser
        </Button>
      </PopoverContent>
    </Popover>
  );
}
