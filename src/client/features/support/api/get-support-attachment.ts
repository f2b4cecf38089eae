import { fetchWithSession } from '#client/lib/session-fetch.ts';

/** GET /api/support-chat/attachments/:id: a screenshot of the person's own conversation, as a Blob. */
export async function getSupportAttachment(messageId: string, signal?: AbortSignal): Promise<Blob> {
  const response = await fetchWithSession(`/support-chat/attachments/${encodeURIComponent(messageId)}`, signal);
  return response.blob();
}
