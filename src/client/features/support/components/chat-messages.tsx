import { Check, CheckCheck, FileText, Mail } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { SupportConversation, SupportMessage } from '#shared/api/support-chat.ts';
import { contractStatusLabels } from '#shared/contract/status.ts';
import { formatLocalDayMonth, formatLocalTime } from '#shared/format/dates.ts';
import { getSupportAttachment } from '#client/features/support/api/get-support-attachment.ts';
import { supportChatKeys } from '#client/features/support/api/support-chat-keys.ts';
import { ChatAttachment } from '#client/components/chat-attachment.tsx';
import { cn } from '#client/lib/cn.ts';

/** « 14:05 » today, « 3 novembre, 14:05 » before. */
export function messageTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const sameDay = date.toDateString() === now.toDateString();
  return sameDay ? formatLocalTime(date) : `${formatLocalDayMonth(date)}, ${formatLocalTime(date)}`;
}

const statusLabel = (status: string) => contractStatusLabels[status as keyof typeof contractStatusLabels] ?? status;

/** The conversation as a log that screen readers announce; the newest message stays in view. */
export function ChatMessages({
  messages,
  conversation,
}: {
  messages: SupportMessage[];
  conversation: SupportConversation | null;
}) {
  const end = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when a message arrives, not on every render
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [messages.length]);
  const teamReadAt = conversation?.teamReadAt ?? null;

  return (
    <div
      role="log"
      aria-label="Messages de la conversation"
      className="grid max-h-[26rem] min-h-40 content-start gap-3 overflow-y-auto rounded-lg bg-stone-50 p-3 sm:p-4"
    >
      {messages.map((message) => {
        const mine = message.author === 'user';
        const read = mine && teamReadAt !== null && teamReadAt >= message.createdAt;
        return (
          <div
            key={message.id}
            className={cn('grid max-w-[85%] gap-1', mine ? 'justify-self-end' : 'justify-self-start')}
          >
            {!mine ? (
              <p className="text-xs font-medium text-ink-700">{message.authorName ?? 'L’équipe'} · Paraphe</p>
            ) : null}
            <div
              className={cn(
                'grid gap-2 rounded-2xl px-3.5 py-2.5 text-[0.9375rem] leading-relaxed',
                mine
                  ? 'rounded-br-sm bg-ink-900 text-white'
                  : 'rounded-bl-sm border border-stone-200 bg-white text-ink-950',
              )}
            >
              {message.body ? <p className="whitespace-pre-wrap wrap-anywhere">{message.body}</p> : null}
              {message.attachment ? (
                <ChatAttachment
                  queryKey={supportChatKeys.attachment(message.id)}
                  load={(signal) => getSupportAttachment(message.id, signal)}
                />
              ) : null}
              {message.contract ? (
                <p className="inline-flex items-center gap-1.5 text-xs opacity-90">
                  <FileText aria-hidden="true" className="size-3.5" />
                  {message.contract.title} · {statusLabel(message.contract.status)}
                </p>
              ) : null}
            </div>
            <p className={cn('flex items-center gap-1 text-xs text-muted-foreground', mine && 'justify-end')}>
              {message.via === 'email' ? <Mail aria-label="Reçu par e-mail" className="size-3.5" /> : null}
              <time dateTime={message.createdAt}>{messageTime(message.createdAt)}</time>
              {mine ? (
                <>
                  <span aria-hidden="true">·</span>
                  {read ? (
                    <CheckCheck aria-hidden="true" className="size-3.5" />
                  ) : (
                    <Check aria-hidden="true" className="size-3.5" />
                  )}
                  <span>{read ? 'Lu' : 'Envoyé'}</span>
                </>
              ) : null}
            </p>
          </div>
        );
      })}
      <div ref={end} />
    </div>
  );
}
