import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/users.ts';
import { type TestApp, createTestApp } from '#testing/app.ts';
import { testEngine } from '#testing/database.ts';
import { mailsTo } from '#testing/mail.ts';
import { authHeaders, nextTestIp, setCookieFor } from '#testing/requests.ts';
import { uniqueEmail } from '#testing/users.ts';

describe(`POST /api/auth/register on ${testEngine()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const register = (payload: Record<string, unknown>, remoteAddress = nextTestIp()) =>
    t.app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress });
  const valid = () => ({
    email: uniqueEmail('inscription'),
    password: 'Contrat-Lumière-2026',
    firstName: 'Camille',
    lastName: 'Durand',
  });

  it('creates an unverified free account, signs it in and sets the refresh cookie', async () => {
    const body = valid();
    const response = await register(body);
    expect(response.statusCode).toBe(201);
    const json = response.json();
    expect(json.user).toEqual({
      id: expect.any(String),
      firstName: 'Camille',
      lastName: 'Durand',
      email: body.email,
      isEmailVerified: false,
      role: null,
      plan: 'free',
      creditsLeft: 3,
    });
    expect(json.accessToken.split('.')).toHaveLength(3);
    expect(json.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(setCookieFor(response.headers, 'refresh_token')).toContain(json.refreshToken);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: authHeaders(json.accessToken) });
    expect(me.json()).toEqual(json.user);
  });

  it('stores the address trimmed and lower-cased, and the password only as an argon2id hash', async () => {
    const body = { ...valid(), email: '  Camille.MAJUSCULES@Exemple.FR ' };
    const response = await register(body);
    expect(response.statusCode).toBe(201);
    expect(response.json().user.email).toBe('camille.majuscules@exemple.fr');
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'camille.majuscules@exemple.fr'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(body.password);
  });

  it('queues a French verification e-mail with a link to /verify-email', async () => {
    const body = valid();
    await register(body);
    const [mail, ...others] = await mailsTo(t, body.email);
    expect(others).toHaveLength(0);
    expect(mail).toMatchObject({
      subject: 'Confirmez votre adresse e-mail',
      purpose: 'verify-email',
      status: 'pending',
    });
    expect(mail?.text).toContain('Bonjour Camille,');
    expect(mail?.text).toContain('24 heures');
    expect(mail?.text).toContain('L’équipe Paraphe');
    expect(mail?.text).toMatch(new RegExp(`^${t.config.appUrl}/verify-email\\?token=[A-Za-z0-9_-]{43}$`, 'm'));
    expect(mail?.html).toContain(`href="${t.config.appUrl}/verify-email?token=`);
  });

  it('refuses a second account on the same address, whatever its case, with 409 EMAIL_TAKEN', async () => {
    const body = valid();
    expect((await register(body)).statusCode).toBe(201);
    const again = await register({ ...body, email: ` ${body.email.toUpperCase()}` });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('EMAIL_TAKEN');
    expect(await mailsTo(t, body.email)).toHaveLength(1);
  });

  it('lets only one of two simultaneous sign-ups on one address through', async () => {
    const body = valid();
    const [first, second] = await Promise.all([register(body), register(body)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
  });

  it('answers 400 with the path of every invalid field', async () => {
    const response = await register({ email: 'camille@', password: 'court', firstName: ' ', lastName: 'D' });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.fields.map((field: { path: string }) => field.path).sort()).toEqual([
      'email',
      'firstName',
      'password',
    ]);
  });

  it('refuses a password of 129 characters', async () => {
    const response = await register({ ...valid(), password: 'x'.repeat(129) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[0].path).toBe('password');
  });

  it('refuses one of the most common passwords, whatever its case, on the password field', async () => {
    for (const password of ['password123', 'Sunshine1', 'azertyuiop']) {
      const response = await register({ ...valid(), password });
      expect(response.statusCode, password).toBe(400);
      expect(response.json().error).toEqual({
        code: 'VALIDATION_ERROR',
        message: expect.any(String),
        fields: [{ path: 'password', message: 'Ce mot de passe est trop courant : choisissez-en un plus original.' }],
      });
    }
  });
  it('allows 5 sign-ups a minute from one address, then 429 RATE_LIMITED with Retry-After', async () => {
    const ip = nextTestIp();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await register(valid(), ip)).statusCode, `attempt ${attempt}`).toBe(201);
    }
    const body = valid();
    const sixth = await register(body, ip);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.code).toBe('RATE_LIMITED');
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(await mailsTo(t, body.email)).toHaveLength(0);
  });

  it('allows 5 attempts a minute on one address from any number of client addresses', async () => {
    const body = valid();
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt++) {
      const email = attempt % 2 ? body.email : body.email.toUpperCase();
      statuses.push((await register({ ...body, email })).statusCode);
    }
    expect(statuses).toEqual([201, 409, 409, 409, 409, 429]);
  });
});
