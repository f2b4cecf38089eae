import type { ContactMessage } from '#shared/contact/contact-message.ts';
import { contactSubjectLabels } from '#shared/contact/contact-message-rules.ts';
import { type MailContent, renderMailHtml, renderMailText } from '#server/mail/mail-layout.ts';
import type { OutgoingMail } from '#server/mail/queue-mail.ts';

/** Header values on one line: a name typed with line breaks must not break the subject. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * A contact message forwarded to the support inbox (SUPPORT_EMAIL). Replying answers the
 * person who wrote (Reply-To), not the no-reply sender.
 */
export function contactReceivedMail(options: {
  supportEmail: string;
  message: ContactMessage;
  /** The account the message was sent from, if any. */
  account: { id: string; plan: 'free' | 'pro' } | null;
}): OutgoingMail {
  const { message, account } = options;
  const name = oneLine(`${message.firstName} ${message.lastName}`);
  const subjectLabel = contactSubjectLabels[message.subject];
  const priority = account?.plan === 'pro';
  const content: MailContent = {
    preheader: `${subjectLabel} — ${name}`,
    greeting: priority
      ? 'Nouveau message prioritaire (compte Pro) :'
      : 'Nouveau message reçu depuis le formulaire de contact :',
    paragraphs: [
      `De : ${name} <${message.email}>`,
      `Sujet : ${subjectLabel}`,
      account
        ? `Envoyé depuis le compte ${account.id} (plan ${priority ? 'Pro' : 'Gratuit'}).`
        : 'Envoyé sans être connecté.',
      ...message.message.split(/\n+/).filter((line) => line.trim().length > 0),
    ],
    button: { label: `Répondre à ${name}`, url: `mailto:${message.email}` },
    notes: ['Répondez directement à ce message : la réponse part vers l’adresse de l’expéditeur.'],
  };
  return {
    to: options.supportEmail,
    replyTo: message.email,
    subject: oneLine(`${priority ? '[Prioritaire] ' : ''}[Contact] ${subjectLabel} — ${name}`),
    html: renderMailHtml(content),
    text: renderMailText(content),
    purpose: 'contact-received',
  };
}
