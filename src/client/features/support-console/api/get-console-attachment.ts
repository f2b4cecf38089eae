import { authorizedFetch } from '#client/lib/authorized-fetch.ts';

/** GET /api/support-console/attachments/:id: a screenshot of any conversation, for an operator. */
export async function getConsoleAttachment(messageId: string, signal?: AbortSignal): Promise<Blob> {
  const response = await authorizedFetch(`/support-console/attachments/${encodeURIComponent(messageId)}`, {
    signal,
    accept: 'image/png, image/jpeg',
  });
  return response.blob();
}
