import { SUPPORT_REPLY_WITHIN } from '#shared/contact/contact-message.ts';
import { type ContactSubject, contactSubjectLabels } from '#shared/contact/contact-message-rules.ts';
import { type MailContent, renderMailHtml, renderMailText } from '#server/mail/mail-layout.ts';
import type { OutgoingMail } from '#server/mail/queue-mail.ts';

/**
 * The acknowledgement sent to whoever used the contact form. It repeats nothing they typed
 * (no name, no message, only the subject from the fixed list): anyone can enter any address
 * in a public form, and the form must not become a way to send chosen words to a stranger.
 */
export function contactAcknowledgementMail(options: {
  to: string;
  subject: ContactSubject;
  appUrl: string;
  supportEmail: string;
}): OutgoingMail {
  const content: MailContent = {
    preheader: `Nous vous répondons sous ${SUPPORT_REPLY_WITHIN}.`,
    greeting: 'Bonjour,',
    paragraphs: [
      `Merci pour votre message (« ${contactSubjectLabels[options.subject]} »). Nous l’avons bien reçu et vous répondrons en général sous ${SUPPORT_REPLY_WITHIN}, du lundi au vendredi de 9h à 18h.`,
      `Pour compléter votre demande, répondez simplement à l’adresse ${options.supportEmail}.`,
    ],
    button: { label: 'Ouvrir Paraphe', url: options.appUrl },
    notes: [
      'Vous n’avez rien envoyé ? Quelqu’un a peut-être saisi votre adresse par erreur : ignorez ce message, vous ne recevrez rien d’autre.',
    ],
  };
  return {
    to: options.to,
    replyTo: options.supportEmail,
    subject: 'Nous avons bien reçu votre message',
    html: renderMailHtml(content),
    text: renderMailText(content),
    purpose: 'contact-acknowledgement',
  };
}
