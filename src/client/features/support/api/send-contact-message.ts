import { type ContactBody, type ContactResponse, contactResponseSchema } from '#shared/api/contact.ts';
import { apiRequest } from '#client/lib/api-client.ts';

/**
 * POST /api/contact from the application (/contact signed in, /support): with the session's
 * token, so the message is tied to the account and a Pro account's is priority. The prerendered
 * /contact of a visitor sends with `sendVisitorContactMessage`.
 */
export function sendContactMessage(body: ContactBody): Promise<ContactResponse> {
  return apiRequest('/contact', { method: 'POST', body, schema: contactResponseSchema });
}
