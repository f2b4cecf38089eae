import type { ContactBody, ContactResponse } from '#shared/api/contact.ts';
import { ApiError, networkError, toApiError } from '#client/lib/api-error.ts';
import { errorMessages } from '#shared/messages.ts';

function isContactResponse(value: unknown): value is ContactResponse {
  if (typeof value !== 'object' || value === null) return false;
  const { id, priority } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof priority === 'boolean';
}

/**
 * POST /api/contact from the prerendered /contact: a visitor without a session, so a plain
 * fetch with no token, no refresh, no zod (decision 021). Fails with the same ApiError as
 * `sendContactMessage`, which the application's pages use with the session's token.
 */
export async function sendVisitorContactMessage(body: ContactBody): Promise<ContactResponse> {
  let response: Response;
  try {
    response = await fetch('/api/contact', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw networkError();
  }
  if (!response.ok) throw await toApiError(response);
  const answer: unknown = await response.json().catch(() => null);
  if (isContactResponse(answer)) return answer;
  throw new ApiError({ status: response.status, code: 'INTERNAL_ERROR', message: errorMessages.INTERNAL_ERROR });
}
