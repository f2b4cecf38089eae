import type { ConsoleConversationSummary } from '#shared/api/support-chat.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { waitedTime } from '#client/features/support-console/waited-time.ts';
import { cn } from '#client/lib/cn.ts';

/** The queue: Pro and the longest wait first, as the server orders it. */
export function ConsoleConversationList({
  conversations,
  selectedId,
  onSelect,
  now,
}: {
  conversations: ConsoleConversationSummary[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  now: Date;
}) {
  if (conversations.length === 0) {
    return <p className="rounded-lg bg-stone-50 p-4 text-sm text-muted-foreground">Aucune conversation ici.</p>;
  }
  return (
    <ul className="grid gap-2" aria-label="Conversations">
      {conversations.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            onClick={() => onSelect(item.id)}
            aria-current={item.id === selectedId ? 'true' : undefined}
            className={cn(
              'grid w-full gap-1 rounded-lg border bg-white p-3 text-left transition hover:border-stone-400 focus-visible:outline-2 focus-visible:outline-gold-500',
              item.id === selectedId ? 'border-ink-900 ring-1 ring-ink-900' : 'border-stone-200',
            )}
          >
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-medium text-ink-950">
                {item.user.firstName} {item.user.lastName}
              </span>
              {item.priority ? <Badge variant="gold">Pro · prioritaire</Badge> : <Badge>Gratuit</Badge>}
            </span>
            <span className="truncate text-sm text-muted-foreground">{item.lastMessagePreview}</span>
            <span className={cn('text-xs', item.waitingSince ? 'font-medium text-warning' : 'text-muted-foreground')}>
              {item.waitingSince
                ? `Attend depuis ${waitedTime(item.waitingSince, now)}`
                : 'Répondu, en attente de la personne'}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
