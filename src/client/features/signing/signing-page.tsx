import { useQuery } from '@tanstack/react-query';
import { Clock, ShieldCheck } from 'lucide-react';
import { useRef } from 'react';
import { useParams } from 'react-router';
import { formatDateLong } from '#shared/format/dates.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { PageSpinner } from '#client/components/ui/spinner.tsx';
import { signingViewQuery } from '#client/features/signing/api/signing-api.ts';
import { CodeStep } from '#client/features/signing/components/code-step.tsx';
import { DeclineDialog } from '#client/features/signing/components/decline-dialog.tsx';
import { DocumentPanel } from '#client/features/signing/components/document-panel.tsx';
import { type PagesRead, SignForm } from '#client/features/signing/components/sign-form.tsx';
import { SigningOutcome } from '#client/features/signing/components/signing-outcome.tsx';
import { SignerTracker } from '#client/features/signing/components/signer-tracker.tsx';

/**
 * /signer/:token — the page of a signer's personal link, without an account, phone first:
 * read the contract, prove the address with a code, then sign or refuse. Once every party has
 * signed, the same link follows the contract (« Suivi du contrat »).
 */
export function SigningPage() {
  const { token = '' } = useParams();
  const view = useQuery(signingViewQuery(token));
  // The pages of the document that were on screen, sent with the signature for the proof file.
  const reading = useRef<PagesRead>({ seen: new Set(), total: 0 });
  const pageSeen = (page: number, total: number) => {
    reading.current.seen.add(page);
    reading.current.total = total;
  };

  return (
    <div className="min-h-dvh bg-stone-50">
      <title>Signature électronique · Paraphe</title>
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-3">
          <span className="font-serif text-xl font-semibold text-ink-950">Paraphe</span>
          <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <ShieldCheck aria-hidden="true" className="size-4 text-success" />
            Signature électronique sécurisée
          </span>
        </div>
      </header>
      <main className="mx-auto grid max-w-5xl grid-cols-1 gap-6 px-4 py-6">
        {view.isPending ? <PageSpinner label="Chargement du contrat…" /> : null}
        {view.isError ? (
          <Alert variant="destructive" title="Ce lien de signature n’est pas valable">
            {view.error.message} Vérifiez que vous avez ouvert le lien complet reçu par e-mail.
          </Alert>
        ) : null}
        {view.data ? (
          <>
            <div className="grid gap-1">
              <p className="text-sm text-muted-foreground">
                {view.data.signer.isSender
                  ? 'Votre contrat est prêt à être signé'
                  : `${view.data.ownerName} vous invite à signer`}
              </p>
              <h1 className="font-serif text-2xl font-semibold break-words text-ink-950">{view.data.contractTitle}</h1>
              <p className="text-sm text-muted-foreground">
                Signataire : {view.data.signer.name} ({view.data.signer.email})
              </p>
            </div>
            <SigningOutcome view={view.data} token={token} />
            {view.data.state === 'completed' ? <SignerTracker token={token} /> : null}
            {view.data.state === 'pending' && view.data.signer.state === 'pending' ? (
              <>
                <DocumentPanel
                  token={token}
                  title={view.data.contractTitle}
                  sha256={view.data.documentSha256}
                  onPageSeen={pageSeen}
                />
                <section
                  aria-labelledby="sign-title"
                  className="grid gap-4 rounded-xl border border-border bg-surface p-5 shadow-card"
                >
                  <h2 id="sign-title" className="font-serif text-lg font-semibold text-ink-950">
                    Signer
                  </h2>
                  <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
                    <Clock aria-hidden="true" className="size-3.5" />
                    Demande valable jusqu’au {formatDateLong(view.data.expiresAt)}
                  </p>
                  {view.data.waitingForOthers ? (
                    <Alert title="Ce n’est pas encore à vous">
                      {view.data.otherSigners.map((other) => other.name).join(', ')} doit signer avant vous. Vous
                      recevrez un e-mail dès que ce sera votre tour.
                    </Alert>
                  ) : view.data.codeVerified ? (
                    <SignForm token={token} view={view.data} reading={reading} />
                  ) : (
                    <CodeStep token={token} view={view.data} />
                  )}
                  <div className="border-t border-border pt-4">
                    <DeclineDialog token={token} />
                  </div>
                </section>
              </>
            ) : null}
          </>
        ) : null}
      </main>
    </div>
  );
}
