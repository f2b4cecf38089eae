import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { ContactResponse } from '#shared/api/contact.ts';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  type ContactMessage,
  type ContactMessageInput,
  contactMessageLength,
  contactMessageSchema,
  contactSubjectLabels,
  contactSubjects,
} from '#shared/contact/contact-message.ts';
import { messages } from '#shared/messages.ts';
import { formatNumber } from '#shared/format/numbers.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { errorMessageFor } from '#client/lib/api-error.ts';
import { cn } from '#client/lib/cn.ts';
import { applyServerFieldErrors } from '#client/lib/form-errors.ts';
import { useSendContactMessage } from '#client/features/support/api/send-contact-message.ts';

export type ContactSender = Pick<ContactMessageInput, 'firstName' | 'lastName' | 'email'>;

const FIELDS = ['firstName', 'lastName', 'email', 'subject', 'message'] as const;

/** A fresh form for this sender: names and address kept, subject and message empty (spec section 2). */
export function blankMessage(sender: ContactSender): ContactMessageInput {
  // The select starts on its placeholder, which the schema refuses.
  return { ...sender, subject: '' as ContactMessageInput['subject'], message: '' };
}

/** Spec section 8: one toast for the whole form, the field messages under each field. */
function invalidFormToast(values: ContactMessageInput, errors: FieldErrors<ContactMessageInput>): string | null {
  const missing = FIELDS.some((name) => !String(values[name] ?? '').trim());
  if (missing) return messages.requiredFields;
  if (errors.email) return messages.invalidEmail;
  return null;
}

function MessageCounter({ message }: { message: string }) {
  const length = contactMessageLength(message);
  const tooShort = length < CONTACT_MESSAGE_MIN;
  const tooLong = length > CONTACT_MESSAGE_MAX;
  return (
    <span
      className={cn(
        'text-xs tabular-nums',
        tooLong ? 'font-medium text-destructive' : tooShort ? 'text-muted-foreground' : 'text-success',
      )}
    >
      {tooShort
        ? `${length}/${CONTACT_MESSAGE_MIN} caractères minimum`
        : `${formatNumber(length)}/${formatNumber(CONTACT_MESSAGE_MAX)} caractères`}
    </span>
  );
}

type ContactFormProps = {
  defaultValues: ContactMessageInput;
  onSent: (result: ContactResponse, sent: ContactMessage) => void;
};

/**
 * The contact form (spec sections 2, 5 and 8) with the shared schema the server checks. On a
 * refusal (too many messages, server down), everything typed stays in place.
 */
export function ContactForm({ defaultValues, onSent }: ContactFormProps) {
  const send = useSendContactMessage();
  const form = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;
  const message = form.watch('message') ?? '';

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        const result = await send.mutateAsync(values);
        toast.success(messages.contactSucceeded);
        onSent(result, values);
      } catch (error) {
        if (applyServerFieldErrors(error, form.setError, FIELDS)) return;
        toast.error(errorMessageFor(error, messages.contactFailed));
      }
    },
    (invalid) => {
      const text = invalidFormToast(form.getValues(), invalid);
      if (text) toast.error(text, { id: 'contact-invalid' });
    },
  );

  const failure = send.error ? errorMessageFor(send.error, messages.contactFailed) : null;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Formulaire de contact">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Prénom" error={errors.firstName?.message}>
          <Input autoComplete="given-name" required {...form.register('firstName')} />
        </FormField>
        <FormField label="Nom" error={errors.lastName?.message}>
          <Input autoComplete="family-name" required {...form.register('lastName')} />
        </FormField>
      </div>
      <FormField label="Adresse e-mail" error={errors.email?.message} hint="Nous vous répondrons à cette adresse.">
        <Input type="email" autoComplete="email" inputMode="email" required {...form.register('email')} />
      </FormField>
      <FormField label="Sujet" error={errors.subject?.message}>
        <NativeSelect required {...form.register('subject')}>
          <option value="" disabled>
            Choisissez un sujet
          </option>
          {contactSubjects.map((subject) => (
            <option key={subject} value={subject}>
              {contactSubjectLabels[subject]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        label="Message"
        error={errors.message?.message}
        hint={`Décrivez votre demande en ${CONTACT_MESSAGE_MIN} caractères au moins ; pour un contrat, précisez son titre.`}
        aside={<MessageCounter message={message} />}
      >
        <Textarea rows={7} required {...form.register('message')} />
      </FormField>
      {failure && !send.isPending ? (
        <Alert variant="destructive" role="alert">
          {failure} Votre message est conservé ci-dessus : vous pouvez le renvoyer.
        </Alert>
      ) : null}
      <Button type="submit" size="lg" isLoading={isSubmitting} className="w-full sm:w-auto sm:justify-self-end">
        {isSubmitting ? null : <Send aria-hidden="true" />}
        Envoyer le message
      </Button>
    </form>
  );
}
