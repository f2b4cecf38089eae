import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { messages } from '#shared/messages.ts';
import { replyConsoleConversation } from '#client/features/support-console/api/reply-console-conversation.ts';
import { setConsoleConversationStatus } from '#client/features/support-console/api/set-console-conversation-status.ts';
import { errorMessageFor } from '#client/lib/api-error.ts';

/** Answer, resolve, reopen: each refreshes the console's lists and the open conversation. */
export function useConsoleActions(conversationId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['support-console'] });
  const reply = useMutation({
    mutationFn: (body: string) => replyConsoleConversation(conversationId, body),
    onSuccess: refresh,
    onError: (error) => toast.error(errorMessageFor(error, messages.supportReplyFailed)),
  });
  const setStatus = useMutation({
    mutationFn: (status: 'open' | 'resolved') => setConsoleConversationStatus(conversationId, status),
    onSuccess: (_, status) => {
      toast.success(status === 'resolved' ? messages.supportResolved : messages.supportReopened);
      return refresh();
    },
    onError: (error) => toast.error(errorMessageFor(error, messages.supportStatusFailed)),
  });
  return { reply, setStatus };
}
