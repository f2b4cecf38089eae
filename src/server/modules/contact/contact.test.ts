import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '#server/db/schema/infrastructure.ts';
import { contactMessages } from '#server/db/schema/public-site.ts';
import { users } from '#server/db/schema/users.ts';
import { type TestApp, createTestApp } from '#testing/app.ts';
import { testEngine } from '#testing/database.ts';
import { authHeaders, nextTestIp } from '#testing/requests.ts';
import { type SmtpPeer, startSmtpPeer } from '#testing/smtp-peer.ts';
import { createVerifiedUser, uniqueEmail } from '#testing/users.ts';
import { forgetSessionUser } from '#server/modules/auth/find-session-user.ts';

const SUPPORT = 'support@paraphe.example';

describe(`POST /api/contact on ${testEngine()}`, () => {
  let t: TestApp;
  let peer: SmtpPeer;
  beforeAll(async () => {
    peer = await startSmtpPeer();
    t = await createTestApp({ smtpUrl: peer.url, supportEmail: SUPPORT, appUrl: 'https://paraphe.example' });
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  const messageFrom = (email: string) => ({
    firstName: 'Camille',
    lastName: 'Durand',
    email,
    subject: 'question-facturation',
    message: 'Bonjour,\nje ne trouve pas ma facture de mars.\nMerci !',
  });
  const send = (payload: Record<string, unknown>, options: { accessToken?: string; remoteAddress?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: options.remoteAddress ?? nextTestIp(),
      payload,
      ...(options.accessToken ? { headers: authHeaders(options.accessToken) } : {}),
    });
  const mailsAbout = (email: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.replyTo, email));
  const mailsTo = (email: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));

  it('stores a visitor’s message, forwards it to support (Reply-To the sender) and acknowledges it', async () => {
    const email = uniqueEmail('visiteur');
    const response = await send({ ...messageFrom(email.toUpperCase()), message: '  Bonjour, une question.  ' });
    expect(response.statusCode).toBe(201);
    const { id, priority } = response.json();
    expect(priority).toBe(false);

    const [stored] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(stored).toMatchObject({
      userId: null,
      email,
      subject: 'question-facturation',
      message: 'Bonjour, une question.',
      priority: false,
    });

    const [forwarded] = await mailsAbout(email);
    expect(forwarded).toMatchObject({
      recipient: SUPPORT,
      purpose: 'contact-received',
      subject: '[Contact] Question de facturation — Camille Durand',
    });
    expect(forwarded!.text).toContain('Bonjour, une question.');
    expect(forwarded!.text).toContain('Envoyé sans être connecté.');
    const [acknowledgement] = await mailsTo(email);
    expect(acknowledgement).toMatchObject({ purpose: 'contact-acknowledgement', replyTo: SUPPORT });
    expect(acknowledgement!.subject).toBe('Nous avons bien reçu votre message');
    expect(acknowledgement!.text).toContain('sous 24 heures, du lundi au vendredi de 9h à 18h');
    // Nothing the visitor typed comes back to the address they entered, except the subject from the list.
    expect(acknowledgement!.text).not.toContain('une question');
    expect(acknowledgement!.text).not.toContain('Camille');

    // Both really leave through SMTP, the support copy answering the sender.
    await t.app.mail.flush();
    const toSupport = peer.messages.find((mail) => mail.to.includes(SUPPORT) && mail.raw.includes(email));
    expect(toSupport?.raw).toMatch(new RegExp(`^Reply-To: ${email.replaceAll('.', '\\.')}`, 'm'));
    expect(peer.messages.some((mail) => mail.to.includes(email))).toBe(true);
  });

  it('ties a signed-in user’s message to the account, priority for a Pro account', async () => {
    const free = await createVerifiedUser(t);
    const pro = await createVerifiedUser(t, { plan: 'pro' });
    const fromFree = await send(messageFrom(free.user.email), { accessToken: free.accessToken });
    const fromPro = await send(messageFrom(pro.user.email), { accessToken: pro.accessToken });
    expect([fromFree.statusCode, fromPro.statusCode]).toEqual([201, 201]);
    expect(fromFree.json().priority).toBe(false);
    expect(fromPro.json().priority).toBe(true);

    const [proRow] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, fromPro.json().id));
    expect(proRow).toMatchObject({ userId: pro.user.id, priority: true });
    const [freeRow] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, fromFree.json().id));
    expect(freeRow).toMatchObject({ userId: free.user.id, priority: false });
    const [forwarded] = await mailsAbout(pro.user.email);
    expect(forwarded!.subject).toBe('[Prioritaire] [Contact] Question de facturation — Camille Durand');
    expect(forwarded!.text).toContain(`Envoyé depuis le compte ${pro.user.id} (plan Pro).`);
  });

  it('takes priority from the account’s plan when sending, never from an address typed in the form', async () => {
    const pro = await createVerifiedUser(t, { plan: 'pro' });
    const anonymous = await send(messageFrom(pro.user.email));
    expect(anonymous.json().priority).toBe(false);
    const signedIn = await send(messageFrom(pro.user.email), { accessToken: pro.accessToken });
    expect(signedIn.json().priority).toBe(true);
    // The subscription ends: the same session's next message is an ordinary one.
    await t.database.db.update(users).set({ plan: 'free' }).where(eq(users.id, pro.user.id));
    forgetSessionUser(pro.user.id);
    const lapsed = await send(messageFrom(pro.user.email), { accessToken: pro.accessToken });
    expect(lapsed.json().priority).toBe(false);

    const mails = await mailsAbout(pro.user.email);
    const prioritySubjects = mails.filter((mail) => mail.subject.startsWith('[Prioritaire] '));
    expect(mails).toHaveLength(3);
    expect(prioritySubjects).toHaveLength(1);
    expect(prioritySubjects[0]!.html).toContain('Nouveau message prioritaire (compte Pro)');
    expect(prioritySubjects[0]!.text).toContain('Nouveau message prioritaire (compte Pro)');
  });

  it('answers 401 to a request carrying a bad session, so the client can refresh and send again', async () => {
    const email = uniqueEmail('session-morte');
    const response = await send(messageFrom(email), { accessToken: 'a.b.c' });
    expect(response.statusCode).toBe(401);
    expect(await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, email))).toHaveLength(0);
  });

  it('refuses missing fields, a bad address, an unknown subject and a short or long message, in French', async () => {
    const empty = await send({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('VALIDATION_ERROR');
    expect(empty.json().error.fields).toEqual([
      { path: 'firstName', message: 'Le prénom est obligatoire' },
      { path: 'lastName', message: 'Le nom est obligatoire' },
      { path: 'email', message: "L'adresse e-mail est obligatoire" },
      { path: 'subject', message: 'Veuillez choisir un sujet' },
      { path: 'message', message: 'Le message est obligatoire' },
    ]);
    const email = uniqueEmail('invalide');
    const bad = await send({ ...messageFrom(email), email: 'camille@', subject: 'promotion', message: 'Court' });
    expect(bad.json().error.fields).toEqual([
      { path: 'email', message: 'Veuillez saisir une adresse e-mail valide' },
      { path: 'subject', message: 'Veuillez choisir un sujet' },
      { path: 'message', message: 'Le message doit contenir au moins 10 caractères' },
    ]);
    const long = await send({ ...messageFrom(email), message: 'a'.repeat(5001) });
    expect(long.json().error.fields).toEqual([
      { path: 'message', message: 'Le message ne peut pas dépasser 5\u202f000 caractères' },
    ]);
    expect(await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, email))).toHaveLength(0);
  });

  it('answers 429 past five messages a minute from one address, and from one e-mail across addresses', async () => {
    const remoteAddress = nextTestIp();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await send(messageFrom(uniqueEmail('rafale')), { remoteAddress })).statusCode).toBe(201);
    }
    const refused = await send(messageFrom(uniqueEmail('rafale')), { remoteAddress });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const email = uniqueEmail('insistant');
    for (let attempt = 0; attempt < 5; attempt++) expect((await send(messageFrom(email))).statusCode).toBe(201);
    expect((await send(messageFrom(email))).statusCode).toBe(429);
    expect(await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, email))).toHaveLength(5);
  });
});

describe(`GET /api/public/site-info on ${testEngine()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ supportEmail: 'bonjour@paraphe.example' });
  });
  afterAll(async () => t.close());

  it('answers the contact card and the legal notice from the configuration', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/public/site-info' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      supportEmail: 'bonjour@paraphe.example',
      contactAddress: t.config.site.contactAddress,
      contactPhone: null,
      hours: 'Lundi au vendredi, 9h–18h',
      replyWithin: '24 heures',
      publisher: {
        name: 'À configurer (PUBLISHER_NAME)',
        address: t.config.site.contactAddress,
        siret: null,
        director: 'À configurer (PUBLICATION_DIRECTOR)',
        email: 'bonjour@paraphe.example',
        phone: null,
      },
      host: { name: 'À configurer (HOST_NAME)', address: 'À configurer (HOST_ADDRESS)', phone: null },
      launchDate: '2027-01-15',
    });
  });
});
