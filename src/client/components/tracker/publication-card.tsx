import { ExternalLink, Megaphone } from 'lucide-react';
import { useState } from 'react';
import type { PublicationItem, Tracker } from '#shared/api/tracker.ts';
import { formatDateTimeLong, formatIsoDayLong } from '#shared/format/dates.ts';
import type { TrackerApi } from '#client/api/tracker.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ItemCard, ItemFact } from '#client/components/tracker/item-card.tsx';
import { RecordPublicationDialog } from '#client/components/tracker/record-publication-dialog.tsx';
import { ReviewActions } from '#client/components/tracker/review-actions.tsx';
import { StoredScreenshot } from '#client/components/tracker/stored-screenshot.tsx';
import { PublicationStatusBadge, ReviewStateBadge } from '#client/components/tracker/tracker-badges.tsx';

type PublicationCardProps = { api: TrackerApi; tracker: Tracker; item: PublicationItem };

function windowLabel(item: PublicationItem): string {
  return item.startsOn === item.dueOn
    ? `Le ${formatIsoDayLong(item.dueOn)}`
    : `Entre le ${formatIsoDayLong(item.startsOn)} et le ${formatIsoDayLong(item.dueOn)}`;
}

/**
 * A publication the contract asks for. The creator records it (and records it again after a
 * correction); the brand reads the record and approves it or asks for a correction.
 */
export function PublicationCard({ api, tracker, item }: PublicationCardProps) {
  const [recording, setRecording] = useState(false);
  const { record, review } = item;
  const canRecord = tracker.side === 'influencer' && review.state !== 'approved';
  const canReview = tracker.side === 'brand' && record !== null && review.state === 'pending';
  const actions =
    canRecord || canReview ? (
      <>
        {canRecord ? (
          <Button size="sm" variant={record ? 'secondary' : 'primary'} onClick={() => setRecording(true)}>
            <Megaphone aria-hidden="true" />
            {record ? 'Modifier la déclaration' : 'Déclarer la publication'}
          </Button>
        ) : null}
        {canReview ? <ReviewActions api={api} item={item} /> : null}
      </>
    ) : null;

  return (
    <ItemCard
      title={item.label}
      badges={
        <>
          <PublicationStatusBadge status={item.status} />
          {record ? <ReviewStateBadge state={review.state} /> : null}
        </>
      }
      facts={
        <>
          <ItemFact label="À publier">{windowLabel(item)}</ItemFact>
          {record ? <ItemFact label="Publiée le">{formatIsoDayLong(record.publishedOn)}</ItemFact> : null}
          {record ? (
            <ItemFact label="Publication" wide>
              <a
                href={record.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex max-w-full items-center gap-1.5 break-all text-ink-800 underline decoration-gold-500 underline-offset-4 hover:text-ink-950"
              >
                {record.url}
                <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
                <span className="sr-only"> (nouvel onglet)</span>
              </a>
            </ItemFact>
          ) : null}
          {record ? (
            <ItemFact label="Mention obligatoire" wide>
              {record.mentionConfirmed ? 'Confirmée visible par le Créateur' : 'Non confirmée'} · déclarée le{' '}
              {formatDateTimeLong(record.recordedAt)}
            </ItemFact>
          ) : null}
        </>
      }
      actions={actions}
    >
      {record && record.screenshots.length > 0 ? (
        <ul aria-label={`Captures de « ${item.label} »`} className="flex flex-wrap gap-3">
          {record.screenshots.map((shot, index) => (
            <li key={shot.id}>
              <StoredScreenshot
                api={api}
                itemId={item.id}
                shotId={shot.id}
                alt={`Capture ${index + 1} de « ${item.label} »`}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {review.state === 'correction-requested' ? (
        <Alert variant="warning" title="Correction demandée par la Marque">
          <p className="whitespace-pre-line">{review.comment}</p>
        </Alert>
      ) : null}
      {canRecord ? (
        <RecordPublicationDialog
          api={api}
          item={item}
          requiredMentions={tracker.requiredMentions}
          today={tracker.today}
          open={recording}
          onOpenChange={setRecording}
        />
      ) : null}
    </ItemCard>
  );
}
