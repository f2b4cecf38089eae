import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageSpinner } from '#client/components/ui/spinner.tsx';
import { consoleOperatorQuery } from '#client/features/support-console/api/get-console-operator.ts';
import { consoleConversationsQuery } from '#client/features/support-console/api/list-console-conversations.ts';
import { ConsoleConversationList } from '#client/features/support-console/components/console-conversation-list.tsx';
import { ConsoleConversationView } from '#client/features/support-console/components/console-conversation-view.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { cn } from '#client/lib/cn.ts';
import { useSession } from '#client/lib/use-session.ts';

/**
 * /support-console: the team's side of the chat. Only an operator's session sees it; for
 * anybody else (signed out included) it is the 404 page, like the API's answer.
 */
export function SupportConsolePage({ notFound }: { notFound: ReactNode }) {
  const { status, user } = useSession();
  const signedIn = status === 'ready' && user !== null && user.isEmailVerified;
  const operator = useQuery({ ...consoleOperatorQuery(), enabled: signedIn });
  if (status === 'initializing' || (signedIn && operator.isPending)) return <PageSpinner />;
  if (!signedIn || !operator.data) return notFound;
  return <SupportConsole operatorName={operator.data.firstName} />;
}

function SupportConsole({ operatorName }: { operatorName: string }) {
  const [params, setParams] = useSearchParams();
  const [status, setStatus] = useState<'open' | 'resolved'>('open');
  const list = useQuery(consoleConversationsQuery(status));
  const selected = params.get('conversation');
  const select = (id: string | null) => setParams(id ? { conversation: id } : {});
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 sm:px-6">
      <title>Console du support · Paraphe</title>
      <header className="grid gap-1">
        <h1 className="text-3xl font-semibold tracking-tight">Console du support</h1>
        <p className="text-muted-foreground">
          Connecté·e en tant que {operatorName}. Les comptes Pro passent en premier.
        </p>
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <div className={cn('grid gap-3', selected && 'hidden lg:grid')}>
          <div role="tablist" aria-label="Statut" className="flex gap-1 rounded-lg bg-stone-100 p-1">
            {(['open', 'resolved'] as const).map((value) => (
              <button
                key={value}
                type="button"
                role="tab"
                aria-selected={status === value}
                onClick={() => setStatus(value)}
                className={cn(
                  'flex-1 rounded-md px-3 py-1.5 text-sm font-medium',
                  status === value ? 'bg-white shadow-sm' : 'text-ink-700',
                )}
              >
                {value === 'open' ? 'Ouvertes' : 'Résolues'}
              </button>
            ))}
          </div>
          {list.isPending ? (
            <Spinner label="Chargement des conversations" />
          ) : list.isError ? (
            <p className="text-sm text-destructive">La liste n’a pas pu être chargée.</p>
          ) : (
            <ConsoleConversationList
              conversations={list.data.conversations}
              selectedId={selected}
              onSelect={select}
              now={now}
            />
          )}
        </div>
        <div className={cn('min-w-0', !selected && 'hidden lg:block')}>
          {selected ? (
            <ConsoleConversationView key={selected} id={selected} onBack={() => select(null)} />
          ) : (
            <p className="rounded-lg border border-dashed border-stone-300 p-8 text-center text-muted-foreground">
              Choisissez une conversation dans la liste.
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
