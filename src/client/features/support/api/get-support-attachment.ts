import { authorizedFetch } from '#client/lib/authorized-fetch.ts';

/** GET /api/support-chat/attachments/:id: a screenshot of the person's own conversation, as a Blob. */
export async function getSupportAttachment(messageId: string, signal?: AbortSignal): Promise<Blob> {
  const response = await authorizedFetch(`/support-chat/attachments/${encodeURIComponent(messageId)}`, {
    signal,
    accept: 'image/png, image/jpeg',
  });
  return response.blob();
}
