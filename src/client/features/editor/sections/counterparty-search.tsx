import { BookUser, Check } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { Counterparty } from '#shared/api/counterparties.ts';
import { type PartySide, partyValuesOf } from '#shared/counterparty/counterparty.ts';
import { townOfAddress } from '#shared/counterparty/match.ts';
import { formatSiret } from '#shared/format/siret.ts';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { filterCounterparties, useCounterparties } from '#client/api/counterparties.ts';
import type { EditorPath, EditorValues } from '#client/features/editor/lib/editor-values.ts';
import { cn } from '#client/lib/cn.ts';

const SHOWN_MAX = 8;

/** The second line of an option: what tells two entries of one name apart. */
function detailOf(entry: Counterparty): string {
  return [entry.siret ? `SIRET ${formatSiret(entry.siret)}` : '', townOfAddress(entry.address)]
    .filter(Boolean)
    .join(' · ');
}

/**
 * « Rechercher dans mon carnet »: an ARIA combobox over the address book (WAI-ARIA APG,
 * combobox with list autocomplete). Picking an entry writes the whole counterparty block through
 * `setValue(…, { shouldDirty: true })`, so the autosave saves it like typed values.
 */
export function CounterpartySearch({ side }: { side: PartySide }) {
  const { setValue } = useFormContext<EditorValues>();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [filled, setFilled] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const book = useCounterparties({ enabled: touched });
  const id = useId();
  const listId = `${id}-liste`;
  const hintId = `${id}-aide`;
  const kind = side === 'creator' ? 'marque' : 'créateur';
  const entries = book.data ?? [];
  const matches = useMemo(() => filterCounterparties(entries, query).slice(0, SHOWN_MAX), [entries, query]);
  const expanded = open && matches.length > 0;
  const listRef = useRef<HTMLDivElement>(null);

  // A list opened low in the form scrolls into sight, above the phone's bottom bar if need be.
  useEffect(() => {
    if (expanded) listRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [expanded]);

  const pick = (entry: Counterparty) => {
    for (const [path, value] of partyValuesOf(entry, side)) {
      setValue(path as EditorPath, value as never, { shouldDirty: true });
    }
    setFilled(entry.name);
    setQuery('');
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : matches.length - 1);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (matches.length === 0 ? 0 : (current + step + matches.length) % matches.length));
    } else if (event.key === 'Enter' && expanded) {
      event.preventDefault();
      const entry = matches[active];
      if (entry) pick(entry);
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
      } else if (query) {
        setQuery('');
      }
    }
  };

  const emptyBook = book.isSuccess && entries.length === 0;
  const hint = emptyBook
    ? `Votre carnet est encore vide : chaque ${kind} nommée dans un contrat enregistré y est ajoutée, et se modifie depuis votre profil.`
    : `Tapez quelques lettres du nom, du SIRET ou de l’e-mail, puis choisissez : tout le bloc se remplit.`;

  return (
    <div className="relative flex flex-col gap-1.5 rounded-lg border border-dashed border-stone-300 bg-stone-50/60 p-2.5">
      <Label htmlFor={id} className="flex items-center gap-2">
        <BookUser aria-hidden="true" className="size-4 text-ink-700" />
        Rechercher dans mon carnet
      </Label>
      <div className="relative">
        <Input
          id={id}
          role="combobox"
          type="text"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-describedby={hintId}
          aria-activedescendant={expanded ? `${listId}-${active}` : undefined}
          placeholder={side === 'creator' ? 'Nom de la marque, SIRET…' : 'Nom du créateur, pseudonyme…'}
          value={query}
          onFocus={() => {
            setTouched(true);
            if (book.isStale) void book.refetch();
          }}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
            setFilled(null);
          }}
          onClick={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <div
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={`Fiches du carnet (${kind}s)`}
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 scroll-mb-40 overflow-y-auto rounded-md border border-border bg-surface p-1 shadow-raised"
        >
          {matches.map((entry, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox's (arrows, Enter), which keeps the focus.
            <div
              key={entry.id}
              id={`${listId}-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              // The input keeps the focus: a press on an option must not blur it before the click.
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => pick(entry)}
              className={cn(
                'flex min-h-11 cursor-pointer flex-col justify-center rounded px-3 py-2',
                index === active ? 'bg-ink-50 text-ink-950' : 'text-ink-900',
              )}
            >
              <span className="font-medium wrap-anywhere">{entry.name}</span>
              {detailOf(entry) ? <span className="text-xs text-muted-foreground">{detailOf(entry)}</span> : null}
            </div>
          ))}
        </div>
      </div>
      {/* The placeholder says how to search; an empty book says so aloud. */}
      <p id={hintId} className={cn('text-xs text-muted-foreground', !emptyBook && 'sr-only')}>
        {hint}
      </p>
      {open && touched && book.isSuccess && query.trim() !== '' && matches.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {entries.length === 0 ? 'Aucune fiche pour l’instant.' : `Aucune fiche ne correspond à « ${query.trim()} ».`}
        </p>
      ) : null}
      <p role="status" className="text-sm text-success empty:hidden">
        {filled ? (
          <>
            <Check aria-hidden="true" className="mr-1 inline size-4 align-[-3px]" />
            Bloc rempli depuis votre carnet : {filled}
          </>
        ) : null}
      </p>
    </div>
  );
}
