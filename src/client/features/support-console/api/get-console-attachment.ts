import { fetchWithSession } from '#client/lib/session-fetch.ts';

/** GET /api/support-console/attachments/:id: a screenshot of any conversation, for an operator. */
export async function getConsoleAttachment(messageId: string, signal?: AbortSignal): Promise<Blob> {
  const response = await fetchWithSession(`/support-console/attachments/${encodeURIComponent(messageId)}`, signal);
  return response.blob();
}
