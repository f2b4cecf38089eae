import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export type SecurityHeadersOptions = {
  /**
   * Other origins the page may post to: the operator's e-mail-marketing form
   * (WAITLIST_FORM_URL), where the landing sends waiting-list signups.
   */
  connectOrigins?: string[];
};

/**
 * The headers helmet writes for these options, worked out once. They depend on nothing in the
 * request (no nonce), and helmet's middleware writes them synchronously: recorded here, they
 * are set on each answer without building the middleware and parsing the policy per request.
 */
function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name];
    },
  };
  let done = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error('helmet: en-têtes non écrits de façon synchrone');
  return Object.entries(headers);
}

/**
 * Security headers on every answer. Scripts only from our origin (no 'unsafe-inline');
 * inline styles are allowed because the toaster and the contract preview set them.
 */
async function securityHeadersPlugin(app: FastifyInstance, options: SecurityHeadersOptions) {
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(options.connectOrigins ?? [])],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // HSTS only means something over https; it is added below when the request came that way.
    strictTransportSecurity: false,
  });
  // On the raw response, as helmet does: an answer taken from Fastify (the chat's event
  // stream) has them too.
  app.addHook('onRequest', async (_request, reply) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
