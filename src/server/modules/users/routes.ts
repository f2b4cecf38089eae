import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { onboardingSchema, professionalDetailsSchema } from '#shared/account/professional-details.ts';
import { updateMeBodySchema, userDetailsSchema, userSchema } from '#shared/api/auth.ts';
import { getUser } from '#server/modules/users/get-user.ts';
import { updateUserName } from '#server/modules/users/update-user-name.ts';
import { getUserDetails, saveUserDetails } from '#server/modules/users/user-details.ts';

/** /api/me: the account. Open to unverified accounts, so the client can show /verify-required. */
const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get('/me', { schema: { response: { 200: userSchema } } }, async (request) =>
    getUser(request.ctx, { userId: request.user.id }),
  );

  app.put('/me', { schema: { body: updateMeBodySchema, response: { 200: userSchema } } }, async (request) =>
    updateUserName(request.ctx, { userId: request.user.id, ...request.body }),
  );
};

/** /api/user: the professional details. Onboarding comes after verification (spec §2). */
const userDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireVerifiedUser);

  app.get('/user', { schema: { response: { 200: userDetailsSchema } } }, async (request) =>
    getUserDetails(request.ctx, { userId: request.user.id }),
  );

  // Onboarding: the details and the plan chosen at step 3.
  app.post('/user', { schema: { body: onboardingSchema, response: { 200: userDetailsSchema } } }, async (request) =>
    saveUserDetails(request.ctx, { userId: request.user.id, details: request.body }),
  );

  // Profile: the details only.
  app.put(
    '/user',
    { schema: { body: professionalDetailsSchema, response: { 200: userDetailsSchema } } },
    async (request) => saveUserDetails(request.ctx, { userId: request.user.id, details: request.body }),
  );
};

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(meRoutes);
  await app.register(userDetailsRoutes);
};

export default userRoutes;
