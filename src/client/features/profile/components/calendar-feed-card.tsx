import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, CalendarSync, RefreshCw, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { formatDateLong } from '#shared/format/dates.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { errorMessageFor } from '#client/lib/api-error.ts';
import {
  calendarFeedQuery,
  useCreateCalendarFeed,
  useRevokeCalendarFeed,
} from '#client/features/profile/api/calendar-feed.ts';
import { NewCalendarAddress } from '#client/features/profile/components/new-calendar-address.tsx';
import { ProfileSection } from '#client/features/profile/components/profile-section.tsx';

/** « Calendrier des échéances »: a secret ICS address of every due date of the signed contracts. */
export function CalendarFeedCard() {
  const feed = useQuery(calendarFeedQuery());
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [shownUrl, setShownUrl] = useState<string | null>(null);
  const [asking, setAsking] = useState<'replace' | 'revoke' | null>(null);

  const makeAddress = () =>
    create.mutate(undefined, {
      onSuccess: (answer) => {
        setShownUrl(answer.url ?? null);
        toast.success('Adresse de calendrier créée');
      },
      onError: (error) => toast.error(errorMessageFor(error, 'L’adresse de calendrier n’a pas pu être créée.')),
      onSettled: () => setAsking(null),
    });
  const revokeAddress = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setShownUrl(null);
        toast.success('Adresse de calendrier révoquée');
      },
      onError: (error) => toast.error(errorMessageFor(error, 'L’adresse n’a pas pu être révoquée.')),
      onSettled: () => setAsking(null),
    });

  let body: ReactNode;
  if (feed.isPending) body = <Skeleton className="h-16" />;
  else if (feed.isError) {
    body = (
      <div className="grid gap-2 text-sm">
        <p className="text-destructive">Impossible de savoir si votre calendrier est activé.</p>
        <Button variant="secondary" size="sm" className="w-fit" onClick={() => void feed.refetch()}>
          Réessayer
        </Button>
      </div>
    );
  } else if (!feed.data.active) {
    body = (
      <div className="grid gap-4">
        <p className="text-sm leading-relaxed text-muted-foreground">
          Recevez dans votre agenda les dates de publication, les échéances de paiement et les fins de droits de vos
          contrats signés, mises à jour automatiquement.
        </p>
        <Button className="w-fit" isLoading={create.isPending} onClick={makeAddress}>
          {create.isPending ? null : <CalendarPlus aria-hidden="true" />}
          Créer mon adresse de calendrier
        </Button>
      </div>
    );
  } else {
    body = (
      <div className="grid gap-4">
        {shownUrl ? (
          <NewCalendarAddress url={shownUrl} />
        ) : (
          <Alert>
            Adresse active
            {feed.data.createdAt ? ` depuis le ${formatDateLong(feed.data.createdAt)}` : ''}. Elle n’est affichée qu’à
            sa création : si vous ne l’avez plus, remplacez-la par une nouvelle.
          </Alert>
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" isLoading={create.isPending} onClick={() => setAsking('replace')}>
            {create.isPending ? null : <RefreshCw aria-hidden="true" />}
            Remplacer l’adresse
          </Button>
          <Button
            variant="destructive-outline"
            size="sm"
            isLoading={revoke.isPending}
            onClick={() => setAsking('revoke')}
          >
            {revoke.isPending ? null : <Trash2 aria-hidden="true" />}
            Révoquer l’adresse
          </Button>
        </div>
      </div>
    );
  }

  return (
    <ProfileSection
      title="Calendrier des échéances"
      description="Une adresse secrète à ajouter à Google Agenda, Apple Calendrier ou Outlook."
      icon={<CalendarSync aria-hidden="true" />}
    >
      {body}
      <ConfirmDialog
        open={asking === 'replace'}
        onOpenChange={(open) => setAsking(open ? 'replace' : null)}
        title="Remplacer l’adresse de calendrier ?"
        description="L’adresse actuelle cessera de fonctionner : les agendas abonnés ne recevront plus vos échéances tant que vous n’y aurez pas ajouté la nouvelle."
        confirmLabel="Remplacer"
        variant="primary"
        isPending={create.isPending}
        keepOpenOnConfirm
        onConfirm={makeAddress}
      />
      <ConfirmDialog
        open={asking === 'revoke'}
        onOpenChange={(open) => setAsking(open ? 'revoke' : null)}
        title="Révoquer l’adresse de calendrier ?"
        description="Les agendas abonnés ne recevront plus vos échéances. Vous pourrez créer une nouvelle adresse à tout moment."
        confirmLabel="Révoquer"
        isPending={revoke.isPending}
        keepOpenOnConfirm
        onConfirm={revokeAddress}
      />
    </ProfileSection>
  );
}
