import { type MailContent, renderMailHtml, renderMailText } from '#server/mail/mail-layout.ts';
import type { OutgoingMail } from '#server/mail/queue-mail.ts';

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * An answer of the support team that reached the person while they were away from the chat.
 * With e-mail replies on, the Reply-To names the conversation: answering the mail writes in it.
 */
export function supportAnswerNotificationMail(options: {
  to: string;
  firstName: string;
  operatorFirstName: string;
  body: string;
  appUrl: string;
  replyTo: string | undefined;
}): OutgoingMail {
  const content: MailContent = {
    preheader: `${oneLine(options.operatorFirstName)} vous a répondu`,
    greeting: `Bonjour ${oneLine(options.firstName)},`,
    paragraphs: [
      `${oneLine(options.operatorFirstName)}, de l’équipe Paraphe, a répondu à votre message :`,
      ...options.body.split(/\n+/).filter((line) => line.trim().length > 0),
    ],
    button: { label: 'Voir la conversation', url: `${options.appUrl}/support` },
    notes: options.replyTo
      ? ['Vous pouvez aussi répondre directement à cet e-mail : votre réponse s’ajoutera à la conversation.']
      : ['Pour répondre, ouvrez la conversation dans Paraphe.'],
  };
  return {
    to: options.to,
    ...(options.replyTo ? { replyTo: options.replyTo } : {}),
    subject: 'Nouvelle réponse du support Paraphe',
    html: renderMailHtml(content),
    text: renderMailText(content),
    purpose: 'support-answer',
  };
}
