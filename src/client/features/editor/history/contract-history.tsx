import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { ContractVersionSummary } from '#shared/api/contract-history.ts';
import type { Contract } from '#shared/contract/schema.ts';
import { PlanBadge } from '#client/components/account/plan-badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { errorMessageFor, isApiError } from '#client/lib/api-error.ts';
import { useCurrentUser } from '#client/lib/use-session.ts';
import { contractVersionsQuery, useRestoreContractVersion } from '#client/features/editor/api/history.ts';
import { HistoryPanel } from '#client/features/editor/history/history-panel.tsx';
import { ProHistoryPrompt } from '#client/features/editor/history/pro-history-prompt.tsx';
import { RestoreDialog } from '#client/features/editor/history/restore-dialog.tsx';
import { VersionViewer, type ViewerTab } from '#client/features/editor/history/version-viewer.tsx';

type ContractHistoryProps = {
  contractId: string;
  /** The version the editor holds: a restore is based on it, like a save. */
  currentVersion: number;
  readOnly: boolean;
  hasUnsavedChanges: boolean;
  /** The contract as restored: the editor takes it in place of its values. */
  onRestored: (contract: Contract) => Promise<void>;
};

/** « Historique » in the editor: the versions of the contract (Pro), or the way to Pro. */
export function ContractHistory(props: ContractHistoryProps) {
  const { contractId, currentVersion, readOnly, hasUnsavedChanges, onRestored } = props;
  const user = useCurrentUser();
  const isPro = user.plan === 'pro';
  const [open, setOpen] = useState(false);
  const [viewing, setViewing] = useState<{ version: number; tab: ViewerTab } | null>(null);
  const [restoring, setRestoring] = useState<ContractVersionSummary | null>(null);
  const list = useQuery({ ...contractVersionsQuery(contractId), enabled: open && isPro });
  const restore = useRestoreContractVersion();

  const confirmRestore = () => {
    if (!restoring) return;
    restore.mutate(
      { id: contractId, version: restoring.version, baseVersion: currentVersion },
      {
        onSuccess: async (contract) => {
          await onRestored(contract);
          toast.success(`Version ${restoring.version} restaurée`, {
            description: `Elle est devenue la version ${contract.version} du contrat.`,
          });
          setRestoring(null);
          setViewing(null);
          setOpen(false);
        },
        onError: (error) => {
          setRestoring(null);
          if (isApiError(error, 'STALE_VERSION')) void list.refetch();
          toast.error(errorMessageFor(error, 'La restauration a échoué. Réessayez.'));
        },
      },
    );
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <History aria-hidden="true" />
        Historique
        {isPro ? null : <PlanBadge plan="pro" />}
      </Button>
      {isPro ? (
        <>
          <HistoryPanel
            open={open}
            onOpenChange={setOpen}
            list={list}
            readOnly={readOnly}
            onView={(version) => setViewing({ version: version.version, tab: 'apercu' })}
            onCompare={(version) => setViewing({ version: version.version, tab: 'differences' })}
            onRestore={setRestoring}
          />
          <VersionViewer
            contractId={contractId}
            version={viewing?.version ?? null}
            tab={viewing?.tab ?? 'apercu'}
            isCurrent={viewing?.version === (list.data?.currentVersion ?? currentVersion)}
            canRestore={!readOnly}
            hasUnsavedChanges={hasUnsavedChanges}
            onTabChange={(tab) => setViewing((shown) => (shown ? { ...shown, tab } : shown))}
            onRestore={setRestoring}
            onClose={() => setViewing(null)}
          />
          <RestoreDialog
            version={restoring}
            currentVersion={currentVersion}
            hasUnsavedChanges={hasUnsavedChanges}
            isRestoring={restore.isPending}
            onConfirm={confirmRestore}
            onCancel={() => setRestoring(null)}
          />
        </>
      ) : (
        <ProHistoryPrompt open={open} onOpenChange={setOpen} />
      )}
    </>
  );
}
