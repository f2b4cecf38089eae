import { useQuery } from '@tanstack/react-query';
import { BellRing, Check, Download, Eye, FileJson, FileSpreadsheet, PenLine, Send, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { SignatureProgress, SignerProgress } from '#shared/api/signatures.ts';
import { formatDateLong } from '#shared/format/dates.ts';
import { formatDateTimeMedium } from '#shared/format/dates.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import {
  downloadAuditTrail,
  downloadSignedPdf,
  latestSignatureRequestQuery,
  useRemindSigner,
  useSenderSigningLink,
} from '#client/api/signature-requests.ts';
import { CancelSignatureButton } from '#client/components/signature-request/cancel-signature-button.tsx';

const requestLabels: Record<SignatureProgress['state'], string> = {
  pending: 'En attente des signatures',
  completed: 'Signé par toutes les parties',
  declined: 'Signature refusée',
  cancelled: 'Demande annulée',
  expired: 'Demande expirée',
};

const dateTime = (value: string) => formatDateTimeMedium(value);

function TimelineStep({
  done,
  label,
  at,
  icon,
}: {
  done: boolean;
  label: string;
  at: string | null;
  icon?: ReactNode;
}) {
  return (
    <li
      className={`flex items-center gap-1.5 rounded-md px-2 py-1 [&_svg]:size-3.5 ${done ? 'bg-success-soft text-ink-900' : 'bg-stone-100 text-muted-foreground'}`}
    >
      <span aria-hidden="true" className="contents">
        {icon ?? <Send />}
      </span>
      <span>
        {label}
        {done && at ? ` le ${dateTime(at)}` : done ? '' : ' : pas encore'}
      </span>
    </li>
  );
}

function SignerRow({ request, signer }: { request: SignatureProgress; signer: SignerProgress }) {
  const remind = useRemindSigner();
  const senderLink = useSenderSigningLink();
  const navigate = useNavigate();
  const canRemind = request.state === 'pending' && signer.state === 'pending' && !signer.isSender;
  const canSignNow = request.state === 'pending' && signer.state === 'pending' && signer.isSender;
  return (
    <li className="grid gap-2 rounded-lg border border-border p-3" data-testid="signer-progress">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-words text-ink-950">{signer.name}</p>
          <p className="text-xs break-all text-muted-foreground">{signer.email}</p>
        </div>
        <Badge
          variant={signer.state === 'signed' ? 'success' : signer.state === 'declined' ? 'destructive' : 'neutral'}
        >
          {signer.state === 'signed' ? 'Signé' : signer.state === 'declined' ? 'Refusé' : 'En attente'}
        </Badge>
      </div>
      <ol aria-label={`Suivi de ${signer.name}`} className="grid gap-1 text-xs text-ink-700 sm:grid-cols-3">
        <TimelineStep done label={signer.isSender ? 'À signer dans Paraphe' : 'Envoyé'} at={request.createdAt} />
        <TimelineStep done={signer.openedAt !== null} label="Ouvert" at={signer.openedAt} icon={<Eye />} />
        <TimelineStep done={signer.signedAt !== null} label="Signé" at={signer.signedAt} icon={<Check />} />
      </ol>
      <ul className="grid gap-1 text-xs text-ink-700">
        {signer.declinedAt ? (
          <li className="flex items-start gap-1.5">
            <X aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
            <span>
              Refusé le {dateTime(signer.declinedAt)}&nbsp;: «&nbsp;{signer.declineReason}&nbsp;»
            </span>
          </li>
        ) : null}
        {signer.lastRemindedAt ? <li>Dernière relance le {dateTime(signer.lastRemindedAt)}</li> : null}
      </ul>
      {canSignNow ? (
        <Button
          size="sm"
          className="justify-self-start"
          isLoading={senderLink.isPending}
          onClick={() =>
            senderLink.mutate(request.id, {
              onSuccess: ({ token }) => navigate(`/signer/${encodeURIComponent(token)}`),
              onError: (failure) => toast.error(failure.message),
            })
          }
        >
          {senderLink.isPending ? null : <PenLine aria-hidden="true" />}
          Signer maintenant
        </Button>
      ) : null}
      {canRemind ? (
        <Button
          variant="secondary"
          size="sm"
          className="justify-self-start"
          isLoading={remind.isPending}
          onClick={() =>
            remind.mutate(
              { requestId: request.id, signerId: signer.id },
              {
                onSuccess: () => toast.success(`Relance envoyée à ${signer.name}`),
                onError: (failure) => toast.error(failure.message),
              },
            )
          }
        >
          {remind.isPending ? null : <BellRing aria-hidden="true" />}
          Relancer
        </Button>
      ) : null}
    </li>
  );
}

function ProgressBody({ request }: { request: SignatureProgress }) {
  const [busy, setBusy] = useState<string | null>(null);
  const download = (key: string, run: () => Promise<void>) => {
    setBusy(key);
    run()
      .catch((failure: Error) => toast.error(failure.message))
      .finally(() => setBusy(null));
  };
  return (
    <div className="grid gap-4">
      <p className="text-sm text-ink-800">
        <strong data-testid="signature-request-state">{requestLabels[request.state]}</strong> · envoyé le{' '}
        {formatDateLong(request.createdAt)}
        {request.state === 'pending' ? `, valable jusqu’au ${formatDateLong(request.expiresAt)}` : ''}
      </p>
      {request.state === 'expired' ? (
        <Alert variant="warning">Le délai est passé. Clôturez la demande pour modifier ou renvoyer le contrat.</Alert>
      ) : null}
      <ol className="grid gap-2">
        {request.signers.map((signer) => (
          <SignerRow key={signer.id} request={request} signer={signer} />
        ))}
      </ol>
      <div className="flex flex-wrap gap-2 border-t border-border pt-4">
        {request.state === 'completed' ? (
          <Button isLoading={busy === 'pdf'} onClick={() => download('pdf', () => downloadSignedPdf(request))}>
            {busy === 'pdf' ? null : <Download aria-hidden="true" />}
            Télécharger le PDF signé
          </Button>
        ) : null}
        <Button
          variant="secondary"
          isLoading={busy === 'csv'}
          onClick={() => download('csv', () => downloadAuditTrail(request, 'csv'))}
        >
          {busy === 'csv' ? null : <FileSpreadsheet aria-hidden="true" />}
          Journal (CSV)
        </Button>
        <Button
          variant="ghost"
          isLoading={busy === 'json'}
          onClick={() => download('json', () => downloadAuditTrail(request, 'json'))}
        >
          {busy === 'json' ? null : <FileJson aria-hidden="true" />}
          Journal (JSON)
        </Button>
        {request.state === 'pending' || request.state === 'expired' ? (
          <CancelSignatureButton request={request} />
        ) : null}
      </div>
    </div>
  );
}

export function SignatureProgressDialog({
  contractId,
  title,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  contractId: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes on close, when no trigger of its own opened the dialog. */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const latest = useQuery({ ...latestSignatureRequestQuery(contractId), enabled: open });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Suivi de la signature</DialogTitle>
          <DialogDescription className="break-words">«&nbsp;{title}&nbsp;»</DialogDescription>
        </DialogHeader>
        {latest.isPending ? <Skeleton className="h-40 w-full" /> : null}
        {latest.isError ? <Alert variant="destructive">{latest.error.message}</Alert> : null}
        {latest.data === null ? (
          <p className="text-sm text-muted-foreground">Ce contrat n’a pas été envoyé pour signature depuis Paraphe.</p>
        ) : null}
        {latest.data ? <ProgressBody request={latest.data} /> : null}
      </DialogContent>
    </Dialog>
  );
}
