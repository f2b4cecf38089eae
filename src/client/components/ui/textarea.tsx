import type { ComponentProps } from 'react';
import { inputClasses } from '#client/components/ui/input.tsx';
import { cn } from '#client/lib/cn.ts';

export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return <textarea rows={rows} className={cn(inputClasses, 'h-auto min-h-24 leading-relaxed', className)} {...props} />;
}
