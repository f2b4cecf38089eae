import { apiRequest } from '#client/lib/api-client.ts';

/** POST /api/support-chat/read: the person has seen the team's answers (they show « lu » to the team). */
export function markSupportChatRead(): Promise<void> {
  return apiRequest('/support-chat/read', { method: 'POST' });
}
