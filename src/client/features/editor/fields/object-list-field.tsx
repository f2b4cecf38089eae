import { Plus } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { type ArrayPath, type FieldArray, useFieldArray, useFormState } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { errorMessageAt } from '#client/features/editor/fields/field-shell.tsx';
import { focusMovedItem, ListItemControls } from '#client/features/editor/fields/list-item-controls.tsx';
import { type EditorValues, fieldId } from '#client/features/editor/lib/editor-values.ts';

type ListName = ArrayPath<EditorValues>;

type ObjectListFieldProps<N extends ListName> = {
  name: N;
  legend: string;
  hint?: ReactNode;
  /** « Publication 2 » */
  itemTitle: (index: number) => string;
  /** « la publication 2 »: completes the labels of the move and remove buttons. */
  itemName: (index: number) => string;
  addLabel: string;
  emptyText: string;
  newItem: () => FieldArray<EditorValues, N>;
  renderItem: (index: number) => ReactNode;
};

/** Publications, products, uses: a list of small forms, reordered with buttons. */
export function ObjectListField<N extends ListName>(props: ObjectListFieldProps<N>) {
  const { name, legend, hint, itemTitle, itemName, addLabel, emptyText, newItem, renderItem } = props;
  const { fields, append, move, remove } = useFieldArray<EditorValues, N>({ name });
  const { errors } = useFormState<EditorValues>({ name: name as never });
  const listRef = useRef<HTMLOListElement>(null);
  const listError = errorMessageAt(errors, name) ?? errorMessageAt(errors, `${name}.root`);

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1.5 text-sm font-medium text-ink-900">{legend}</legend>
      {hint ? <div className="-mt-1 text-xs text-muted-foreground">{hint}</div> : null}
      {fields.length === 0 ? (
        <p className="rounded-md border border-dashed border-border px-3 py-3 text-sm text-muted-foreground">
          {emptyText}
        </p>
      ) : (
        <ol ref={listRef} className="flex flex-col gap-3">
          {fields.map((item, index) => (
            <li key={item.id} data-list-item className="rounded-lg border border-border bg-stone-50/60 p-3">
              <div className="mb-2 flex items-center justify-between gap-2">
                <p className="text-sm font-semibold text-ink-900">{itemTitle(index)}</p>
                <ListItemControls
                  itemName={itemName(index)}
                  index={index}
                  count={fields.length}
                  onMove={move}
                  onRemove={(at) => {
                    remove(at);
                    requestAnimationFrame(() => document.getElementById(fieldId(name))?.focus());
                  }}
                  onMoved={(to, direction) => focusMovedItem(listRef.current, to, direction)}
                />
              </div>
              <div className="grid gap-3 sm:grid-cols-2">{renderItem(index)}</div>
            </li>
          ))}
        </ol>
      )}
      {listError ? <p className="text-sm text-destructive">{listError}</p> : null}
      <div>
        <Button id={fieldId(name)} variant="secondary" size="sm" onClick={() => append(newItem())}>
          <Plus aria-hidden="true" />
          {addLabel}
        </Button>
      </div>
    </fieldset>
  );
}
