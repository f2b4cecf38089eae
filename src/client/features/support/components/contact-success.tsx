import { ArrowLeft, CircleCheck, PenLine } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { messages } from '#shared/messages.ts';
import type { Anchor } from '#client/components/anchor.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useSiteInfo } from '#client/api/site-info.ts';

type ContactSuccessProps = {
  email: string;
  priority: boolean;
  returnTo: { to: string; label: string };
  onSendAnother: () => void;
  anchor: Anchor;
};

/** The confirmation view after a message is sent (spec sections 2 and 4). */
export function ContactSuccess({ email, priority, returnTo, onSendAnother, anchor: Link }: ContactSuccessProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const replyWithin = useSiteInfo().data?.replyWithin ?? '24 heures';
  // The form is gone: reading resumes at the confirmation.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="grid justify-items-center gap-5 py-6 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-success-soft text-success">
        <CircleCheck aria-hidden="true" className="size-7" />
      </span>
      <div className="grid max-w-md gap-2">
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold outline-none">
          {messages.contactSucceeded}
        </h2>
        <p className="text-[0.9375rem] leading-relaxed text-muted-foreground">
          Nous vous répondons généralement sous {replyWithin}, à l’adresse{' '}
          <span className="font-medium text-ink-900 wrap-anywhere">{email}</span>. Un accusé de réception vient de vous
          être envoyé.
        </p>
        {priority ? (
          <p className="text-sm font-medium text-gold-800">Abonné Pro : votre demande est traitée en priorité.</p>
        ) : null}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild variant="secondary">
          <Link href={returnTo.to}>
            <ArrowLeft aria-hidden="true" />
            {returnTo.label}
          </Link>
        </Button>
        <Button onClick={onSendAnother}>
          <PenLine aria-hidden="true" />
          Envoyer un autre message
        </Button>
      </div>
    </div>
  );
}
