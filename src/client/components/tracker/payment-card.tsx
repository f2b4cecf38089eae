import { BellRing, CircleCheck, FileInput, HandCoins } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { PaymentItem, Tracker } from '#shared/api/tracker.ts';
import { formatDateTimeLong, formatIsoDayLong } from '#shared/format/dates.ts';
import type { TrackerApi } from '#client/api/tracker.ts';
import { useConfirmPayment } from '#client/api/tracker-mutations.ts';
import { Button } from '#client/components/ui/button.tsx';
import { CreateInvoiceButton } from '#client/components/tracker/create-invoice-button.tsx';
import type { InvoiceDetails } from '#client/components/tracker/invoice-details.ts';
import { DeclarePaymentDialog, declareLabel } from '#client/components/tracker/declare-payment-dialog.tsx';
import { ExternalInvoiceDialog } from '#client/components/tracker/external-invoice-dialog.tsx';
import { ItemCard, ItemFact } from '#client/components/tracker/item-card.tsx';
import { LatePaymentBlock } from '#client/components/tracker/late-payment-block.tsx';
import { PaymentReminderDialog } from '#client/components/tracker/payment-reminder-dialog.tsx';
import { PaymentStatusBadge } from '#client/components/tracker/tracker-badges.tsx';
import { TrackerDownloadButton } from '#client/components/tracker/tracker-download-button.tsx';
import { formatHt, formatPercent, formatTtc } from '#client/components/tracker/tracker-format.ts';
import { trackerErrorMessage, trackerMessages } from '#client/components/tracker/tracker-messages.ts';

type PaymentCardProps = {
  api: TrackerApi;
  tracker: Tracker;
  item: PaymentItem;
  /** The numbers of the previous invoice of the session, and how to keep those of the next. */
  invoiceDetails: InvoiceDetails;
  onInvoiceIssued: (details: InvoiceDetails) => void;
};
type Party = 'influencer' | 'brand';

const partyName = (party: Party) => (party === 'influencer' ? 'le Créateur' : 'la Marque');
const otherParty = (party: Party): Party => (party === 'influencer' ? 'brand' : 'influencer');

function DeclaredFact({ item }: { item: PaymentItem }) {
  if (!item.declared) return null;
  const { by, paidOn } = item.declared;
  return (
    <ItemFact label="Paiement" wide>
      {by === 'influencer' ? 'Reçu' : 'Envoyé'} le {formatIsoDayLong(paidOn)}, selon {partyName(by)}
      <span className="block text-muted-foreground">
        {item.confirmedAt
          ? `Confirmé le ${formatDateTimeLong(item.confirmedAt)}`
          : `En attente de confirmation par ${partyName(otherParty(by))}`}
      </span>
    </ItemFact>
  );
}

/**
 * A payment owed to the creator. Either party declares it (« reçu », « envoyé ») and the other
 * confirms; the creator invoices it and, once it is late, reminds the brand or sends a formal notice.
 */
export function PaymentCard({ api, tracker, item, invoiceDetails, onInvoiceIssued }: PaymentCardProps) {
  const [declaring, setDeclaring] = useState(false);
  const [reminding, setReminding] = useState(false);
  const [recordingInvoice, setRecordingInvoice] = useState(false);
  const confirm = useConfirmPayment(api);
  const { side, currency } = tracker;
  const party = side === 'observer' ? null : side;
  const payment = `/payments/${encodeURIComponent(item.id)}`;

  const canDeclare = party !== null && item.declared === null && item.status !== 'paid';
  const canConfirm = party !== null && item.declared !== null && item.declared.by !== party && !item.confirmedAt;
  const canInvoice = side === 'influencer' && item.invoice === null;
  const canRemind = side === 'influencer' && item.status === 'late';
  const hasActions = canDeclare || canConfirm || canInvoice || canRemind || item.invoice !== null;

  const confirmPayment = () =>
    confirm.mutate(item.id, {
      onSuccess: () => toast.success(trackerMessages.paymentConfirmed),
      onError: (error) => toast.error(trackerErrorMessage(error, trackerMessages.paymentFailed)),
    });

  const actions = (
    <>
      {canDeclare && party ? (
        <Button size="sm" onClick={() => setDeclaring(true)}>
          <HandCoins aria-hidden="true" />
          {declareLabel(party)}
        </Button>
      ) : null}
      {canConfirm ? (
        <Button size="sm" isLoading={confirm.isPending} onClick={confirmPayment}>
          {confirm.isPending ? null : <CircleCheck aria-hidden="true" />}
          {side === 'influencer' ? 'Confirmer la réception' : 'Confirmer le paiement'}
        </Button>
      ) : null}
      {canInvoice ? (
        <>
          <CreateInvoiceButton
            api={api}
            item={item}
            tracker={tracker}
            remembered={invoiceDetails}
            onIssued={onInvoiceIssued}
          />
          <Button variant="secondary" size="sm" onClick={() => setRecordingInvoice(true)}>
            <FileInput aria-hidden="true" />
            Facture émise ailleurs
          </Button>
        </>
      ) : null}
      {item.invoice && !item.invoice.external ? (
        <TrackerDownloadButton api={api} subPath={`${payment}/invoice.pdf`} fileName={`${item.invoice.number}.pdf`}>
          Facture {item.invoice.number} (PDF)
        </TrackerDownloadButton>
      ) : null}
      {canRemind ? (
        <>
          <Button variant="secondary" size="sm" onClick={() => setReminding(true)}>
            <BellRing aria-hidden="true" />
            Préparer la relance
          </Button>
          <TrackerDownloadButton api={api} subPath={`${payment}/formal-notice.pdf`} fileName="Mise-en-demeure.pdf">
            Mise en demeure (PDF)
          </TrackerDownloadButton>
        </>
      ) : null}
    </>
  );

  return (
    <ItemCard
      title={item.label}
      badges={<PaymentStatusBadge status={item.status} />}
      facts={
        <>
          <ItemFact label="Montant">
            {formatHt(item.amountHt, currency)}
            <span className="block text-muted-foreground">
              {formatTtc(item.amountTtc, currency)} (TVA {formatPercent(item.vatRate)})
            </span>
          </ItemFact>
          <ItemFact label={item.invoice ? 'Échéance' : 'Échéance prévue'}>
            {formatIsoDayLong(item.dueOn)}
            {item.invoice ? null : (
              <span className="block text-muted-foreground">
                {tracker.paymentDueDays}&nbsp;jours après la facture, qui fait courir le délai
              </span>
            )}
          </ItemFact>
          <DeclaredFact item={item} />
          {item.invoice ? (
            <ItemFact label="Facture" wide>
              {item.invoice.number} du {formatIsoDayLong(item.invoice.issuedOn)}
              {item.invoice.external ? (
                <span className="block text-muted-foreground">Émise hors de Paraphe</span>
              ) : null}
            </ItemFact>
          ) : null}
        </>
      }
      actions={hasActions ? actions : null}
    >
      {canInvoice ? (
        <ExternalInvoiceDialog
          api={api}
          item={item}
          today={tracker.today}
          paymentDueDays={tracker.paymentDueDays}
          open={recordingInvoice}
          onOpenChange={setRecordingInvoice}
        />
      ) : null}
      {item.late ? <LatePaymentBlock late={item.late} amountTtc={item.amountTtc} currency={currency} /> : null}
      {canDeclare && party ? (
        <DeclarePaymentDialog
          api={api}
          item={item}
          side={party}
          today={tracker.today}
          open={declaring}
          onOpenChange={setDeclaring}
        />
      ) : null}
      {canRemind ? <PaymentReminderDialog api={api} item={item} open={reminding} onOpenChange={setReminding} /> : null}
    </ItemCard>
  );
}
