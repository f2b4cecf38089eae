import { type ConsoleMessage, consoleMessageSchema } from '#shared/api/support-chat.ts';
import { apiRequest } from '#client/lib/api-client.ts';

/** POST /api/support-console/conversations/:id/messages: an operator's answer. */
export function replyConsoleConversation(id: string, body: string): Promise<ConsoleMessage> {
  return apiRequest(`/support-console/conversations/${encodeURIComponent(id)}/messages`, {
    method: 'POST',
    body: { body },
    schema: consoleMessageSchema,
  });
}
