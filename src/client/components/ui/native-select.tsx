import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { inputClasses } from '#client/components/ui/input.tsx';
import { cn } from '#client/lib/cn.ts';

/**
 * A native select with the inputs' look: keyboard, screen readers and phone pickers work as
 * people expect. Every prop (id, aria-*, register's) goes to the select itself.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        className={cn(
          inputClasses,
          'cursor-pointer appearance-none pr-9 read-only:bg-surface read-only:text-ink-950',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
