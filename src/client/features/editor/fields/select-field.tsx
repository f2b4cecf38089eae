import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { inputClasses } from '#client/components/ui/input.tsx';
import { cn } from '#client/lib/cn.ts';
import { FieldShell } from '#client/features/editor/fields/field-shell.tsx';
import { type EditorPath, type EditorValues, fieldId } from '#client/features/editor/lib/editor-values.ts';

type SelectFieldProps = {
  name: EditorPath;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  hint?: ReactNode;
  className?: string;
};

/** A native select: keyboard, screen readers and mobile pickers work as users expect. */
export function SelectField({ name, label, options, hint, className }: SelectFieldProps) {
  const { register } = useFormContext<EditorValues>();
  const id = fieldId(name);
  return (
    <FieldShell id={id} name={name} label={label} hint={hint} className={className}>
      {(describedBy, invalid) => (
        <div className="relative">
          <select
            id={id}
            className={cn(inputClasses, 'appearance-none pr-9')}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            {...register(name)}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
        </div>
      )}
    </FieldShell>
  );
}
