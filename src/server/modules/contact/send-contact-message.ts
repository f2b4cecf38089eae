import type { ContactResponse } from '#shared/api/contact.ts';
import type { ContactMessage } from '#shared/contact/contact-message.ts';
import type { Config } from '#server/config.ts';
import { contactMessages } from '#server/db/schema/public-site.ts';
import { contactAcknowledgementMail } from '#server/mail/templates/contact-acknowledgement.ts';
import { contactReceivedMail } from '#server/mail/templates/contact-received.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

/**
 * Stores a contact message and queues, in the same transaction, its copy for the support
 * inbox and the acknowledgement for the sender: both mails exist if and only if the message
 * does. A message sent from a Pro account is marked priority.
 */
export async function sendContactMessage(
  { db, mail, config }: Pick<AppContext, 'db' | 'mail'> & { config: Pick<Config, 'supportEmail' | 'appUrl'> },
  input: { message: ContactMessage; account: { id: string; plan: 'free' | 'pro' } | null },
): Promise<ContactResponse> {
  const { message, account } = input;
  const priority = account?.plan === 'pro';
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ ...message, userId: account?.id ?? null, priority })
      .returning({ id: contactMessages.id });
    await mail.queue(tx, contactReceivedMail({ supportEmail: config.supportEmail, message, account }));
    await mail.queue(
      tx,
      contactAcknowledgementMail({
        to: message.email,
        subject: message.subject,
        appUrl: config.appUrl,
        supportEmail: config.supportEmail,
      }),
    );
    return { id: row!.id, priority };
  });
}
