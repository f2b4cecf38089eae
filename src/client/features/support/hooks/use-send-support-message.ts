import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupportChat } from '#shared/api/support-chat.ts';
import { sendSupportMessage } from '#client/features/support/api/send-support-message.ts';
import { supportChatKeys } from '#client/features/support/api/support-chat-keys.ts';
import { withMessage } from '#client/features/support/hooks/use-support-chat.ts';

/** Sends a message and adds it to the conversation at once (the stream may bring it too: kept once). */
export function useSendSupportMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSupportMessage,
    onSuccess: (message) => {
      queryClient.setQueryData<SupportChat>(supportChatKeys.chat, (chat) => withMessage(chat, message));
      // The first message creates the conversation: its state comes with the next load.
      if (!queryClient.getQueryData<SupportChat>(supportChatKeys.chat)?.conversation) {
        void queryClient.invalidateQueries({ queryKey: supportChatKeys.chat });
      }
    },
  });
}
