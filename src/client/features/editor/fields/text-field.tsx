import type { ComponentProps, ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { FieldShell } from '#client/features/editor/fields/field-shell.tsx';
import { type EditorPath, type EditorValues, fieldId } from '#client/features/editor/lib/editor-values.ts';

type TextFieldProps = {
  name: EditorPath;
  label: string;
  hint?: ReactNode;
  className?: string;
} & Pick<ComponentProps<'input'>, 'type' | 'autoComplete' | 'inputMode' | 'placeholder' | 'maxLength' | 'list'>;

/** An uncontrolled input: typing re-renders nothing but the preview that watches the form. */
export function TextField({ name, label, hint, className, type = 'text', ...inputProps }: TextFieldProps) {
  const { register } = useFormContext<EditorValues>();
  const id = fieldId(name);
  return (
    <FieldShell id={id} name={name} label={label} hint={hint} className={className}>
      {(describedBy, invalid) => (
        <Input
          id={id}
          type={type}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          {...inputProps}
          {...register(name)}
        />
      )}
    </FieldShell>
  );
}

type TextAreaFieldProps = {
  name: EditorPath;
  label: string;
  hint?: ReactNode;
  className?: string;
  rows?: number;
  placeholder?: string;
};

export function TextAreaField({ name, label, hint, className, rows = 3, placeholder }: TextAreaFieldProps) {
  const { register } = useFormContext<EditorValues>();
  const id = fieldId(name);
  return (
    <FieldShell id={id} name={name} label={label} hint={hint} className={className}>
      {(describedBy, invalid) => (
        <Textarea
          id={id}
          rows={rows}
          placeholder={placeholder}
          className="min-h-0 [field-sizing:content]"
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          {...register(name)}
        />
      )}
    </FieldShell>
  );
}
