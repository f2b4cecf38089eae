import { apiRequest } from '#client/lib/api-client.ts';

/** POST /api/support-console/conversations/:id/resolve or /reopen. */
export function setConsoleConversationStatus(id: string, status: 'open' | 'resolved'): Promise<void> {
  const action = status === 'resolved' ? 'resolve' : 'reopen';
  return apiRequest(`/support-console/conversations/${encodeURIComponent(id)}/${action}`, { method: 'POST' });
}
