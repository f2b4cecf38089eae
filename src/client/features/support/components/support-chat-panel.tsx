import { MessageCircle } from 'lucide-react';
import { expectedAnswerSentence } from '#shared/support-chat/opening-hours.ts';
import { messages } from '#shared/messages.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { ChatComposer } from '#client/features/support/components/chat-composer.tsx';
import { ChatMessages } from '#client/features/support/components/chat-messages.tsx';
import { type LiveState, useSupportChat } from '#client/features/support/hooks/use-support-chat.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { cn } from '#client/lib/cn.ts';

const liveLabels: Record<LiveState, string> = {
  connecting: 'Connexion…',
  live: 'En direct',
  lost: 'Reconnexion…',
};

/** The live chat with the support team (/support): the Pro plan's priority chat. */
export function SupportChatPanel({ plan }: { plan: 'free' | 'pro' }) {
  const { query, live } = useSupportChat();
  const closedSentence = expectedAnswerSentence(new Date());
  const chat = query.data;
  return (
    <Card id="chat" aria-labelledby="chat-title" className="scroll-mt-6">
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <MessageCircle aria-hidden="true" className="size-5 text-gold-700" />
          <CardTitle id="chat-title">Chat avec l’équipe</CardTitle>
          {plan === 'pro' ? <Badge variant="gold">Prioritaire</Badge> : null}
          <span className="ml-auto inline-flex items-center gap-1.5 text-xs text-muted-foreground" aria-live="polite">
            <span
              aria-hidden="true"
              className={cn('size-2 rounded-full', live === 'live' ? 'bg-success' : 'bg-warning animate-pulse')}
            />
            {liveLabels[live]}
          </span>
        </div>
        <CardDescription>
          {plan === 'pro'
            ? 'Compte Pro : vos messages passent en tête de la file de l’équipe.'
            : 'Un membre de l’équipe vous répond ici, du lundi au vendredi de 9h à 18h.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {closedSentence ? <Alert variant="info">{closedSentence}</Alert> : null}
        {query.isPending ? (
          <Spinner label="Chargement de la conversation" />
        ) : query.isError ? (
          <Alert variant="destructive">{messages.supportChatLoadFailed}</Alert>
        ) : chat && chat.messages.length > 0 ? (
          <ChatMessages messages={chat.messages} conversation={chat.conversation} />
        ) : (
          <p className="rounded-lg bg-stone-50 p-4 text-sm text-muted-foreground">
            Posez votre question : la réponse arrivera ici, sans recharger la page, et par e-mail si vous n’êtes plus
            connecté.
          </p>
        )}
        {chat?.conversation?.status === 'resolved' ? (
          <p className="text-sm text-muted-foreground">
            Cette conversation est marquée comme résolue. Écrivez à nouveau pour la rouvrir.
          </p>
        ) : null}
        <ChatComposer />
      </CardContent>
    </Card>
  );
}
