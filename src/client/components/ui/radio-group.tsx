import { type ComponentProps, type ReactNode, useId } from 'react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { cn } from '#client/lib/cn.ts';

export function RadioGroup({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return <RadioGroupPrimitive.Root className={cn('grid gap-3', className)} {...props} />;
}

/** A small round radio, to put beside a label. */
export function RadioGroupItem({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      className={cn(
        'peer inline-flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-full border border-stone-400 bg-surface',
        'hover:border-ink-700 data-[state=checked]:border-ink-900 disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <RadioGroupPrimitive.Indicator className="size-2.5 rounded-full bg-ink-900" />
    </RadioGroupPrimitive.Item>
  );
}

type RadioCardProps = ComponentProps<typeof RadioGroupPrimitive.Item> & {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
};

/**
 * A large selectable card: the whole card is the radio, arrow keys move between cards. Its
 * name is the title alone (the rest is its description), so screen readers stay brief. The
 * children must be phrasing content (spans): the card is a button.
 */
export function RadioCard({ className, title, description, icon, children, ...props }: RadioCardProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <RadioGroupPrimitive.Item
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={cn(
        'group relative flex w-full cursor-pointer flex-col gap-3 rounded-xl border-2 border-border bg-surface p-5 text-left shadow-card',
        'transition-[border-color,box-shadow,background-color] duration-150 hover:border-ink-300',
        'data-[state=checked]:border-ink-900 data-[state=checked]:bg-ink-50/60 aria-invalid:border-destructive/60',
        className,
      )}
      {...props}
    >
      <span className="flex items-start gap-3">
        {icon ? (
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-gold-100 text-gold-800 group-data-[state=checked]:bg-ink-900 group-data-[state=checked]:text-gold-300">
            {icon}
          </span>
        ) : null}
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span id={titleId} className="font-serif text-lg font-semibold text-ink-950">
            {title}
          </span>
          {description ? (
            <span id={descriptionId} className="text-sm leading-relaxed text-muted-foreground">
              {description}
            </span>
          ) : null}
        </span>
        <span
          aria-hidden="true"
          className="mt-1 inline-flex size-5 shrink-0 items-center justify-center rounded-full border border-stone-400 group-data-[state=checked]:border-ink-900"
        >
          <span className="size-2.5 rounded-full bg-ink-900 opacity-0 group-data-[state=checked]:opacity-100" />
        </span>
      </span>
      {children}
    </RadioGroupPrimitive.Item>
  );
}
