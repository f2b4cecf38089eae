import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { SupportChat, SupportMessage, SupportStreamEvent } from '#shared/api/support-chat.ts';
import { supportChatQuery } from '#client/features/support/api/get-support-chat.ts';
import { markSupportChatRead } from '#client/features/support/api/mark-support-chat-read.ts';
import { openSupportStream } from '#client/features/support/api/open-support-stream.ts';
import { supportChatKeys } from '#client/features/support/api/support-chat-keys.ts';

export type LiveState = 'connecting' | 'live' | 'lost';

/** Adds a message to the cached conversation once, in the order of the server. */
export function withMessage(chat: SupportChat | undefined, message: SupportMessage): SupportChat {
  const current = chat ?? { conversation: null, messages: [] };
  if (current.messages.some((known) => known.id === message.id)) return current;
  return { ...current, messages: [...current.messages, message].sort((a, b) => a.seq - b.seq) };
}

function applyEvent(queryClient: QueryClient, event: SupportStreamEvent) {
  queryClient.setQueryData<SupportChat>(supportChatKeys.chat, (chat) =>
    event.type === 'message'
      ? withMessage(chat, event.message)
      : { messages: chat?.messages ?? [], conversation: event.conversation },
  );
}

const lastSeq = (chat: SupportChat | undefined) => chat?.messages.at(-1)?.seq ?? 0;

/**
 * The conversation, kept live: after the first load, a stream of server-sent events adds the
 * team's answers and read receipts to the cache; a dropped stream is reopened after a growing
 * pause, from the last message received. The team's answers are marked read while the page
 * is visible.
 */
export function useSupportChat() {
  const queryClient = useQueryClient();
  const query = useQuery(supportChatQuery());
  const [live, setLive] = useState<LiveState>('connecting');
  const loaded = query.isSuccess;

  useEffect(() => {
    if (!loaded) return;
    const controller = new AbortController();
    void (async () => {
      let failures = 0;
      while (!controller.signal.aborted) {
        try {
          await openSupportStream({
            after: lastSeq(queryClient.getQueryData(supportChatKeys.chat)),
            signal: controller.signal,
            onOpen: () => {
              failures = 0;
              setLive('live');
            },
            onEvent: (event) => applyEvent(queryClient, event),
          });
        } catch {
          if (controller.signal.aborted) return;
        }
        setLive('lost');
        failures += 1;
        await new Promise((resolve) => setTimeout(resolve, Math.min(1000 * 2 ** failures, 15_000)));
      }
    })();
    return () => controller.abort();
  }, [loaded, queryClient]);

  const chat = query.data;
  const unread = chat?.messages.some(
    (message) =>
      message.author === 'operator' &&
      (!chat.conversation?.userReadAt || message.createdAt > chat.conversation.userReadAt),
  );
  useEffect(() => {
    if (!unread) return;
    const markRead = () => {
      if (document.visibilityState !== 'visible') return;
      const readAt = new Date().toISOString();
      markSupportChatRead().then(
        () =>
          queryClient.setQueryData<SupportChat>(supportChatKeys.chat, (current) =>
            current?.conversation
              ? { ...current, conversation: { ...current.conversation, userReadAt: readAt } }
              : current,
          ),
        () => {},
      );
    };
    markRead();
    document.addEventListener('visibilitychange', markRead);
    return () => document.removeEventListener('visibilitychange', markRead);
  }, [unread, queryClient]);

  return { query, live };
}
