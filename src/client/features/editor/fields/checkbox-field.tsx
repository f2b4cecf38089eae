import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { cn } from '#client/lib/cn.ts';
import { useFieldError } from '#client/features/editor/fields/field-shell.tsx';
import { type EditorPath, type EditorValues, fieldId } from '#client/features/editor/lib/editor-values.ts';

type CheckboxFieldProps = {
  name: EditorPath;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
};

export function CheckboxField({ name, label, hint, className }: CheckboxFieldProps) {
  const { register } = useFormContext<EditorValues>();
  const error = useFieldError(name);
  const id = fieldId(name);
  const hintId = hint ? `${id}-aide` : undefined;
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 cursor-pointer rounded border-input accent-ink-900 disabled:cursor-not-allowed"
        aria-describedby={hintId}
        aria-invalid={error ? true : undefined}
        {...register(name)}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="cursor-pointer text-sm leading-snug text-ink-900">
          {label}
        </label>
        {hint ? (
          <p id={hintId} className="text-xs text-muted-foreground">
            {hint}
          </p>
        ) : null}
        {error ? <p className="text-sm text-destructive">{error}</p> : null}
      </div>
    </div>
  );
}
