import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { ContactResponse } from '#shared/api/contact.ts';
import type { CheckedContactMessage } from '#shared/contact/contact-message-rules.ts';
import type { Anchor } from '#client/components/anchor.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import {
  ContactForm,
  type ContactSender,
  type SendContactMessage,
} from '#client/features/support/components/contact-form.tsx';
import { ContactInfoCard, FaqCard } from '#client/features/support/components/contact-info-card.tsx';
import { ContactSuccess } from '#client/features/support/components/contact-success.tsx';

type ContactScreenProps = {
  /** The signed-in user's names and address, or empty for a visitor. */
  sender: ContactSender;
  /** The confirmation's way out, and where 'back' leads when there is no screen to go back to. */
  home: { to: string; label: string };
  /** The live chat with the team, above the form (signed-in support page only). */
  chat?: ReactNode;
  /** 'Back': the previous screen of the application, else `home`; always `home` on a prerendered page. */
  onBack: () => void;
  /** With the session's token in the application, without on the prerendered /contact. */
  send: SendContactMessage;
  /** The router's link in the application, a plain link on the prerendered /contact. */
  anchor: Anchor;
};

/**
 * The contact page (public /contact) and the support page (/support, signed in): the spec's two
 * columns, the contact and FAQ cards beside the form, then the confirmation. Without the router,
 * React Query or zod: the prerendered /contact hydrates it as it is (decision 021).
 */
export function ContactScreen({ sender, home, chat, onBack, send, anchor }: ContactScreenProps) {
  const [sent, setSent] = useState<{ result: ContactResponse; message: CheckedContactMessage } | null>(null);
  // Bumped by 'send another': a new, blank form.
  const [formKey, setFormKey] = useState(0);
  const [nextSender, setNextSender] = useState<ContactSender>(sender);

  const sendAnother = () => {
    setSent(null);
    setFormKey((key) => key + 1);
  };

  return (
    <div className="grid gap-8">
      <header className="grid gap-3">
        <Button variant="ghost" size="sm" className="-ml-3 w-fit text-ink-700" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Retour
        </Button>
        <div className="grid gap-1.5">
          <h1 className="text-3xl font-semibold tracking-tight sm:text-[2.125rem]">Contactez-nous</h1>
          <p className="max-w-2xl text-[0.9375rem] text-muted-foreground">
            Une question sur un contrat, votre compte ou la facturation ? Écrivez-nous, un membre de l’équipe vous
            répond.
          </p>
        </div>
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        {/* The chat and the form come first on a phone; beside the cards, on the right, on a wide screen. */}
        {chat ? <div className="min-w-0 lg:col-start-2 lg:row-start-1">{chat}</div> : null}
        <Card className={chat ? 'lg:col-start-2 lg:row-start-2' : 'lg:col-start-2 lg:row-start-1'}>
          {sent ? (
            <CardContent className="sm:px-8">
              <ContactSuccess
                email={sent.message.email}
                priority={sent.result.priority}
                returnTo={home}
                onSendAnother={sendAnother}
                anchor={anchor}
              />
            </CardContent>
          ) : (
            <>
              <CardHeader>
                <CardTitle>Envoyer un message</CardTitle>
                <CardDescription>Tous les champs sont obligatoires.</CardDescription>
              </CardHeader>
              <CardContent>
                <ContactForm
                  key={formKey}
                  sender={nextSender}
                  send={send}
                  onSent={(result, message) => {
                    // A visitor without an account keeps the names and address just used.
                    if (!sender.email) {
                      setNextSender({ firstName: message.firstName, lastName: message.lastName, email: message.email });
                    }
                    setSent({ result, message });
                  }}
                />
              </CardContent>
            </>
          )}
        </Card>
        <div
          className={
            chat ? 'grid gap-6 lg:col-start-1 lg:row-span-2 lg:row-start-1' : 'grid gap-6 lg:col-start-1 lg:row-start-1'
          }
        >
          <ContactInfoCard />
          <FaqCard anchor={anchor} />
        </div>
      </div>
    </div>
  );
}
