import type { FastifyRequest } from 'fastify';
import { AppError } from '#server/app-error.ts';

/**
 * The gate of the Pro features (spec section 1): after `app.requireVerifiedUser`, a free
 * account is answered 403 PRO_REQUIRED. The plan is read from the database on each request
 * by the auth hook, so a subscription that ends closes the gate at once.
 *
 *   app.addHook('onRequest', app.requireVerifiedUser);
 *   app.addHook('onRequest', requireProPlan);
 */
export async function requireProPlan(request: FastifyRequest): Promise<void> {
  if (request.user.plan !== 'pro') throw new AppError('PRO_REQUIRED', 'Fonctionnalité réservée au plan Pro');
}
