import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '#server/db/schema/infrastructure.ts';
import { supportConversations, supportMessages, supportPresence } from '#server/db/schema/support-chat.ts';
import { type TestApp, createTestApp } from '#testing/app.ts';
import { testEngine } from '#testing/database.ts';
import { authHeaders, nextTestIp } from '#testing/requests.ts';
import { type SmtpPeer, startSmtpPeer } from '#testing/smtp-peer.ts';
import { type TestUser, createVerifiedUser } from '#testing/users.ts';

const OPERATOR = 'ines.support@paraphe.example';
const SUPPORT = 'equipe@paraphe.example';
const REPLY_ADDRESS = 'reponses@support.paraphe.example';

type StreamEvent = { type: string; data: unknown };

/** A live stream read over real HTTP, as the browser reads it; `next` waits for a matching event. */
async function openStream(baseUrl: string, user: TestUser, after = 0) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/support-chat/events?after=${after}`, {
    headers: authHeaders(user.accessToken),
    signal: controller.signal,
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: StreamEvent[] = [];
  let buffer = '';
  const next = async (match: (event: StreamEvent) => boolean): Promise<StreamEvent> => {
    for (;;) {
      const index = events.findIndex(match);
      if (index >= 0) return events.splice(index, 1)[0]!;
      const { value, done } = await reader.read();
      if (done) throw new Error('flux terminé avant l’évènement attendu');
      buffer += value;
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const type = /^event: (.+)$/m.exec(block)?.[1];
        const data = /^data: (.+)$/m.exec(block)?.[1];
        if (type && data) events.push({ type, data: JSON.parse(data) });
        end = buffer.indexOf('\n\n');
      }
    }
  };
  return { response, next, close: () => controller.abort() };
}

describe(`support chat live: stream, e-mail notification and replies by e-mail, on ${testEngine()}`, () => {
  let t: TestApp;
  let peer: SmtpPeer;
  let baseUrl: string;
  let operator: TestUser;
  const streams: Array<{ close(): void }> = [];
  beforeAll(async () => {
    peer = await startSmtpPeer();
    t = await createTestApp(
      {
        smtpUrl: peer.url,
        supportEmail: SUPPORT,
        appUrl: 'https://paraphe.example',
        supportChat: {
          operatorEmails: [OPERATOR],
          inbound: { host: '127.0.0.1', port: 0, replyAddress: REPLY_ADDRESS },
        },
      },
      undefined,
      { supportStreamPollMs: 100 },
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    operator = await createVerifiedUser(t, { email: OPERATOR, firstName: 'Inès', lastName: 'Martin' });
  });
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  const call = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: authHeaders(user.accessToken),
      remoteAddress: nextTestIp(),
      ...(payload === undefined ? {} : { payload }),
    });
  const conversationOf = async (user: TestUser) =>
    (await t.database.db.select().from(supportConversations).where(eq(supportConversations.userId, user.user.id)))[0]!;
  const answersMailedTo = (email: string) =>
    t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));

  it('delivers an operator’s answer through the stream, and mails nobody who is connected', async () => {
    const user = await createVerifiedUser(t, { plan: 'pro' });
    const sent = (await call(user, 'POST', '/api/support-chat/messages', { body: 'Vous êtes là ?' })).json();
    const stream = await openStream(baseUrl, user, sent.seq);
    streams.push(stream);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    await stream.next((event) => event.type === 'conversation');

    const { id } = await conversationOf(user);
    const seen = (await call(operator, 'GET', `/api/support-console/conversations/${id}`)).json();
    expect(seen.conversation.personOnline).toBe(true);
    const reply = await call(operator, 'POST', `/api/support-console/conversations/${id}/messages`, {
      body: 'Oui, je regarde votre export.',
    });
    expect(reply.statusCode).toBe(201);
    const event = await stream.next((candidate) => candidate.type === 'message');
    expect(event.data).toMatchObject({ author: 'operator', authorName: 'Inès', body: 'Oui, je regarde votre export.' });
    expect(JSON.stringify(event.data)).not.toContain(OPERATOR);
    // Connected: the answer is not sent by e-mail too (decided in the reply's transaction).
    expect(await answersMailedTo(user.user.email)).toEqual([]);

    // The read receipt travels the same way: the team opened the conversation.
    const state = await stream.next(
      (candidate) =>
        candidate.type === 'conversation' && (candidate.data as { teamReadAt: string | null }).teamReadAt !== null,
    );
    expect(state.data).toMatchObject({ id, status: 'open' });
  });

  it('never streams another person’s conversation', async () => {
    const alice = await createVerifiedUser(t);
    const bob = await createVerifiedUser(t);
    await call(bob, 'POST', '/api/support-chat/messages', { body: 'Message de Bob' });
    const aliceStream = await openStream(baseUrl, alice);
    streams.push(aliceStream);
    await call(alice, 'POST', '/api/support-chat/messages', { body: 'Message d’Alice' });
    const bobConversation = await conversationOf(bob);
    await call(operator, 'POST', `/api/support-console/conversations/${bobConversation.id}/messages`, {
      body: 'Réponse pour Bob',
    });
    const aliceConversation = await conversationOf(alice);
    await call(operator, 'POST', `/api/support-console/conversations/${aliceConversation.id}/messages`, {
      body: 'Réponse pour Alice',
    });
    // Alice's stream carries her two messages, in order, and nothing of Bob's between them.
    const first = await aliceStream.next((event) => event.type === 'message');
    const second = await aliceStream.next((event) => event.type === 'message');
    expect([first.data, second.data]).toMatchObject([{ body: 'Message d’Alice' }, { body: 'Réponse pour Alice' }]);
  });

  it('mails the answer to a person who is away, and their reply by e-mail lands in the conversation', async () => {
    const user = await createVerifiedUser(t, { firstName: 'Hugo', lastName: 'Petit' });
    // Connected a moment, then gone: the stream's presence goes with it.
    const presence = () => t.database.db.select().from(supportPresence).where(eq(supportPresence.userId, user.user.id));
    const stream = await openStream(baseUrl, user);
    expect(await presence()).toHaveLength(1);
    await call(user, 'POST', '/api/support-chat/messages', { body: 'Le bouton Exporter ne répond pas.' });
    stream.close();
    await expect.poll(presence).toEqual([]);

    const { id } = await conversationOf(user);
    const seen = (await call(operator, 'GET', `/api/support-console/conversations/${id}`)).json();
    expect(seen.conversation.personOnline).toBe(false);
    await call(operator, 'POST', `/api/support-console/conversations/${id}/messages`, {
      body: 'Pouvez-vous vider le cache et réessayer ?',
    });
    await t.app.mail.flush();
    const toUser = peer.messages.find((mail) => mail.to.includes(user.user.email));
    expect(toUser?.subject).toBe('Nouvelle réponse du support Paraphe');
    expect(toUser?.text).toContain('Inès, de l’équipe Paraphe, a répondu à votre message');
    expect(toUser?.text).toContain('Pouvez-vous vider le cache et réessayer ?');
    const replyTo = /^Reply-To: (\S+)/m.exec(toUser!.raw)?.[1];
    expect(replyTo).toMatch(/^reponses\+[0-9a-f]{32}@support\.paraphe\.example$/);

    // The person answers from their mailbox, quoting the notification.
    const inbound = t.app.supportInboundAddress()!;
    const transport = nodemailer.createTransport({
      host: inbound.host,
      port: inbound.port,
      secure: false,
      ignoreTLS: true,
    });
    await transport.sendMail({
      from: `Hugo Petit <${user.user.email}>`,
      to: replyTo,
      subject: 'Re: Nouvelle réponse du support Paraphe',
      text: 'C’est réparé, merci !\n\nLe mer. 25 nov. 2026 à 10:00, Paraphe <no-reply@paraphe.local> a écrit :\n> Pouvez-vous vider le cache et réessayer ?\n',
    });
    const messages = await t.database.db.select().from(supportMessages).where(eq(supportMessages.conversationId, id));
    expect(messages.at(-1)).toMatchObject({ author: 'user', body: 'C’est réparé, merci !', via: 'email' });

    // The team's note of that new message: an operator answers it by e-mail too.
    await t.app.mail.flush();
    const toTeam = peer.messages.filter((mail) => mail.to.includes(SUPPORT) && mail.subject.includes('Hugo Petit'));
    const teamReplyTo = /^Reply-To: (\S+)/m.exec(toTeam.at(-1)!.raw)?.[1];
    expect(teamReplyTo).toBe(replyTo);
    await transport.sendMail({
      from: `Inès <${OPERATOR}>`,
      to: teamReplyTo,
      subject: 'Re: [Chat] Message de Hugo Petit',
      text: 'Parfait, je clos la demande.\n\nOn Wed, Nov 25, 2026 at 10:05 AM Paraphe wrote:\n> C’est réparé',
    });
    const chat = (await call(user, 'GET', '/api/support-chat')).json();
    expect(chat.messages.at(-1)).toMatchObject({ author: 'operator', authorName: 'Inès', via: 'email' });
    expect(chat.messages.at(-1).body).toBe('Parfait, je clos la demande.');

    // Anybody else writing to that address is refused, and nothing is stored.
    const count = chat.messages.length;
    await expect(
      transport.sendMail({ from: 'intrus@exemple.fr', to: replyTo, subject: 'Re', text: 'Je m’invite.' }),
    ).rejects.toMatchObject({ responseCode: 550 });
    // An address that names no conversation is refused at RCPT.
    await expect(
      transport.sendMail({
        from: user.user.email,
        to: `reponses+${'0'.repeat(32)}@support.paraphe.example`,
        subject: 'Re',
        text: 'Perdu ?',
      }),
    ).rejects.toMatchObject({ responseCode: 550 });
    expect((await call(user, 'GET', '/api/support-chat')).json().messages).toHaveLength(count);
    transport.close();
  });
});
