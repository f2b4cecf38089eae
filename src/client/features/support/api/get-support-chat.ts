import { queryOptions } from '@tanstack/react-query';
import { type SupportChat, supportChatSchema } from '#shared/api/support-chat.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { supportChatKeys } from '#client/features/support/api/support-chat-keys.ts';

/** GET /api/support-chat: the signed-in person's conversation with the team. */
export function getSupportChat(signal?: AbortSignal): Promise<SupportChat> {
  return apiRequest('/support-chat', { schema: supportChatSchema, signal });
}

export const supportChatQuery = () =>
  queryOptions({ queryKey: supportChatKeys.chat, queryFn: ({ signal }) => getSupportChat(signal) });
