import { type ReactNode, useEffect, useState } from 'react';
import { useController } from 'react-hook-form';
import { Input } from '#client/components/ui/input.tsx';
import { FieldShell } from '#client/features/editor/fields/field-shell.tsx';
import { type EditorPath, type EditorValues, fieldId } from '#client/features/editor/lib/editor-values.ts';

/** "1 500,50" → 1500.5; anything else stays text, for the schema to reject in French. */
export function parseFrenchNumber(text: string): number | string {
  const normalised = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : text;
}

export function formatFrenchNumber(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value).replace('.', ',') : '';
  return typeof value === 'string' ? value : '';
}

type NumberFieldProps = {
  name: EditorPath;
  label: string;
  hint?: ReactNode;
  className?: string;
  /** A unit shown after the field, e.g. « € » or « jours ». */
  suffix?: string;
  decimals?: boolean;
};

/**
 * A French number field: a decimal comma and grouping spaces are accepted as typed; the form
 * holds a number as soon as the text is one.
 */
export function NumberField({ name, label, hint, className, suffix, decimals = false }: NumberFieldProps) {
  const { field } = useController<EditorValues>({ name });
  const id = fieldId(name);
  const [text, setText] = useState(() => formatFrenchNumber(field.value));

  // A reset (draft restored, server version loaded) replaces the value from outside.
  useEffect(() => {
    setText((current) => (parseFrenchNumber(current) === field.value ? current : formatFrenchNumber(field.value)));
  }, [field.value]);

  return (
    <FieldShell id={id} name={name} label={label} hint={hint} className={className}>
      {(describedBy, invalid) => (
        <div className="relative">
          <Input
            id={id}
            name={field.name}
            ref={field.ref}
            inputMode={decimals ? 'decimal' : 'numeric'}
            autoComplete="off"
            value={text}
            disabled={field.disabled}
            className={suffix ? 'pr-16' : undefined}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onBlur={field.onBlur}
            onChange={(event) => {
              setText(event.target.value);
              field.onChange(parseFrenchNumber(event.target.value));
            }}
          />
          {suffix ? (
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground"
            >
              {suffix}
            </span>
          ) : null}
        </div>
      )}
    </FieldShell>
  );
}
