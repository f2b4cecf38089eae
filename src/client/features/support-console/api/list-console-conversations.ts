import { queryOptions } from '@tanstack/react-query';
import { type ConsoleConversationList, consoleConversationListSchema } from '#shared/api/support-chat.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { consoleKeys } from '#client/features/support-console/api/console-keys.ts';

/** GET /api/support-console/conversations?status=…: Pro and the longest wait first. */
export function listConsoleConversations(
  status: 'open' | 'resolved',
  signal?: AbortSignal,
): Promise<ConsoleConversationList> {
  return apiRequest(`/support-console/conversations?status=${status}`, {
    schema: consoleConversationListSchema,
    signal,
  });
}

/** Looked at again every few seconds: several operators work on the same list. */
export const consoleConversationsQuery = (status: 'open' | 'resolved') =>
  queryOptions({
    queryKey: consoleKeys.list(status),
    queryFn: ({ signal }) => listConsoleConversations(status, signal),
    refetchInterval: 5000,
  });
