import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/config.ts';

export type TransportMail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  purpose: string;
  replyTo?: string;
};

export type MailTransport = {
  kind: 'smtp' | 'local-outbox';
  send(mail: TransportMail): Promise<void>;
  close(): void;
};

/**
 * SMTP when SMTP_URL is set (architecture.md: "one setting away from the real thing").
 * Otherwise the outbox table is the mailbox: the mail counts as delivered, stays readable at
 * /dev/mails, and outside production its links are printed in the log so that a newcomer can
 * confirm an account right after `npm start`. In production they are not: they are secrets.
 */
export function createMailTransport(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'isProduction'>,
  log: FastifyBaseLogger,
): MailTransport {
  if (!config.smtpUrl) {
    return {
      kind: 'local-outbox',
      async send(mail) {
        if (config.isProduction) {
          log.warn({ purpose: mail.purpose }, 'e-mail gardé dans la boîte locale : SMTP_URL n’est pas configuré');
          return;
        }
        const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
        log.info({ to: mail.to, subject: mail.subject, links }, 'e-mail écrit dans la boîte locale (/dev/mails)');
      },
      close() {},
    };
  }
  const transporter = nodemailer.createTransport({
    url: config.smtpUrl,
    // nodemailer's defaults wait minutes on a dead server; the worker retries later instead.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        from: config.mailFrom,
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
      });
    },
    close: () => transporter.close(),
  };
}
