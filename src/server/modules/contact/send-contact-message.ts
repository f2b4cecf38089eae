import type { ContactResponse } from '#shared/api/contact.ts';
import type { ContactMessage } from '#shared/contact/contact-message.ts';
import type { Database } from '#server/db/client.ts';
import { contactMessages } from '#server/db/schema/public-site.ts';
import { queueMail } from '#server/mail/queue-mail.ts';
import { contactAcknowledgementMail } from '#server/mail/templates/contact-acknowledgement.ts';
import { contactReceivedMail } from '#server/mail/templates/contact-received.ts';

/**
 * Stores a contact message and queues, in the same transaction, its copy for the support
 * inbox and the acknowledgement for the sender: both mails exist if and only if the message
 * does. A message sent from a Pro account is marked priority.
 */
export async function sendContactMessage(
  db: Database,
  input: { message: ContactMessage; account: { id: string; plan: 'free' | 'pro' } | null },
  options: { supportEmail: string; appUrl: string },
): Promise<ContactResponse> {
  const { message, account } = input;
  const priority = account?.plan === 'pro';
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ ...message, userId: account?.id ?? null, priority })
      .returning({ id: contactMessages.id });
    await queueMail(tx, contactReceivedMail({ supportEmail: options.supportEmail, message, account }));
    await queueMail(
      tx,
      contactAcknowledgementMail({
        to: message.email,
        subject: message.subject,
        appUrl: options.appUrl,
        supportEmail: options.supportEmail,
      }),
    );
    return { id: row!.id, priority };
  });
}
