import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn.ts';

export const inputClasses = [
  'flex h-11 w-full min-w-0 rounded-md border border-input bg-surface px-3 py-2 text-base text-ink-950 shadow-xs',
  'transition-[border-color,box-shadow] duration-150 placeholder:text-stone-400',
  'hover:border-stone-400 focus-visible:border-ink-700 focus-visible:outline-2 focus-visible:outline-offset-0',
  'disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-500',
  'read-only:bg-stone-50 read-only:text-ink-700',
  'aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive',
  'sm:text-[0.9375rem]',
];

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(inputClasses, className)} {...props} />;
}
