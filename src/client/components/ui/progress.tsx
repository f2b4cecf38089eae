import type { ComponentProps } from 'react';
import { Progress as ProgressPrimitive } from 'radix-ui';
import { cn } from '#client/lib/cn.ts';

type ProgressProps = ComponentProps<typeof ProgressPrimitive.Root> & { indicatorClassName?: string };

export function Progress({ className, value = 0, max = 100, indicatorClassName, ...props }: ProgressProps) {
  const percent = max > 0 ? Math.min(100, Math.max(0, ((value ?? 0) / max) * 100)) : 0;
  return (
    <ProgressPrimitive.Root
      value={value}
      max={max}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-stone-200', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className={cn('h-full rounded-full bg-gold-500 transition-[width] duration-300 ease-out', indicatorClassName)}
        style={{ width: `${percent}%` }}
      />
    </ProgressPrimitive.Root>
  );
}
