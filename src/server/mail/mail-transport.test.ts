import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createMailTransport } from '#server/mail/mail-transport.ts';
import { verifyEmailLink, verifyEmailMail } from '#server/mail/templates/verify-email.ts';

/** A real pino logger (Fastify's) whose lines the test reads. */
function capturedLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  return { log: app.log, text: () => lines.join('') };
}

const link = verifyEmailLink('http://localhost:3000', 'jeton-de-verification-0123456789abcdef');
const mail = verifyEmailMail({ to: 'camille@exemple.fr', firstName: 'Camille', link });

describe('the local outbox transport (no SMTP_URL)', () => {
  it('prints the links of the mail in the log in development, so a newcomer can open them', async () => {
    const logger = capturedLogger();
    const transport = createMailTransport(
      { smtpUrl: undefined, mailFrom: 'Paraphe <a@b.fr>', isProduction: false },
      logger.log,
    );
    expect(transport.kind).toBe('local-outbox');
    await transport.send(mail);
    const line = JSON.parse(logger.text().trim());
    expect(line).toMatchObject({
      level: 30,
      to: 'camille@exemple.fr',
      subject: 'Confirmez votre adresse e-mail',
      links: [link],
      msg: 'e-mail écrit dans la boîte locale (/dev/mails)',
    });
  });

  it('never prints a link in production, where links are secrets', async () => {
    const logger = capturedLogger();
    const transport = createMailTransport(
      { smtpUrl: undefined, mailFrom: 'Paraphe <a@b.fr>', isProduction: true },
      logger.log,
    );
    await transport.send(mail);
    expect(logger.text()).not.toContain('jeton-de-verification');
    expect(logger.text()).toContain('SMTP_URL');
  });

  it('uses SMTP as soon as SMTP_URL is set', () => {
    const logger = capturedLogger();
    const transport = createMailTransport(
      { smtpUrl: 'smtp://127.0.0.1:2525', mailFrom: 'Paraphe <a@b.fr>', isProduction: true },
      logger.log,
    );
    expect(transport.kind).toBe('smtp');
    transport.close();
  });
});
