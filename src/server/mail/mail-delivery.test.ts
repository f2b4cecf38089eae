import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '#server/app.ts';
import { mailOutbox } from '#server/db/schema/infrastructure.ts';
import { MAX_MAIL_ATTEMPTS, retryDelaySeconds } from '#server/mail/deliver-due-mails.ts';
import { queueMail } from '#server/mail/queue-mail.ts';
import { type TestApp, createTestApp } from '#testing/app.ts';
import { testEngine } from '#testing/database.ts';
import { linkToken, mailsTo } from '#testing/mail.ts';
import { nextTestIp } from '#testing/requests.ts';
import { type SmtpPeer, startSmtpPeer } from '#testing/smtp-peer.ts';
import { createVerifiedUser, uniqueEmail } from '#testing/users.ts';

describe('retryDelaySeconds', () => {
  it('doubles from one minute after each failure, up to one hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(retryDelaySeconds)).toEqual([60, 120, 240, 480, 960, 1920, 3600, 3600]);
  });
});

describe(`mail delivery through SMTP on ${testEngine()}`, () => {
  let peer: SmtpPeer;
  let t: TestApp;
  beforeAll(async () => {
    peer = await startSmtpPeer();
    t = await createTestApp({ smtpUrl: peer.url, appUrl: 'https://paraphe.example' });
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });
  beforeEach(() => {
    peer.rejecting = false;
  });

  const register = async (email = uniqueEmail('smtp')) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: nextTestIp(),
      payload: { email, password: 'Contrat-Lumière-2026', firstName: 'Hélène', lastName: 'Bréval' },
    });
    expect(response.statusCode).toBe(201);
    return { email, accessToken: response.json().accessToken as string };
  };
  const received = (email: string) => peer.messages.filter((message) => message.to.includes(email));
  const outboxRow = async (email: string) => {
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
    return row!;
  };

  it('delivers the verification mail: French subject, HTML and text parts, a link that verifies', async () => {
    const { email, accessToken } = await register();
    expect(received(email)).toHaveLength(0);
    const report = await t.app.mail.flush();
    expect(report.sent).toBeGreaterThanOrEqual(1);

    const [message, ...others] = received(email);
    expect(others).toHaveLength(0);
    expect(message!.from).toBe('no-reply@paraphe.local');
    expect(message!.raw).toMatch(/^From: Paraphe <no-reply@paraphe\.local>/m);
    expect(message!.subject).toBe('Confirmez votre adresse e-mail');
    expect(message!.raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(message!.raw).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
    expect(message!.raw).toMatch(/Content-Type: text\/html; charset=utf-8/i);
    expect(message!.text).toContain('Bonjour Hélène,');
    expect(message!.text).toMatch(/^https:\/\/paraphe\.example\/verify-email\?token=[A-Za-z0-9_-]{43}$/m);

    // The link that crossed SMTP is the one that confirms the account.
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: linkToken(message!, 'verify-email') },
    });
    expect(verified.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(me.json().isEmailVerified).toBe(true);
    expect(await outboxRow(email)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('retries a refused mail later, with backoff, and delivers it once the server accepts', async () => {
    const { email } = await register();
    peer.rejecting = true;
    const first = await t.app.mail.flush();
    expect(first.retried).toBeGreaterThanOrEqual(1);
    const failed = await outboxRow(email);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed.lastError).toMatch(/451/);
    const waitSeconds = (failed.nextAttemptAt.getTime() - Date.now()) / 1000;
    expect(waitSeconds).toBeGreaterThan(50);
    expect(waitSeconds).toBeLessThanOrEqual(60);

    // Not due yet: another round leaves it alone, even with the server back.
    peer.rejecting = false;
    await t.app.mail.flush();
    expect(received(email)).toHaveLength(0);

    // A second failure waits twice as long.
    peer.rejecting = true;
    await t.database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.recipient, email));
    await t.app.mail.flush();
    const second = await outboxRow(email);
    expect(second.attempts).toBe(2);
    expect((second.nextAttemptAt.getTime() - Date.now()) / 1000).toBeGreaterThan(110);

    peer.rejecting = false;
    await t.database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.recipient, email));
    await t.app.mail.flush();
    expect(received(email)).toHaveLength(1);
    expect(await outboxRow(email)).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
  });

  it(`gives a mail up as failed after ${MAX_MAIL_ATTEMPTS} attempts`, async () => {
    const { email } = await register();
    await t.database.db
      .update(mailOutbox)
      .set({ attempts: MAX_MAIL_ATTEMPTS - 1 })
      .where(eq(mailOutbox.recipient, email));
    peer.rejecting = true;
    const report = await t.app.mail.flush();
    expect(report.failed).toBe(1);
    expect(await outboxRow(email)).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS });
    peer.rejecting = false;
    await t.database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.recipient, email));
    await t.app.mail.flush();
    expect(received(email)).toHaveLength(0);
  });

  it('delivers each mail once when two instances flush the outbox at the same time', async () => {
    const other: FastifyInstance = await buildApp({
      config: t.config,
      database: t.database,
      logger: false,
      clientDir: path.join(t.config.dataDir, 'no-client'),
    });
    await other.ready();
    try {
      const recipients = Array.from({ length: 12 }, () => uniqueEmail('lot'));
      for (const to of recipients) {
        await queueMail(t.database.db, { to, subject: 'Essai', html: '<p>Essai</p>', text: 'Essai', purpose: 'test' });
      }
      const [one, two] = await Promise.all([t.app.mail.flush(), other.mail.flush()]);
      expect(one.sent + two.sent).toBe(recipients.length);
      for (const to of recipients) expect(received(to), to).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('delivers on its own, right after the request that queued the mail, when the worker runs', async () => {
    const running = await createTestApp({ smtpUrl: peer.url, mailPollIntervalMs: 60_000 });
    try {
      const { user } = await createVerifiedUser(running, { email: uniqueEmail('auto') });
      const email = user.email;
      const response = await running.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        remoteAddress: nextTestIp(),
        payload: { email },
      });
      expect(response.statusCode).toBe(200);
      // No flush: the route wakes the worker, long before the next one-minute poll.
      await vi.waitFor(() => expect(received(email)).toHaveLength(1), { timeout: 5000, interval: 20 });
      expect(received(email)[0]!.subject).toBe('Réinitialisez votre mot de passe Paraphe');
    } finally {
      await running.close();
    }
  });

  it('writes the mail in the transaction of the change: a rolled-back change leaves no mail', async () => {
    const to = uniqueEmail('annule');
    await expect(
      t.database.db.transaction(async (tx) => {
        await queueMail(tx, { to, subject: 'Essai', html: '<p>Essai</p>', text: 'Essai', purpose: 'test' });
        throw new Error('la modification échoue');
      }),
    ).rejects.toThrow('la modification échoue');
    expect(await mailsTo(t, to)).toHaveLength(0);
  });
});
