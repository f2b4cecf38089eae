import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { rateLimits } from '#server/db/schema/infrastructure.ts';
import { clientAddressKey } from '#server/plugins/rate-limit.ts';
import { type TestApp, createTestApp } from '#testing/app.ts';
import { testEngine } from '#testing/database.ts';
import { nextTestIp } from '#testing/requests.ts';
import { createVerifiedUser, uniqueEmail } from '#testing/users.ts';

describe('clientAddressKey', () => {
  it('keeps an IPv4 address whole, mapped in IPv6 or not', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('ip:203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('ip:203.0.113.7');
    expect(clientAddressKey('203.0.113.8')).not.toBe(clientAddressKey('203.0.113.7'));
  });

  it('counts every address of one IPv6 /64 as one client, however it is written', () => {
    const key = clientAddressKey('2001:db8:85a3:12::1');
    expect(key).toBe('ip6:2001:db8:85a3:12::/64');
    for (const ip of ['2001:db8:85a3:12:ffff:ffff:ffff:ffff', '2001:0DB8:85A3:0012:0:0:0:abcd', '2001:db8:85a3:12::']) {
      expect(clientAddressKey(ip), ip).toBe(key);
    }
    expect(clientAddressKey('2001:db8:85a3:13::1')).not.toBe(key);
    expect(clientAddressKey('2001:db8::1')).toBe('ip6:2001:db8:0:0::/64');
    expect(clientAddressKey('::1')).toBe('ip6:0:0:0:0::/64');
  });
});

describe(`database-backed rate limits on ${testEngine()}`, () => {
  let t: TestApp;
  /** A second instance of the API on the same database, as behind a load balancer. */
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    other = await buildApp({
      config: t.config,
      database: t.database,
      logger: false,
      clientDir: path.join(t.config.dataDir, 'no-client'),
    });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const login = (app: FastifyInstance, email: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'mauvais-mot-de-passe' },
      remoteAddress,
    });

  it('shares the counters between instances: the 11th login from one address is refused on either', async () => {
    const ip = nextTestIp();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await login(attempt % 2 ? t.app : other, uniqueEmail('essai'), ip);
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    for (const app of [t.app, other]) {
      const response = await login(app, uniqueEmail('essai'), ip);
      expect(response.statusCode).toBe(429);
      expect(response.json().error.code).toBe('RATE_LIMITED');
    }
  });

  it('counts simultaneous requests on two instances exactly', async () => {
    const ip = nextTestIp();
    const responses = await Promise.all(
      Array.from({ length: 16 }, (_, index) => login(index % 2 ? t.app : other, uniqueEmail('rafale'), ip)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
  });

  it('limits one account across instances and addresses', async () => {
    const { user } = await createVerifiedUser(t);
    for (let attempt = 1; attempt <= 10; attempt++) {
      await login(attempt % 2 ? t.app : other, user.email, nextTestIp());
    }
    const response = await login(other, ` ${user.email.toUpperCase()}`, nextTestIp());
    expect(response.statusCode).toBe(429);
  });

  it('counts a whole IPv6 /64 as one address', async () => {
    const group = Date.now() % 65_000;
    const prefix = `2001:db8:${(process.pid % 65_000).toString(16)}:${group.toString(16)}`;
    const neighbour = `2001:db8:${(process.pid % 65_000).toString(16)}:${(group + 1).toString(16)}`;
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await login(t.app, uniqueEmail('essai'), `${prefix}::${attempt.toString(16)}`);
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    expect((await login(t.app, uniqueEmail('essai'), `${prefix}:ab:cd:ef:12`)).statusCode).toBe(429);
    // The next /64 is another client.
    expect((await login(t.app, uniqueEmail('essai'), `${neighbour}::1`)).statusCode).toBe(401);
  });

  it('lets requests through again once the window is over', async () => {
    const ip = nextTestIp();
    for (let attempt = 1; attempt <= 10; attempt++) await login(t.app, uniqueEmail('essai'), ip);
    const refused = await login(t.app, uniqueEmail('essai'), ip);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // The minute passes (every window here: the other tests' counters are restarted too).
    await t.database.db.update(rateLimits).set({ resetAt: new Date(Date.now() - 1000) });
    expect((await login(other, uniqueEmail('essai'), ip)).statusCode).toBe(401);
  });

  it('stores hashes of the keys, not the addresses and e-mails it counts', async () => {
    const email = uniqueEmail('discret');
    await login(t.app, email, '198.51.100.77');
    const rows = await t.database.db.select().from(rateLimits);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(email);
    expect(stored).not.toContain('198.51.100.77');
  });
});
