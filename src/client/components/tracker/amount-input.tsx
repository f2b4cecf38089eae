import { useEffect, useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { Input } from '#client/components/ui/input.tsx';
import { amountText, parseFrenchAmount } from '#client/components/tracker/schedule-split.ts';

type AmountInputProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
};

/**
 * An amount in euros as French writes it (« 1 500,50 »): the form holds a number as soon as the
 * text is one, and the text follows a value set from outside (the 30 % / 70 % shortcut).
 */
export function AmountInput<T extends FieldValues>({ control, name, ...aria }: AmountInputProps<T>) {
  const { field } = useController({ control, name });
  const [text, setText] = useState(() => amountText(field.value));
  useEffect(() => {
    setText((current) => (parseFrenchAmount(current) === field.value ? current : amountText(field.value)));
  }, [field.value]);
  return (
    <div className="relative">
      <Input
        {...aria}
        ref={field.ref}
        name={field.name}
        inputMode="decimal"
        autoComplete="off"
        className="pr-16"
        value={text}
        onBlur={field.onBlur}
        onChange={(event) => {
          setText(event.target.value);
          field.onChange(parseFrenchAmount(event.target.value));
        }}
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground"
      >
        €{'\u00a0'}HT
      </span>
    </div>
  );
}
