import { isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '#server/app-error.ts';
import { countRateLimitHits, pruneExpiredRateLimits } from '#server/plugins/rate-limit-counter.ts';

export type RateLimitRule = {
  /** Names the counter: two rules with the same keys but different names count apart. */
  name: string;
  /** Requests allowed per window and per key. */
  max: number;
  windowMs: number;
  /**
   * The keys this request counts against, e.g. `[`ip:${request.ip}`, `email:${body.email}`]`.
   * The request is refused as soon as one of them is over the limit.
   */
  keys: (request: FastifyRequest) => Array<string | undefined | null>;
};

/**
 * The rate-limit key of a client address. An IPv6 client usually holds a whole /64 (RFC 6177)
 * and can pick a new address in it for every request: it is counted as one client, by its
 * first four groups. IPv4, and IPv4 mapped in IPv6, stays the full address.
 */
export function clientAddressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return `ip:${mapped[1]}`;
  if (!isIPv6(ip)) return `ip:${ip}`;
  const [head = '', tail = ''] = ip.toLowerCase().split('%')[0]!.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups;
  const prefix = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `ip6:${prefix.join(':')}::/64`;
}

export type RateLimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A preHandler that answers 429 RATE_LIMITED with Retry-After (seconds) once a key is over
     * `max` hits in the window. Usage in a route: `{ preHandler: app.rateLimit({ … }) }`.
     * preHandler, not onRequest, so that `keys` can read the validated body.
     */
    rateLimit(rule: RateLimitRule): RateLimitHook;
  }
}

/**
 * Fixed-window rate limits stored in the database (rate_limits), shared by every instance
 * (OWASP Authentication Cheat Sheet: limit login, sign-up and recovery attempts per account and
 * per source address).
 */
async function rateLimitPlugin(app: FastifyInstance) {
  app.decorate('rateLimit', (rule: RateLimitRule): RateLimitHook => {
    return async (request) => {
      const keys = rule
        .keys(request)
        .filter((key): key is string => typeof key === 'string' && key.length > 0)
        .map((key) => `${rule.name}:${key}`);
      const counts = await countRateLimitHits(app.database.db, { keys, windowMs: rule.windowMs });
      // About one request in a hundred sweeps the windows that ended long ago.
      if (Math.random() < 0.01) await pruneExpiredRateLimits(app.database.db);
      const over = counts.filter((count) => count.count > rule.max);
      if (over.length > 0) {
        const retryAfter = Math.max(...over.map((count) => count.retryAfterSeconds));
        throw new AppError('RATE_LIMITED', 'Trop de requêtes, réessayez plus tard', {
          headers: { 'Retry-After': String(retryAfter) },
        });
      }
    };
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['database'] });
