import type { ReactNode } from 'react';
import { get, useFormState } from 'react-hook-form';
import { Label } from '#client/components/ui/label.tsx';
import { cn } from '#client/lib/cn.ts';
import type { EditorPath, EditorValues } from '#client/features/editor/lib/editor-values.ts';

type FieldShellProps = {
  id: string;
  name: EditorPath | string;
  label: string;
  hint?: ReactNode;
  className?: string;
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
};

/** Label, control, hint and the schema's French error message, wired for screen readers. */
export function FieldShell({ id, name, label, hint, className, children }: FieldShellProps) {
  const message = useFieldError(name);
  const hintId = hint ? `${id}-aide` : undefined;
  const errorId = message ? `${id}-erreur` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children(describedBy, Boolean(message))}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={errorId} className="text-sm text-destructive">
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** The message of the error at a dotted path of react-hook-form's nested errors, if any. */
export function errorMessageAt(errors: unknown, path: string): string | undefined {
  const error: unknown = get(errors, path);
  if (typeof error !== 'object' || error === null) return undefined;
  const { message } = error as { message?: unknown };
  return typeof message === 'string' ? message : undefined;
}

export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState<EditorValues>({ name: name as EditorPath });
  return errorMessageAt(errors, name);
}
