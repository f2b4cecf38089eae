/** Query keys of the support console. */
export const consoleKeys = {
  operator: ['support-console', 'me'] as const,
  list: (status: 'open' | 'resolved') => ['support-console', 'list', status] as const,
  conversation: (id: string) => ['support-console', 'conversation', id] as const,
  attachment: (messageId: string) => ['support-console', 'attachment', messageId] as const,
};
