import { useQuery } from '@tanstack/react-query';
import { PenLine, Send } from 'lucide-react';
import { useState } from 'react';
import type { Contract } from '#shared/contract/schema.ts';
import { Button } from '#client/components/ui/button.tsx';
import { contractQuery } from '#client/api/contracts.ts';
import { SendForSignatureDialog } from '#client/components/signature-request/send-for-signature-dialog.tsx';
import { SignatureProgressDialog } from '#client/components/signature-request/signature-progress-dialog.tsx';

/**
 * The signature entry of a contract: « Envoyer pour signature » once exported, « Suivi de
 * signature » once sent or signed. Nothing for a draft (the PDF sent must exist first).
 */
export function SignatureAction({ contract, size = 'sm' }: { contract: Contract; size?: 'sm' | 'md' }) {
  const [open, setOpen] = useState(false);
  if (contract.status === 'draft') return null;
  const sending = contract.status === 'exported';
  return (
    <>
      <Button
        variant={sending ? 'accent' : 'secondary'}
        size={size}
        onClick={() => setOpen(true)}
        aria-label={`${sending ? 'Envoyer pour signature' : 'Suivi de signature'} du contrat « ${contract.title} »`}
      >
        {sending ? <Send aria-hidden="true" /> : <PenLine aria-hidden="true" />}
        {sending ? 'Envoyer pour signature' : 'Suivi de signature'}
      </Button>
      {sending ? (
        open ? (
          <SendForSignatureDialog contract={contract} open={open} onOpenChange={setOpen} />
        ) : null
      ) : (
        <SignatureProgressDialog contractId={contract.id} title={contract.title} open={open} onOpenChange={setOpen} />
      )}
    </>
  );
}

/** The same entry where only the contract's id is at hand (the preview screen). */
export function SignatureActionForId({ contractId }: { contractId: string }) {
  const contract = useQuery(contractQuery(contractId));
  return contract.data ? <SignatureAction contract={contract.data} size="md" /> : null;
}
