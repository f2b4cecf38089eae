import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type SecurityHeadersOptions = {
  /**
   * Other origins the page may post to: the operator's e-mail-marketing form
   * (WAITLIST_FORM_URL), where the landing sends waiting-list signups.
   */
  connectOrigins?: string[];
};

/**
 * Security headers on every answer. Scripts only from our origin (no 'unsafe-inline');
 * inline styles are allowed because the toaster and the contract preview set them.
 */
async function securityHeadersPlugin(app: FastifyInstance, options: SecurityHeadersOptions) {
  await app.register(helmet, {
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
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
