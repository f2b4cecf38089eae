import { LoaderCircle } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';

type SpinnerProps = {
  className?: string;
  /** Read by screen readers; leave empty when the surrounding text already says it. */
  label?: string;
};

export function Spinner({ className, label = 'Chargement…' }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <LoaderCircle aria-hidden="true" className={cn('size-4 animate-spin', className)} />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}

/** A centred spinner for a whole region that is loading. */
export function PageSpinner({ label = 'Chargement…' }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center text-ink-500">
      <Spinner className="size-6" label={label} />
    </div>
  );
}
