import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import { openPostgres } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema/infrastructure.ts';
import { signatureEvents, signatureRequests, signatureSigners } from '#server/db/schema/signatures.ts';
import { createPostgresCopy, testEngine } from '#testing/database.ts';
import { signUpOverHttp } from '#testing/http-client.ts';
import { type ServerProcess, startServerProcess, stopServerProcesses } from '#testing/server-process.ts';
import { type SmtpPeer, startSmtpPeer } from '#testing/smtp-peer.ts';
import { uniqueEmail } from '#testing/users.ts';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  await stopServerProcesses();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Two real server processes on one PostgreSQL database, sending mail to one SMTP peer. */
async function twoInstances(): Promise<{ a: ServerProcess; b: ServerProcess; databaseUrl: string; peer: SmtpPeer }> {
  const copy = await createPostgresCopy();
  cleanups.push(copy.drop);
  const peer = await startSmtpPeer();
  cleanups.push(() => peer.close());
  const env = {
    DATABASE_URL: copy.url,
    SMTP_URL: peer.url,
    // Both instances poll the outbox all the time: a mail claimed twice would be sent twice.
    MAIL_POLL_INTERVAL_MS: '20',
    // Renders on a loaded machine must not time out: this test counts credits, not speed.
    PDF_RENDER_TIMEOUT_MS: '300000',
    // Both run the signature upkeep (reminders) all the time; each round says so at debug level.
    UPKEEP_INTERVAL_MS: '200',
    LOG_LEVEL: 'debug',
  };
  const [a, b] = await Promise.all([
    startServerProcess({ ...env, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'paraphe-a-')) }),
    startServerProcess({ ...env, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'paraphe-b-')) }),
  ]);
  return { a, b, databaseUrl: copy.url, peer };
}

// PGlite is the database of one process (its files open in one process at a time): two
// instances can share only a PostgreSQL, so this test runs on the PostgreSQL pass only.
describe.runIf(testEngine() === 'postgres')('two instances on one PostgreSQL database', () => {
  it('share credits, rate limits, the mail outbox and the signature reminders: each rule holds across both', async () => {
    const { a, b, databaseUrl, peer } = await twoInstances();
    // The verification mail goes through the outbox, as everything else.
    const owner = await signUpOverHttp(a.url, 'deux');

    // 12 concurrent exports of 12 contracts, 3 credits left, half on each instance: exactly 3.
    const contracts: string[] = [];
    for (let index = 0; index < 12; index += 1) {
      const created = await owner.call('POST', '/api/contracts', createSampleContract('PAID'));
      expect(created.status).toBe(201);
      contracts.push(((await created.json()) as { id: string }).id);
    }
    const answers = await Promise.all(
      contracts.map((id, index) =>
        owner.call('POST', `/api/contracts/${id}/export`, undefined, index % 2 ? b.url : a.url),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 200, ...Array(9).fill(402)]);
    const exported = contracts.filter((_, index) => answers[index]!.status === 200);
    for (const base of [a.url, b.url]) {
      const balance = await owner.call('GET', '/api/credits/balance', undefined, base);
      expect(((await balance.json()) as { remaining: number }).remaining).toBe(0);
    }

    // Login is limited to 10 attempts a minute per address: 12 alternating attempts, 2 refused.
    const email = uniqueEmail('limite');
    const attempts: number[] = [];
    for (let index = 0; index < 12; index += 1) {
      const response = await fetch(`${index % 2 ? b.url : a.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'mauvais-mot-de-passe' }),
      });
      attempts.push(response.status);
    }
    expect(attempts).toEqual([...Array(10).fill(401), 429, 429]);

    // Five contact messages (the limit per address and minute), ten mails, two workers polling:
    // each mail reaches the peer once.
    const senders = Array.from({ length: 5 }, () => uniqueEmail('contact'));
    for (const [index, sender] of senders.entries()) {
      const sent = await fetch(`${index % 2 ? b.url : a.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName: 'Léa',
          lastName: 'Dubois',
          email: sender,
          subject: 'autre',
          message: 'Une question sur les exports en double.',
        }),
      });
      expect(sent.status).toBe(201);
    }
    const db = openPostgres(databaseUrl, { max: 1 });
    cleanups.push(() => db.close());
    // Once nothing is pending, every send has finished and marked its row: the count is final.
    await expect
      .poll(async () => (await db.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'pending'))).length, {
        timeout: 120_000,
      })
      .toBe(0);
    const sentRows = await db.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'sent'));
    expect(peer.messages).toHaveLength(sentRows.length);
    for (const sender of senders) {
      expect(peer.messages.filter((message) => message.to.includes(sender))).toHaveLength(1);
    }
    expect(peer.messages.filter((message) => message.to.includes(owner.email))).toHaveLength(1);

    // A request sent four days ago: its first automatic reminder is due, and both instances run
    // the upkeep several times a second. Each signer gets it once.
    const sent = await owner.call('POST', `/api/contracts/${exported[0]}/signature-requests`, {
      ordered: false,
      expiresInDays: 30,
    });
    expect(sent.status).toBe(201);
    const requestId = ((await sent.json()) as { id: string }).id;
    await db.db
      .update(signatureRequests)
      .set({ createdAt: new Date(Date.now() - 4 * 24 * 3600 * 1000) })
      .where(eq(signatureRequests.id, requestId));
    const reminders = async () =>
      (await db.db.select().from(signatureEvents).where(eq(signatureEvents.requestId, requestId))).filter(
        (event) => event.event === 'reminded',
      );
    await expect.poll(async () => (await reminders()).length, { timeout: 120_000 }).toBeGreaterThanOrEqual(2);
    // Then two more rounds on each instance, each of which would have sent a second reminder.
    const rounds = /suivi des signatures/g;
    const later = [a, b].map((server) =>
      server.waitForOutput(rounds, (server.output().match(rounds)?.length ?? 0) + 2),
    );
    await Promise.all(later);
    expect(await reminders()).toHaveLength(2);
    const signers = await db.db.select().from(signatureSigners).where(eq(signatureSigners.requestId, requestId));
    expect(signers.map((signer) => signer.autoReminders)).toEqual([1, 1]);
    await expect
      .poll(async () => (await db.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'pending'))).length, {
        timeout: 120_000,
      })
      .toBe(0);
    for (const signer of signers) {
      const received = peer.messages.filter((message) => message.to.includes(signer.email));
      // The invitation, then one reminder.
      expect(received).toHaveLength(2);
    }
  }, 600_000);
});
