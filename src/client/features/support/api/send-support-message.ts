import { type SendSupportMessageBody, type SupportMessage, supportMessageSchema } from '#shared/api/support-chat.ts';
import { apiRequest } from '#client/lib/api-client.ts';

/** POST /api/support-chat/messages: words, a screenshot in base64, a contract of the person. */
export function sendSupportMessage(body: SendSupportMessageBody): Promise<SupportMessage> {
  return apiRequest('/support-chat/messages', { method: 'POST', body, schema: supportMessageSchema });
}
