import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CheckCircle2, FileText, Mail, RotateCcw } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { contractStatusLabels } from '#shared/contract/status.ts';
import { formatLocalDateTimeShort } from '#shared/format/dates.ts';
import { ChatAttachment } from '#client/components/chat-attachment.tsx';
import { Alert } from '#client/components/ui/alert.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { consoleKeys } from '#client/features/support-console/api/console-keys.ts';
import { getConsoleAttachment } from '#client/features/support-console/api/get-console-attachment.ts';
import { consoleConversationQuery } from '#client/features/support-console/api/get-console-conversation.ts';
import { useConsoleActions } from '#client/features/support-console/hooks/use-console-actions.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { cn } from '#client/lib/cn.ts';

const actionLabels = { reply: 'a répondu', resolve: 'a marqué résolue', reopen: 'a rouvert' } as const;
const statusLabel = (status: string) => contractStatusLabels[status as keyof typeof contractStatusLabels] ?? status;

/** One conversation for the team: the messages, the answer box, resolve or reopen, and the log. */
export function ConsoleConversationView({ id, onBack }: { id: string; onBack: () => void }) {
  const { data, isPending, isError } = useQuery(consoleConversationQuery(id));
  const { reply, setStatus } = useConsoleActions(id);
  const [text, setText] = useState('');

  if (isPending) return <Spinner label="Chargement de la conversation" />;
  if (isError) return <Alert variant="destructive">Cette conversation n’a pas pu être chargée.</Alert>;
  const { conversation, messages, actions } = data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    reply.mutate(text, { onSuccess: () => setText('') });
  };

  return (
    <section className="grid gap-4" aria-labelledby="console-conversation-title">
      <Button variant="ghost" size="sm" className="-ml-3 w-fit lg:hidden" onClick={onBack}>
        <ArrowLeft aria-hidden="true" /> Toutes les conversations
      </Button>
      <header className="flex flex-wrap items-start gap-3">
        <div className="grid min-w-0 gap-0.5">
          <h2 id="console-conversation-title" className="text-xl font-semibold">
            {conversation.user.firstName} {conversation.user.lastName}
          </h2>
          <p className="text-sm wrap-anywhere text-muted-foreground">
            {conversation.user.email} · plan {conversation.plan === 'pro' ? 'Pro' : 'Gratuit'} ·{' '}
            {conversation.personOnline ? 'en ligne' : 'hors ligne (la réponse part aussi par e-mail)'}
          </p>
        </div>
        <div className="ml-auto flex items-center gap-2">
          <Badge variant={conversation.status === 'open' ? 'warning' : 'success'}>
            {conversation.status === 'open' ? 'Ouverte' : 'Résolue'}
          </Badge>
          {conversation.status === 'open' ? (
            <Button
              size="sm"
              variant="secondary"
              disabled={setStatus.isPending}
              onClick={() => setStatus.mutate('resolved')}
            >
              <CheckCircle2 aria-hidden="true" /> Marquer comme résolue
            </Button>
          ) : (
            <Button
              size="sm"
              variant="secondary"
              disabled={setStatus.isPending}
              onClick={() => setStatus.mutate('open')}
            >
              <RotateCcw aria-hidden="true" /> Rouvrir
            </Button>
          )}
        </div>
      </header>
      <div
        role="log"
        aria-label="Messages"
        className="grid max-h-[28rem] content-start gap-3 overflow-y-auto rounded-lg bg-stone-50 p-3"
      >
        {messages.map((message) => {
          const team = message.author === 'operator';
          return (
            <div
              key={message.id}
              className={cn('grid max-w-[85%] gap-1', team ? 'justify-self-end' : 'justify-self-start')}
            >
              <p className={cn('text-xs text-muted-foreground', team && 'text-right')}>
                {team ? `${message.authorName} (${message.operatorEmail})` : conversation.user.firstName} ·{' '}
                {formatLocalDateTimeShort(message.createdAt)}
                {message.via === 'email' ? <Mail aria-label=" par e-mail" className="ml-1 inline size-3.5" /> : null}
              </p>
              <div
                className={cn(
                  'grid gap-2 rounded-2xl px-3.5 py-2.5 text-[0.9375rem]',
                  team ? 'bg-ink-900 text-white' : 'border border-stone-200 bg-white',
                )}
              >
                {message.body ? <p className="whitespace-pre-wrap wrap-anywhere">{message.body}</p> : null}
                {message.attachment ? (
                  <ChatAttachment
                    queryKey={consoleKeys.attachment(message.id)}
                    load={(signal) => getConsoleAttachment(message.id, signal)}
                  />
                ) : null}
                {message.contract ? (
                  <p className="inline-flex items-center gap-1.5 text-xs">
                    <FileText aria-hidden="true" className="size-3.5" /> Contrat « {message.contract.title} » ·{' '}
                    {statusLabel(message.contract.status)}
                  </p>
                ) : null}
              </div>
            </div>
          );
        })}
      </div>
      <form onSubmit={submit} className="grid gap-2" aria-label="Répondre">
        <label htmlFor="console-reply" className="text-sm font-medium">
          Votre réponse (la personne voit votre prénom)
        </label>
        <Textarea id="console-reply" rows={3} value={text} onChange={(event) => setText(event.target.value)} />
        <Button type="submit" className="w-fit justify-self-end" disabled={reply.isPending || !text.trim()}>
          {reply.isPending ? 'Envoi…' : 'Répondre'}
        </Button>
      </form>
      {actions.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium">Journal de l’équipe ({actions.length})</summary>
          <ul className="mt-2 grid gap-1 text-muted-foreground">
            {actions.map((action) => (
              <li key={`${action.createdAt}-${action.operatorEmail}-${action.action}`}>
                {formatLocalDateTimeShort(action.createdAt)} — {action.operatorEmail} {actionLabels[action.action]}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
