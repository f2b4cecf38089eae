import type { FastifyInstance } from 'fastify';
import { AppError } from '#server/app-error.ts';

/** A signup form is three short fields: anything larger is not one. */
export const SIGNUP_BODY_LIMIT = 8 * 1024;

/**
 * Parses the landing's form posts (multipart/form-data, as the spec's form sends them, or
 * urlencoded) into a plain object of its text fields, with the platform's own form parser
 * (the Fetch API's FormData). Files are ignored. Registered in the waitlist scope only.
 */
export function acceptFormPosts(app: FastifyInstance): void {
  app.addContentTypeParser(
    ['multipart/form-data', 'application/x-www-form-urlencoded'],
    { parseAs: 'buffer', bodyLimit: SIGNUP_BODY_LIMIT },
    async (request: { headers: Record<string, string | string[] | undefined> }, body: Buffer) => {
      const contentType = String(request.headers['content-type'] ?? '');
      let form: FormData;
      try {
        form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
      } catch (error) {
        throw new AppError('BAD_REQUEST', 'Formulaire illisible', { cause: error });
      }
      const fields: Record<string, string> = {};
      for (const [name, value] of form.entries()) {
        if (typeof value === 'string') fields[name] = value;
      }
      return fields;
    },
  );
}

export type SignupFields = { email: unknown; locale: unknown; honeypot: string };

/**
 * The spec's field names (`EMAIL`, `locale`, `email_address_check`) or the JSON `email`. A
 * filled honeypot, a field no person sees, marks a robot.
 */
export function readSignupFields(body: unknown): SignupFields {
  const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const honeypot = fields.email_address_check;
  return {
    email: fields.email ?? fields.EMAIL,
    locale: fields.locale,
    honeypot: typeof honeypot === 'string' ? honeypot.trim() : '',
  };
}
