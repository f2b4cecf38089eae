import { ArrowLeft, Download, Pencil } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { ContractStatus, ContractType } from '#shared/contract/schema.ts';
import { canEditContract } from '#shared/contract/status.ts';
import { Button } from '#client/components/ui/button.tsx';
import { type EditorLocationState, editorPath } from '#client/lib/contract-navigation.ts';
import { SignatureActionForId } from '#client/components/signature-request/signature-action.tsx';
import { TrackContractButton } from '#client/components/contract/contract-actions.tsx';

type PreviewActionsProps = {
  contractId: string | null;
  title: string;
  type: ContractType;
  status: ContractStatus | null;
  unsaved: boolean;
  isExporting: boolean;
  onExport: (contractId: string) => void;
};

type EditorTarget = Pick<PreviewActionsProps, 'contractId' | 'type' | 'unsaved'>;

/** To the editor; unsaved values come back there from the local draft without a question. */
function useOpenEditor({ contractId, type, unsaved }: EditorTarget) {
  const navigate = useNavigate();
  return () => {
    const state: EditorLocationState | undefined = unsaved ? { resumeDraft: true } : undefined;
    void navigate(editorPath(contractId ? { contractId } : { type }), { state });
  };
}

/** Retour: where the user came from, else the editor (unsaved values) or the list. */
export function BackButton(target: EditorTarget) {
  const navigate = useNavigate();
  const openEditor = useOpenEditor(target);
  const goBack = () => {
    if (window.history.state?.idx > 0) void navigate(-1);
    else if (target.unsaved) openEditor();
    else void navigate('/contracts');
  };
  return (
    <Button variant="ghost" size="sm" className="-ml-2 w-fit" onClick={goBack}>
      <ArrowLeft aria-hidden="true" />
      Retour
    </Button>
  );
}

/** Modifier and Exporter PDF (spec section 2, contract preview); a signed contract has no Modifier, and its « Suivi ». */
export function PreviewActions({
  contractId,
  type,
  status,
  unsaved,
  isExporting,
  onExport,
  title,
}: PreviewActionsProps) {
  const openEditor = useOpenEditor({ contractId, type, unsaved });
  const editable = status === null || canEditContract(status);
  return (
    <div className="flex flex-wrap items-center gap-2">
      {editable ? (
        <Button variant="secondary" onClick={openEditor}>
          <Pencil aria-hidden="true" />
          Modifier
        </Button>
      ) : null}
      <Button
        onClick={() => contractId && onExport(contractId)}
        disabled={!contractId || unsaved}
        isLoading={isExporting}
        aria-describedby={unsaved ? 'apercu-non-sauvegarde' : undefined}
      >
        {isExporting ? null : <Download aria-hidden="true" />}
        Exporter PDF
      </Button>
      {contractId && !unsaved ? <SignatureActionForId contractId={contractId} /> : null}
      {contractId && status ? (
        <TrackContractButton contractId={contractId} title={title} status={status} size="md" />
      ) : null}
    </div>
  );
}
