import { CalendarRange } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import type { Tracker } from '#shared/api/tracker.ts';
import type { TrackerApi } from '#client/api/tracker.ts';
import { Button } from '#client/components/ui/button.tsx';
import { type InvoiceDetails, noInvoiceDetails } from '#client/components/tracker/invoice-details.ts';
import { PaymentCard } from '#client/components/tracker/payment-card.tsx';
import { PaymentScheduleDialog } from '#client/components/tracker/payment-schedule-dialog.tsx';
import { PublicationCard } from '#client/components/tracker/publication-card.tsx';
import { RightCard } from '#client/components/tracker/right-card.tsx';
import { TrackerDownloadButton } from '#client/components/tracker/tracker-download-button.tsx';

type TrackerViewProps = { tracker: Tracker; api: TrackerApi };

const sideLabels: Record<Tracker['side'], string> = {
  influencer: 'Vous suivez ce contrat côté Créateur.',
  brand: 'Vous suivez ce contrat côté Marque.',
  observer: 'Vous suivez ce contrat en lecture seule.',
};

function TrackerSection({
  title,
  empty,
  action,
  children,
}: {
  title: string;
  empty: string | null;
  action?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="text-xl font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {empty ? (
        <p className="rounded-lg border border-dashed border-stone-300 px-4 py-6 text-center text-sm text-muted-foreground">
          {empty}
        </p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">{children}</ul>
      )}
    </section>
  );
}

/**
 * The life of a signed contract, the same for its owner and for the other party: what is to be
 * published, paid and withdrawn, each with the buttons of the side looking (`tracker.side`) and
 * nothing else. `api` says where the calls go (the owner's session or the signing link).
 */
export function TrackerView({ tracker, api }: TrackerViewProps) {
  const [editingSchedule, setEditingSchedule] = useState(false);
  // The same creator's numbers from one invoice to the next, for this visit only: nothing is stored.
  const [invoiceDetails, setInvoiceDetails] = useState<InvoiceDetails>(noInvoiceDetails);
  // Whether the schedule may still change is the server's word; with no payment there is nothing to split.
  const canEditSchedule = tracker.canEditSchedule && tracker.payments.length > 0;
  return (
    <div className="grid gap-10">
      <div className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 shadow-card sm:flex-row sm:items-center sm:justify-between sm:p-5">
        <div className="grid min-w-0 gap-1 text-sm">
          <p className="font-medium wrap-anywhere text-ink-950">
            {tracker.title} · réf. {tracker.reference}
          </p>
          <p className="wrap-anywhere text-muted-foreground">
            Entre {tracker.influencerName} (Créateur) et {tracker.brandName} (Marque). {sideLabels[tracker.side]}
          </p>
        </div>
        <TrackerDownloadButton api={api} subPath="/dossier.pdf" fileName="Dossier-de-preuves.pdf">
          Dossier de preuves (PDF)
        </TrackerDownloadButton>
      </div>
      <TrackerSection
        title="Publications"
        empty={tracker.publications.length === 0 ? 'Le contrat ne prévoit aucune publication.' : null}
      >
        {tracker.publications.map((item) => (
          <PublicationCard key={item.id} api={api} tracker={tracker} item={item} />
        ))}
      </TrackerSection>
      <TrackerSection
        title="Paiements"
        empty={tracker.payments.length === 0 ? 'Le contrat ne prévoit aucun paiement au Créateur.' : null}
        action={
          canEditSchedule ? (
            <Button variant="secondary" size="sm" onClick={() => setEditingSchedule(true)}>
              <CalendarRange aria-hidden="true" />
              Modifier l’échéancier
            </Button>
          ) : null
        }
      >
        {tracker.payments.map((item) => (
          <PaymentCard
            key={item.id}
            api={api}
            tracker={tracker}
            item={item}
            invoiceDetails={invoiceDetails}
            onInvoiceIssued={setInvoiceDetails}
          />
        ))}
      </TrackerSection>
      <TrackerSection
        title="Droits d’exploitation"
        empty={tracker.rights.length === 0 ? 'Le contrat ne cède aucun droit d’exploitation.' : null}
      >
        {tracker.rights.map((item) => (
          <RightCard key={item.id} api={api} tracker={tracker} item={item} />
        ))}
      </TrackerSection>
      {canEditSchedule ? (
        <PaymentScheduleDialog api={api} tracker={tracker} open={editingSchedule} onOpenChange={setEditingSchedule} />
      ) : null}
    </div>
  );
}
