import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { Input } from '#client/components/ui/input.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { FieldShell } from '#client/features/editor/fields/field-shell.tsx';
import { type EditorPath, type EditorValues, fieldId } from '#client/features/editor/lib/editor-values.ts';

const OTHER = '__autre__';

type ListOrOtherFieldProps = {
  name: EditorPath;
  label: string;
  options: readonly string[];
  /** The name of the text box shown for « Autre… », e.g. « Autre plateforme ». */
  otherLabel: string;
};

/**
 * A list where a list fits, and « Autre… » for the rest: the value is the option's text, or
 * what is typed in the box that « Autre… » shows. A value outside the list (typed earlier, or
 * imported) opens on « Autre… » with its text, so nothing saved is hidden.
 */
export function ListOrOtherField({ name, label, options, otherLabel }: ListOrOtherFieldProps) {
  const { control } = useFormContext<EditorValues>();
  const { field } = useController({ control, name });
  const value = typeof field.value === 'string' ? field.value : '';
  const listed = options.includes(value);
  const [otherChosen, setOtherChosen] = useState(false);
  const other = otherChosen || (value !== '' && !listed);
  const id = fieldId(name);
  return (
    <FieldShell id={id} name={name} label={label}>
      {(describedBy, invalid) => (
        <div className="grid gap-2">
          <NativeSelect
            id={id}
            ref={field.ref}
            name={field.name}
            value={other ? OTHER : value}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onBlur={field.onBlur}
            onChange={(event) => {
              const next = event.target.value;
              setOtherChosen(next === OTHER);
              if (next !== OTHER) field.onChange(next);
              else if (listed) field.onChange('');
            }}
          >
            <option value="">Choisir…</option>
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
            <option value={OTHER}>Autre…</option>
          </NativeSelect>
          {other ? (
            <Input
              id={`${id}-autre`}
              aria-label={otherLabel}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              value={value}
              autoComplete="off"
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
            />
          ) : null}
        </div>
      )}
    </FieldShell>
  );
}
