import { Send } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { ContactResponse } from '#shared/api/contact.ts';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  type CheckedContactMessage,
  type ContactField,
  checkContactMessage,
  contactFields,
  contactMessageLength,
  contactSubjectLabels,
  contactSubjects,
} from '#shared/contact/contact-message-rules.ts';
import { messages } from '#shared/messages.ts';
import { formatNumber } from '#shared/format/numbers.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { errorMessageFor, isApiError } from '#client/lib/api-error.ts';
import { cn } from '#client/lib/cn.ts';

/** The names and address the form starts with: the signed-in user's, or the last ones a visitor sent. */
export type ContactSender = Pick<CheckedContactMessage, 'firstName' | 'lastName' | 'email'>;

/** POST /api/contact: with the session's token in the application, without on the prerendered page. */
export type SendContactMessage = (message: CheckedContactMessage) => Promise<ContactResponse>;

type FieldErrors = Partial<Record<ContactField, string>>;

function readFields(form: HTMLFormElement): Record<ContactField, string> {
  const data = new FormData(form);
  // The subject's placeholder is a disabled option: a form posts nothing for it.
  const entries = contactFields.map((name) => [name, String(data.get(name) ?? '')]);
  return Object.fromEntries(entries) as Record<ContactField, string>;
}

function focusField(form: HTMLFormElement, errors: FieldErrors) {
  const first = contactFields.find((name) => errors[name]);
  if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}

/** Spec section 8: one toast for the whole form, the field messages under each field. */
function invalidFormToast(values: Record<ContactField, string>, errors: FieldErrors): string | null {
  if (contactFields.some((name) => !values[name].trim())) return messages.requiredFields;
  if (errors.email) return messages.invalidEmail;
  return null;
}

/** The server checks the same rules and names the same fields: its messages go under them. */
function serverFieldErrors(error: unknown): FieldErrors {
  if (!isApiError(error)) return {};
  return Object.fromEntries(contactFields.flatMap((name) => (error.fields[name] ? [[name, error.fields[name]]] : [])));
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
  sender: ContactSender;
  send: SendContactMessage;
  onSent: (result: ContactResponse, sent: CheckedContactMessage) => void;
};

/**
 * The contact form (spec sections 2, 5 and 8). An island of the prerendered /contact, so no
 * react-hook-form, zod or React Query: its fields are the page's own inputs, read when sent,
 * checked by `checkContactMessage` (the rules of the API's schema, a test keeps them equal).
 * As with the forms of the application, the field messages appear on sending, then follow the
 * typing. On a refusal (too many messages, server down), everything typed stays in place.
 */
export function ContactForm({ sender, send, onSent }: ContactFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  // Prerendered: until the page is hydrated, the button stays disabled, so that Enter does not
  // submit the form natively (a reload that would lose what was typed).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    // The visitor may have typed before the script ran.
    if (formRef.current) setMessage(readFields(formRef.current).message);
    setHydrated(true);
  }, []);

  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const name = event.target.name as ContactField;
    if (!contactFields.includes(name)) return;
    const values = readFields(event.currentTarget);
    if (name === 'message') setMessage(values.message);
    if (!submitted) return;
    const checked = checkContactMessage(values);
    setErrors((current) => ({ ...current, [name]: checked.ok ? undefined : checked.errors[name] }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const values = readFields(form);
    const checked = checkContactMessage(values);
    setSubmitted(true);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusField(form, checked.errors);
      const text = invalidFormToast(values, checked.errors);
      if (text) toast.error(text, { id: 'contact-invalid' });
      return;
    }
    setErrors({});
    setFailure(null);
    setSending(true);
    try {
      const result = await send(checked.message);
      toast.success(messages.contactSucceeded);
      onSent(result, checked.message);
    } catch (error) {
      setFailure(errorMessageFor(error, messages.contactFailed));
      const fromServer = serverFieldErrors(error);
      if (Object.keys(fromServer).length > 0) {
        setErrors(fromServer);
        focusField(form, fromServer);
      } else {
        toast.error(errorMessageFor(error, messages.contactFailed));
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
      className="grid gap-5"
      aria-label="Formulaire de contact"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Prénom" error={errors.firstName}>
          <Input name="firstName" autoComplete="given-name" required defaultValue={sender.firstName} />
        </FormField>
        <FormField label="Nom" error={errors.lastName}>
          <Input name="lastName" autoComplete="family-name" required defaultValue={sender.lastName} />
        </FormField>
      </div>
      <FormField label="Adresse e-mail" error={errors.email} hint="Nous vous répondrons à cette adresse.">
        <Input name="email" type="email" autoComplete="email" inputMode="email" required defaultValue={sender.email} />
      </FormField>
      <FormField label="Sujet" error={errors.subject}>
        <NativeSelect name="subject" required defaultValue="">
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
        error={errors.message}
        hint={`Décrivez votre demande en ${CONTACT_MESSAGE_MIN} caractères au moins ; pour un contrat, précisez son titre.`}
        aside={<MessageCounter message={message} />}
      >
        <Textarea name="message" rows={7} required defaultValue="" />
      </FormField>
      {failure && !sending ? (
        <Alert variant="destructive" role="alert">
          {failure} Votre message est conservé ci-dessus : vous pouvez le renvoyer.
        </Alert>
      ) : null}
      <Button
        type="submit"
        size="lg"
        isLoading={sending}
        disabled={!hydrated}
        className="w-full sm:w-auto sm:justify-self-end"
      >
        {sending ? null : <Send aria-hidden="true" />}
        Envoyer le message
      </Button>
    </form>
  );
}
