import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_ATTACHMENT_MAX_BYTES } from '#shared/api/support-chat.ts';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import { mailOutbox } from '#server/db/schema/infrastructure.ts';
import { supportConversations, supportMessages, supportOperatorActions } from '#server/db/schema/support-chat.ts';
import { type TestApp, createTestApp } from '#testing/app.ts';
import { testEngine } from '#testing/database.ts';
import { authHeaders, nextTestIp } from '#testing/requests.ts';
import { type TestUser, createUser, createVerifiedUser } from '#testing/users.ts';

/** A real 1×1 PNG, and the start of a JPEG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
const OPERATOR = 'operatrice.support@paraphe.example';
const SUPPORT = 'equipe@paraphe.example';

describe(`support chat, the person's side, on ${testEngine()}`, () => {
  let t: TestApp;
  let operator: TestUser;
  beforeAll(async () => {
    t = await createTestApp({
      supportEmail: SUPPORT,
      supportChat: { operatorEmails: [OPERATOR], inbound: undefined },
    });
    operator = await createVerifiedUser(t, { email: OPERATOR, firstName: 'Inès', lastName: 'Martin' });
  });
  afterAll(async () => t.close());

  const call = (user: TestUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: authHeaders(user.accessToken),
      remoteAddress: nextTestIp(),
      ...(payload === undefined ? {} : { payload }),
    });
  const write = (user: TestUser, payload: object) => call(user, 'POST', '/api/support-chat/messages', payload);
  const conversationOf = async (user: TestUser) =>
    (await t.database.db.select().from(supportConversations).where(eq(supportConversations.userId, user.user.id)))[0];

  it('keeps the person’s messages in one conversation, notifies the team once per wait, priority for Pro', async () => {
    const pro = await createVerifiedUser(t, { plan: 'pro', firstName: 'Léa', lastName: 'Bernard' });
    expect((await call(pro, 'GET', '/api/support-chat')).json()).toEqual({ conversation: null, messages: [] });

    const first = await write(pro, { body: '  Bonjour, mon export PDF reste bloqué.  ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ author: 'user', body: 'Bonjour, mon export PDF reste bloqué.', via: 'app' });
    expect((await write(pro, { body: 'Sur le contrat de novembre.' })).statusCode).toBe(201);

    const chat = (await call(pro, 'GET', '/api/support-chat')).json();
    expect(chat.conversation).toMatchObject({ status: 'open', priority: true, teamReadAt: null });
    expect(chat.messages.map((message: { body: string }) => message.body)).toEqual([
      'Bonjour, mon export PDF reste bloqué.',
      'Sur le contrat de novembre.',
    ]);
    // One note to the support inbox for the wait, not one per message.
    const notes = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.purpose, 'support-message'));
    const mine = notes.filter((mail) => mail.subject.includes('Léa Bernard'));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ recipient: SUPPORT, subject: '[Prioritaire] [Chat] Message de Léa Bernard' });
    expect(mine[0]!.text).toContain('Bonjour, mon export PDF reste bloqué.');

    const free = await createVerifiedUser(t);
    await write(free, { body: 'Question sur le plan gratuit.' });
    expect((await call(free, 'GET', '/api/support-chat')).json().conversation.priority).toBe(false);
  });

  it('refuses an empty message, an unconfirmed account and a request without a session', async () => {
    const user = await createVerifiedUser(t);
    const empty = await write(user, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('VALIDATION_ERROR');
    const tooLong = await write(user, { body: 'a'.repeat(4001) });
    expect(tooLong.statusCode).toBe(400);

    const unconfirmed = await createUser(t);
    expect((await write(unconfirmed, { body: 'Bonjour' })).json().error.code).toBe('EMAIL_NOT_VERIFIED');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/support-chat' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('shows « lu » through the read times of each side', async () => {
    const user = await createVerifiedUser(t);
    await write(user, { body: 'Est-ce que vous me lisez ?' });
    const conversation = await conversationOf(user);
    expect((await call(user, 'GET', '/api/support-chat')).json().conversation.teamReadAt).toBeNull();
    await call(operator, 'GET', `/api/support-console/conversations/${conversation!.id}`);
    const { conversation: read, messages } = (await call(user, 'GET', '/api/support-chat')).json();
    expect(Date.parse(read.teamReadAt)).toBeGreaterThanOrEqual(Date.parse(messages[0].createdAt));

    await call(operator, 'POST', `/api/support-console/conversations/${conversation!.id}/messages`, { body: 'Oui !' });
    expect((await call(user, 'POST', '/api/support-chat/read')).statusCode).toBe(204);
    const after = (await call(user, 'GET', '/api/support-chat')).json();
    expect(Date.parse(after.conversation.userReadAt)).toBeGreaterThanOrEqual(Date.parse(after.messages[1].createdAt));
    // The person sees the first name of who answered, never the operator's address.
    expect(after.messages[1]).toMatchObject({ author: 'operator', authorName: 'Inès', body: 'Oui !' });
    expect(JSON.stringify(after)).not.toContain(OPERATOR);
  });

  it('accepts a PNG or JPEG screenshot by its bytes and serves it back to its owner only', async () => {
    const alice = await createVerifiedUser(t);
    const bob = await createVerifiedUser(t);
    const png = await write(alice, { body: 'Voici l’écran.', attachment: { data: PNG.toString('base64') } });
    expect(png.statusCode).toBe(201);
    expect(png.json().attachment).toEqual({ mimeType: 'image/png', size: PNG.length });
    const jpeg = await write(alice, { attachment: { data: JPEG.toString('base64') } });
    expect(jpeg.statusCode).toBe(201);
    expect(jpeg.json()).toMatchObject({ body: '', attachment: { mimeType: 'image/jpeg' } });

    const served = await call(alice, 'GET', `/api/support-chat/attachments/${png.json().id}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    // IDOR: Bob asks for Alice's screenshot by its id.
    const stolen = await call(bob, 'GET', `/api/support-chat/attachments/${png.json().id}`);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.rawPayload.includes(PNG)).toBe(false);
    expect((await call(alice, 'GET', '/api/support-chat/attachments/pas-un-id')).statusCode).toBe(404);
  });

  it('refuses a file that is not a PNG or JPEG whatever it claims, and one past the limit', async () => {
    const user = await createVerifiedUser(t);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
    for (const data of [html, gif, Buffer.from([0x89, 0x50, 0x4e])]) {
      const response = await write(user, { body: 'Capture', attachment: { data: data.toString('base64') } });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('INVALID_ATTACHMENT');
    }
    const huge = Buffer.concat([PNG, Buffer.alloc(SUPPORT_ATTACHMENT_MAX_BYTES)]);
    const oversize = await write(user, { body: 'Capture', attachment: { data: huge.toString('base64') } });
    expect(oversize.statusCode).toBe(413);
    expect(oversize.json().error.code).toBe('ATTACHMENT_TOO_LARGE');
    expect((await write(user, { attachment: { data: 'pas du base64 !' } })).statusCode).toBe(400);
    // Nothing refused was stored.
    expect(await conversationOf(user)).toBeUndefined();
  });

  it('links one of the person’s own contracts (title and status for the team), never another’s', async () => {
    const alice = await createVerifiedUser(t);
    const bob = await createVerifiedUser(t);
    const sample = createSampleContract('PAID');
    const contract = (await call(alice, 'POST', '/api/contracts', sample)).json();
    const linked = await write(alice, { body: 'À propos de ce contrat.', contractId: contract.id });
    expect(linked.statusCode).toBe(201);
    expect(linked.json().contract).toEqual({ id: contract.id, title: contract.title, status: 'draft' });

    // IDOR: Bob links Alice's contract.
    const foreign = await write(bob, { body: 'Et celui-ci ?', contractId: contract.id });
    expect(foreign.statusCode).toBe(404);
    expect(JSON.stringify(foreign.json())).not.toContain(contract.title);

    const conversation = await conversationOf(alice);
    const seen = (await call(operator, 'GET', `/api/support-console/conversations/${conversation!.id}`)).json();
    expect(seen.messages[0].contract).toEqual({ id: contract.id, title: contract.title, status: 'draft' });
    // The team sees the title and status, not the contract's content.
    expect(JSON.stringify(seen)).not.toContain(sample.parties.influencer.name);
  });

  it('limits the messages of a person in the database (shared by every instance)', async () => {
    const user = await createVerifiedUser(t);
    for (let index = 0; index < 20; index++) {
      expect((await write(user, { body: `Message ${index}` })).statusCode).toBe(201);
    }
    const refused = await write(user, { body: 'Un de trop' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    // Another person is not affected.
    expect((await write(await createVerifiedUser(t), { body: 'Bonjour' })).statusCode).toBe(201);
  });

  it('puts the conversation in the personal data export and erases it with the account', async () => {
    const user = await createVerifiedUser(t);
    await write(user, { body: 'Mes données, s’il vous plaît.', attachment: { data: PNG.toString('base64') } });
    const conversation = await conversationOf(user);
    await call(operator, 'POST', `/api/support-console/conversations/${conversation!.id}/messages`, {
      body: 'Les voici.',
    });

    const exported = (await call(user, 'GET', '/api/me/export')).json();
    expect(exported.supportConversations).toHaveLength(1);
    expect(exported.supportConversations[0].messages).toMatchObject([
      { author: 'user', body: 'Mes données, s’il vous plaît.', attachmentBase64: PNG.toString('base64') },
      { author: 'operator', authorName: 'Inès', body: 'Les voici.' },
    ]);
    expect(JSON.stringify(exported.supportConversations)).not.toContain(OPERATOR);

    expect((await call(user, 'DELETE', '/api/me', { password: user.password })).statusCode).toBe(204);
    const db = t.database.db;
    expect(await db.select().from(supportConversations).where(eq(supportConversations.id, conversation!.id))).toEqual(
      [],
    );
    expect(await db.select().from(supportMessages).where(eq(supportMessages.conversationId, conversation!.id))).toEqual(
      [],
    );
    expect(
      await db.select().from(supportOperatorActions).where(eq(supportOperatorActions.conversationId, conversation!.id)),
    ).toEqual([]);
  });
});
