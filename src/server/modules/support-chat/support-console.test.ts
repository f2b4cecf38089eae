import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportConversations, supportOperatorActions } from '#server/db/schema/support-chat.ts';
import { type TestApp, createTestApp } from '#testing/app.ts';
import { testEngine } from '#testing/database.ts';
import { authHeaders, nextTestIp } from '#testing/requests.ts';
import { type TestUser, createUser, createVerifiedUser } from '#testing/users.ts';

const INES = 'ines.support@paraphe.example';
const MARC = 'marc.support@paraphe.example';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe(`support console (the team's side) on ${testEngine()}`, () => {
  let t: TestApp;
  let ines: TestUser;
  let marc: TestUser;
  let clock = new Date('2026-11-25T09:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ supportChat: { operatorEmails: [INES, MARC], inbound: undefined } }, undefined, {
      now: () => clock,
    });
    ines = await createVerifiedUser(t, { email: INES, firstName: 'Inès', lastName: 'Martin' });
    marc = await createVerifiedUser(t, { email: MARC, firstName: 'Marc', lastName: 'Lefèvre' });
  });
  afterAll(async () => t.close());

  const call = (user: TestUser | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      remoteAddress: nextTestIp(),
      ...(user ? { headers: authHeaders(user.accessToken) } : {}),
      ...(payload === undefined ? {} : { payload }),
    });
  const later = (minutes: number) => {
    clock = new Date(clock.getTime() + minutes * 60_000);
  };
  const conversationOf = async (user: TestUser) =>
    (await t.database.db.select().from(supportConversations).where(eq(supportConversations.userId, user.user.id)))[0]!;

  it('answers 404 to everybody who is not an operator, on every route, as if it did not exist', async () => {
    const person = await createVerifiedUser(t);
    await call(person, 'POST', '/api/support-chat/messages', {
      body: 'Bonjour',
      attachment: { data: PNG.toString('base64') },
    });
    const { id } = await conversationOf(person);
    const messageId = (await call(person, 'GET', '/api/support-chat')).json().messages[0].id;
    // An operator's address on an account that has not confirmed it is not an operator.
    const unconfirmed = await createUser(t, { email: 'pas.confirme@paraphe.example' });
    const notOperators = [null, person, unconfirmed];
    const routes: Array<['GET' | 'POST', string, object?]> = [
      ['GET', '/api/support-console/me'],
      ['GET', '/api/support-console/conversations'],
      ['GET', `/api/support-console/conversations/${id}`],
      ['POST', `/api/support-console/conversations/${id}/messages`, { body: 'Je me fais passer pour le support' }],
      ['POST', `/api/support-console/conversations/${id}/resolve`],
      ['POST', `/api/support-console/conversations/${id}/reopen`],
      ['GET', `/api/support-console/attachments/${messageId}`],
    ];
    for (const user of notOperators) {
      for (const [method, url, payload] of routes) {
        const response = await call(user, method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json().error.code).toBe('NOT_FOUND');
      }
    }
    const chat = (await call(person, 'GET', '/api/support-chat')).json();
    expect(chat.messages).toHaveLength(1);
    expect(chat.conversation).toMatchObject({ status: 'open', teamReadAt: null });
    expect((await call(ines, 'GET', '/api/support-console/me')).json()).toEqual({ email: INES, firstName: 'Inès' });
    expect((await call(ines, 'GET', `/api/support-console/attachments/${messageId}`)).rawPayload.equals(PNG)).toBe(
      true,
    );
  });

  it('lists open conversations Pro first, then the longest wait, with name, plan and the wait', async () => {
    const oldFree = await createVerifiedUser(t, { firstName: 'Ancien', lastName: 'Gratuit' });
    await call(oldFree, 'POST', '/api/support-chat/messages', { body: 'J’attends depuis longtemps' });
    later(10);
    const newPro = await createVerifiedUser(t, { plan: 'pro', firstName: 'Récente', lastName: 'Pro' });
    await call(newPro, 'POST', '/api/support-chat/messages', { body: 'Je suis Pro' });
    later(5);
    const oldPro = await createVerifiedUser(t, { plan: 'pro', firstName: 'Ancienne', lastName: 'Pro' });
    await call(oldPro, 'POST', '/api/support-chat/messages', { body: 'Moi aussi' });
    // She wrote an hour earlier: the oldest wait among the Pro comes first.
    await t.database.db
      .update(supportConversations)
      .set({ waitingSince: new Date(clock.getTime() - 60 * 60_000) })
      .where(eq(supportConversations.userId, oldPro.user.id));

    const { conversations } = (await call(marc, 'GET', '/api/support-console/conversations')).json();
    const names = conversations.map((item: { user: { lastName: string; firstName: string } }) => item.user.firstName);
    const mine = names.filter((name: string) => ['Ancien', 'Récente', 'Ancienne'].includes(name));
    expect(mine).toEqual(['Ancienne', 'Récente', 'Ancien']);
    const free = conversations.find((item: { user: { firstName: string } }) => item.user.firstName === 'Ancien');
    expect(free).toMatchObject({
      plan: 'free',
      priority: false,
      status: 'open',
      user: { lastName: 'Gratuit', email: oldFree.user.email },
      lastMessagePreview: 'J’attends depuis longtemps',
    });
    expect(Date.parse(free.waitingSince)).toBeLessThan(clock.getTime());
  });

  it('lets several operators answer, resolve and reopen, and records who did what and when', async () => {
    const person = await createVerifiedUser(t);
    await call(person, 'POST', '/api/support-chat/messages', { body: 'Deux questions.' });
    const { id } = await conversationOf(person);
    const [first, second] = await Promise.all([
      call(ines, 'POST', `/api/support-console/conversations/${id}/messages`, { body: 'Première réponse.' }),
      call(marc, 'POST', `/api/support-console/conversations/${id}/messages`, { body: 'Seconde réponse.' }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(first.json()).toMatchObject({ authorName: 'Inès', operatorEmail: INES });
    later(1);
    expect((await call(marc, 'POST', `/api/support-console/conversations/${id}/resolve`)).statusCode).toBe(204);
    const open = (await call(ines, 'GET', '/api/support-console/conversations')).json().conversations;
    expect(open.some((item: { id: string }) => item.id === id)).toBe(false);
    const resolved = (await call(ines, 'GET', '/api/support-console/conversations?status=resolved')).json();
    expect(resolved.conversations.some((item: { id: string }) => item.id === id)).toBe(true);
    expect((await call(person, 'GET', '/api/support-chat')).json().conversation.status).toBe('resolved');

    later(1);
    expect((await call(ines, 'POST', `/api/support-console/conversations/${id}/reopen`)).statusCode).toBe(204);
    const detail = (await call(ines, 'GET', `/api/support-console/conversations/${id}`)).json();
    expect(detail.conversation.status).toBe('open');
    expect(detail.messages.map((message: { operatorEmail: string | null }) => message.operatorEmail).sort()).toEqual(
      [INES, MARC, null].sort(),
    );
    expect(
      detail.actions.map((action: { operatorEmail: string; action: string }) => [action.operatorEmail, action.action]),
    ).toEqual(
      expect.arrayContaining([
        [INES, 'reply'],
        [MARC, 'reply'],
        [MARC, 'resolve'],
        [INES, 'reopen'],
      ]),
    );
    const log = await t.database.db
      .select()
      .from(supportOperatorActions)
      .where(eq(supportOperatorActions.conversationId, id));
    expect(log.find((row) => row.action === 'reopen')?.createdAt.toISOString()).toBe(clock.toISOString());

    // The person writing again reopens a resolved conversation on their own.
    await call(marc, 'POST', `/api/support-console/conversations/${id}/resolve`);
    await call(person, 'POST', '/api/support-chat/messages', { body: 'Encore une chose.' });
    expect((await conversationOf(person)).status).toBe('open');
  });

  it('answers 404 for an unknown or malformed conversation, and refuses an empty answer', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(ines, 'GET', `/api/support-console/conversations/${unknown}`)).statusCode).toBe(404);
    expect(
      (await call(ines, 'POST', `/api/support-console/conversations/${unknown}/messages`, { body: 'x' })).statusCode,
    ).toBe(404);
    expect((await call(ines, 'POST', `/api/support-console/conversations/${unknown}/resolve`)).statusCode).toBe(404);
    expect((await call(ines, 'GET', '/api/support-console/conversations/pas-un-id')).statusCode).toBe(404);
    const person = await createVerifiedUser(t);
    await call(person, 'POST', '/api/support-chat/messages', { body: 'Bonjour' });
    const { id } = await conversationOf(person);
    const empty = await call(ines, 'POST', `/api/support-console/conversations/${id}/messages`, { body: '  ' });
    expect(empty.statusCode).toBe(400);
  });
});
