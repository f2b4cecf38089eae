import { CircleCheck, CircleSlash, Clock, Download, FileX } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SigningView } from '#shared/api/signatures.ts';
import { formatDateLong } from '#shared/format/dates.ts';
import { Button } from '#client/components/ui/button.tsx';

function Outcome({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="grid justify-items-center gap-3 rounded-xl border border-border bg-surface p-6 text-center shadow-card">
      <span className="text-gold-700 [&_svg]:size-10" aria-hidden="true">
        {icon}
      </span>
      <h2 className="font-serif text-xl font-semibold text-ink-950">{title}</h2>
      <div className="grid max-w-prose gap-2 text-sm text-ink-800">{children}</div>
    </section>
  );
}

/** What the link shows once there is nothing left to sign; null while the signer may act. */
function FinalPdfLink({ token }: { token: string }) {
  return (
    <Button asChild size="lg" className="h-auto min-h-12 justify-self-center py-2.5 text-center whitespace-normal">
      <a href={`/api/sign/${encodeURIComponent(token)}/final-pdf`} download>
        <Download aria-hidden="true" />
        Télécharger le contrat signé et son certificat
      </a>
    </Button>
  );
}

export function SigningOutcome({ view, token }: { view: SigningView; token: string }) {
  if (view.signer.state === 'signed') {
    const done = view.state === 'completed';
    return (
      <Outcome icon={<CircleCheck />} title="Vous avez signé ce contrat">
        <p>
          Signature enregistrée{view.signer.signedAt ? ` le ${formatDateLong(view.signer.signedAt)}` : ''}.{' '}
          {done
            ? 'Toutes les parties ont signé : voici le contrat signé, suivi de son certificat (le dossier de preuve). Il vous a aussi été envoyé par e-mail.'
            : 'Dès que toutes les parties auront signé, vous recevrez par e-mail le contrat signé et son certificat.'}
        </p>
        {done ? <FinalPdfLink token={token} /> : null}
      </Outcome>
    );
  }
  if (view.state === 'expired') {
    return (
      <Outcome icon={<Clock />} title="Cette demande de signature a expiré">
        <p>
          Le délai de signature a pris fin le {formatDateLong(view.expiresAt)}. Si vous souhaitez toujours signer,
          demandez à {view.ownerName} de vous renvoyer le contrat.
        </p>
      </Outcome>
    );
  }
  if (view.state === 'cancelled') {
    return (
      <Outcome icon={<FileX />} title="Cette demande de signature a été annulée">
        <p>{view.ownerName} a retiré le contrat : vous n’avez plus rien à signer.</p>
      </Outcome>
    );
  }
  if (view.state === 'declined' || view.signer.state === 'declined') {
    return (
      <Outcome icon={<CircleSlash />} title="La signature a été refusée">
        <p>
          {view.signer.state === 'declined'
            ? 'Vous avez refusé de signer ce contrat. L’expéditeur a été prévenu.'
            : 'Un signataire a refusé de signer : la demande est close.'}
        </p>
      </Outcome>
    );
  }
  if (view.state === 'completed') {
    return (
      <Outcome icon={<CircleCheck />} title="Ce contrat est signé">
        <p>Toutes les parties ont signé.</p>
        <FinalPdfLink token={token} />
      </Outcome>
    );
  }
  return null;
}
