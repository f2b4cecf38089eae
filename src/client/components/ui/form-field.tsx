import { CircleAlert } from 'lucide-react';
import { type ReactElement, type ReactNode, useId } from 'react';
import { Slot } from 'radix-ui';
import { Label } from '#client/components/ui/label.tsx';
import { cn } from '#client/lib/cn.ts';

export function FieldError({ id, children }: { id?: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm leading-snug text-destructive">
      <CircleAlert aria-hidden="true" className="mt-px size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

type FormFieldProps = {
  label: ReactNode;
  /** The control: it receives the id, aria-describedby and aria-invalid. */
  children: ReactElement;
  error?: string;
  hint?: ReactNode;
  /** Beside the label, on the right: a counter, a "forgotten password" link. */
  aside?: ReactNode;
  optional?: boolean;
  id?: string;
  className?: string;
};

/** A labelled control with its hint and error, wired for screen readers. */
export function FormField({ label, children, error, hint, aside, optional, id, className }: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-2', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={controlId}>
          {label}
          {optional ? <span className="font-normal text-muted-foreground"> (facultatif)</span> : null}
        </Label>
        {aside}
      </div>
      <Slot.Root id={controlId} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
        {children}
      </Slot.Root>
      {hint ? (
        <p id={hintId} className="text-xs leading-relaxed text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

type FormFieldsetProps = {
  legend: ReactNode;
  children: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** Hides the legend visually when a heading already names the group. */
  hideLegend?: boolean;
};

/** A group of radios or checkboxes under one legend, with one error. */
export function FormFieldset({ legend, children, error, hint, className, hideLegend }: FormFieldsetProps) {
  const errorId = useId();
  return (
    <fieldset className={cn('grid gap-3', className)} aria-describedby={error ? errorId : undefined}>
      <legend className={cn('mb-1 text-sm font-medium text-ink-900', hideLegend && 'sr-only')}>{legend}</legend>
      {hint ? <p className="-mt-1 text-xs text-muted-foreground">{hint}</p> : null}
      {children}
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
