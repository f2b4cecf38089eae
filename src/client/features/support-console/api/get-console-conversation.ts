import { queryOptions } from '@tanstack/react-query';
import { type ConsoleConversation, consoleConversationSchema } from '#shared/api/support-chat.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { consoleKeys } from '#client/features/support-console/api/console-keys.ts';

/** GET /api/support-console/conversations/:id: the messages, with who of the team wrote each, and the log. */
export function getConsoleConversation(id: string, signal?: AbortSignal): Promise<ConsoleConversation> {
  return apiRequest(`/support-console/conversations/${encodeURIComponent(id)}`, {
    schema: consoleConversationSchema,
    signal,
  });
}

export const consoleConversationQuery = (id: string) =>
  queryOptions({
    queryKey: consoleKeys.conversation(id),
    queryFn: ({ signal }) => getConsoleConversation(id, signal),
    refetchInterval: 3000,
  });
