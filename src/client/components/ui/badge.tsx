import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn.ts';

export const badgeVariants = cva(
  "inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-medium [&_svg:not([class*='size-'])]:size-3",
  {
    variants: {
      variant: {
        neutral: 'border-stone-200 bg-stone-100 text-stone-700',
        ink: 'border-ink-900 bg-ink-900 text-white',
        gold: 'border-gold-300 bg-gold-100 text-gold-800',
        success: 'border-success/25 bg-success-soft text-success',
        warning: 'border-warning/25 bg-warning-soft text-warning',
        destructive: 'border-destructive/25 bg-destructive-soft text-destructive',
        outline: 'border-input bg-transparent text-ink-800',
      },
    },
    defaultVariants: { variant: 'neutral' },
  },
);

type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
