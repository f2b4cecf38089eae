/** Query keys of the support chat. */
export const supportChatKeys = {
  chat: ['support-chat'] as const,
  attachment: (messageId: string) => ['support-chat', 'attachment', messageId] as const,
  contracts: ['support-chat', 'contracts'] as const,
};
