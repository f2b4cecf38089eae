import { type MailContent, renderMailHtml, renderMailText } from '#server/mail/mail-layout.ts';
import type { OutgoingMail } from '#server/mail/queue-mail.ts';

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * A person wrote in the chat and nobody of the team has answered yet: a note to the support
 * inbox (SUPPORT_EMAIL). With e-mail replies on, an operator answers by replying to it.
 */
export function supportMessageNotificationMail(options: {
  supportEmail: string;
  name: string;
  priority: boolean;
  body: string;
  conversationId: string;
  appUrl: string;
  replyTo: string | undefined;
}): OutgoingMail {
  const name = oneLine(options.name);
  const content: MailContent = {
    preheader: `Message de ${name} dans le chat`,
    greeting: options.priority
      ? `Nouveau message prioritaire (compte Pro) de ${name} :`
      : `Nouveau message de ${name} dans le chat :`,
    paragraphs: options.body
      ? options.body.split(/\n+/).filter((line) => line.trim().length > 0)
      : ['(capture d’écran)'],
    button: {
      label: 'Ouvrir la console',
      url: `${options.appUrl}/support-console?conversation=${options.conversationId}`,
    },
    notes: options.replyTo
      ? ['Répondez à cet e-mail depuis une adresse d’opérateur : la réponse s’ajoute à la conversation.']
      : ['Répondez depuis la console du support.'],
  };
  return {
    to: options.supportEmail,
    ...(options.replyTo ? { replyTo: options.replyTo } : {}),
    subject: `${options.priority ? '[Prioritaire] ' : ''}[Chat] Message de ${name}`,
    html: renderMailHtml(content),
    text: renderMailText(content),
    purpose: 'support-message',
  };
}
