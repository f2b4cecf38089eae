import { useMutation } from '@tanstack/react-query';
import { type ContactBody, type ContactResponse, contactResponseSchema } from '#shared/api/contact.ts';
import { apiRequest } from '#client/lib/api-client.ts';

/** POST /api/contact: with the session's token when there is one, so a Pro account's message is priority. */
export function sendContactMessage(body: ContactBody): Promise<ContactResponse> {
  return apiRequest('/contact', { method: 'POST', body, schema: contactResponseSchema });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
