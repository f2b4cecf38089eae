import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useController, useFormState } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { errorMessageAt } from '#client/features/editor/fields/field-shell.tsx';
import { focusMovedItem, ListItemControls } from '#client/features/editor/fields/list-item-controls.tsx';
import { type EditorPath, type EditorValues, fieldId } from '#client/features/editor/lib/editor-values.ts';

type StringListFieldProps = {
  name: EditorPath;
  legend: string;
  /** « obligation » → « Obligation 2 », « Supprimer l’obligation 2 ». */
  itemNoun: string;
  itemArticle: 'le' | 'la' | 'l’';
  addLabel: string;
  hint?: string;
};

let nextKey = 0;
const newKey = () => `ligne-${++nextKey}`;

/** A list of free-text lines (duties): add, edit, reorder and remove, all with the keyboard. */
export function StringListField({ name, legend, itemNoun, itemArticle, addLabel, hint }: StringListFieldProps) {
  const { field } = useController<EditorValues>({ name });
  const { errors } = useFormState<EditorValues>({ name });
  const items = Array.isArray(field.value) ? (field.value as string[]) : [];
  const [keys, setKeys] = useState<string[]>(() => items.map(newKey));
  const listRef = useRef<HTMLOListElement>(null);
  // A reset from outside (draft restored, server version) changes the length under us.
  const rowKeys = keys.length === items.length ? keys : items.map((_, index) => keys[index] ?? newKey());
  if (rowKeys !== keys) setKeys(rowKeys);

  const update = (next: string[], nextKeys: string[]) => {
    setKeys(nextKeys);
    field.onChange(next);
  };
  const move = (from: number, to: number) => {
    const next = [...items];
    const nextKeys = [...rowKeys];
    next.splice(to, 0, ...next.splice(from, 1));
    nextKeys.splice(to, 0, ...nextKeys.splice(from, 1));
    update(next, nextKeys);
  };
  const remove = (index: number) => {
    update(
      items.filter((_, i) => i !== index),
      rowKeys.filter((_, i) => i !== index),
    );
    requestAnimationFrame(() => document.getElementById(fieldId(name))?.focus());
  };
  const add = () => {
    update([...items, ''], [...rowKeys, newKey()]);
    requestAnimationFrame(() => document.getElementById(`${fieldId(name)}-${items.length}`)?.focus());
  };
  const capitalised = itemNoun.charAt(0).toUpperCase() + itemNoun.slice(1);
  const listError = errorMessageAt(errors, name);

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-ink-900">{legend}</legend>
      {hint ? <p className="-mt-1 text-xs text-muted-foreground">{hint}</p> : null}
      <ol ref={listRef} className="flex flex-col gap-2">
        {items.map((item, index) => {
          const id = `${fieldId(name)}-${index}`;
          const error = errorMessageAt(errors, `${name}.${index}`);
          return (
            <li key={rowKeys[index]} data-list-item className="flex items-start gap-2">
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <label htmlFor={id} className="sr-only">
                  {`${capitalised} ${index + 1}`}
                </label>
                <Textarea
                  id={id}
                  rows={2}
                  value={item}
                  disabled={field.disabled}
                  className="min-h-0 [field-sizing:content]"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-erreur` : undefined}
                  onChange={(event) => {
                    const next = [...items];
                    next[index] = event.target.value;
                    field.onChange(next);
                  }}
                  onBlur={field.onBlur}
                />
                {error ? (
                  <p id={`${id}-erreur`} className="text-sm text-destructive">
                    {error}
                  </p>
                ) : null}
              </div>
              <ListItemControls
                itemName={`${itemArticle === 'l’' ? 'l’' : `${itemArticle} `}${itemNoun} ${index + 1}`}
                index={index}
                count={items.length}
                onMove={move}
                onRemove={remove}
                onMoved={(to, direction) => focusMovedItem(listRef.current, to, direction)}
              />
            </li>
          );
        })}
      </ol>
      {listError ? <p className="text-sm text-destructive">{listError}</p> : null}
      <div>
        <Button id={fieldId(name)} variant="secondary" size="sm" onClick={add}>
          <Plus aria-hidden="true" />
          {addLabel}
        </Button>
      </div>
    </fieldset>
  );
}
