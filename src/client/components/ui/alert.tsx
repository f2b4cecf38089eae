import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn.ts';

const alertVariants = cva('flex gap-3 rounded-lg border p-4 text-sm leading-relaxed', {
  variants: {
    variant: {
      info: 'border-ink-100 bg-info-soft text-ink-800',
      success: 'border-success/20 bg-success-soft text-success',
      warning: 'border-warning/20 bg-warning-soft text-warning',
      destructive: 'border-destructive/20 bg-destructive-soft text-destructive',
    },
  },
  defaultVariants: { variant: 'info' },
});

const icons = { info: Info, success: CircleCheck, warning: TriangleAlert, destructive: CircleAlert };

type AlertProps = ComponentProps<'div'> & VariantProps<typeof alertVariants> & { title?: string };

/** An inline message that stays on the page (a toast disappears). */
export function Alert({ className, variant, title, children, ...props }: AlertProps) {
  const Icon = icons[variant ?? 'info'];
  return (
    <div className={cn(alertVariants({ variant }), className)} {...props}>
      <Icon aria-hidden="true" className="mt-0.5 size-4.5 shrink-0" />
      <div className="grid gap-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        <div>{children}</div>
      </div>
    </div>
  );
}
