import type { FastifyServerOptions } from 'fastify';
import type { Config } from '#server/config.ts';

const SECRET_QUERY_KEYS = /^(token|code|password|refreshToken|accessToken)$/i;
/** Links whose token is a path segment: a signer's page, its API, the signed PDF's download. */
const SECRET_PATH_SEGMENT = /^((?:\/api)?\/(?:sign|signer|signature-downloads)\/)[^/?]+/;

/** Removes the values of secret query parameters (e-mail links carry tokens) before logging a URL. */
export function redactUrl(url: string): string {
  const [rawPathname = '', query] = url.split('?', 2);
  const pathname = rawPathname.replace(SECRET_PATH_SEGMENT, '$1[redacted]');
  if (!query) return pathname;
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) if (SECRET_QUERY_KEYS.test(key)) params.set(key, '[redacted]');
  return `${pathname}?${params.toString()}`;
}

/** pino options: no password, token, cookie or Authorization header ever reaches the log. */
export function loggerOptions(config: Pick<Config, 'logLevel'>): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.token',
        '*.refreshToken',
        '*.accessToken',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request) {
        return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
      },
    },
  };
}
