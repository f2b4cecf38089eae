import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { messages } from '#shared/messages.ts';
import { errorMessageFor, isApiError } from '#client/lib/api-error.ts';
import { reloadAccount } from '#client/lib/session-account.ts';
import { contractKeys, creditKeys } from '#client/features/contracts/api/contract-keys.ts';
import {
  creditBalanceQuery,
  downloadExport,
  hasExportCredit,
  requestExport,
} from '#client/features/contracts/api/credits-api.ts';
import { exportFileName, saveFile } from '#client/features/contracts/export/save-file.ts';

/** Where a free user goes to upgrade (the profile holds the subscription card for now). */
export const UPGRADE_PATH = '/profile';

/**
 * The export flow of spec section 4, shared by the editor, the list, the dashboard and the
 * preview: check the credits, request the export, download the PDF with the bearer token,
 * save it as Contrat-{id}.pdf, then refresh everything that shows a count.
 */
export function useExportContract() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [exportingId, setExportingId] = useState<string | null>(null);

  const showNoCredits = useCallback(() => {
    toast.error(messages.noCredits, {
      id: 'no-credits',
      action: { label: 'Passer en Pro', onClick: () => navigate(UPGRADE_PATH) },
    });
  }, [navigate]);

  const exportContract = useCallback(
    async (contractId: string): Promise<boolean> => {
      setExportingId(contractId);
      const toastId = `export-${contractId}`;
      try {
        const balance = await queryClient.fetchQuery(creditBalanceQuery()).catch(() => null);
        // Spec section 8: a failed balance fetch is ignored; the server still refuses a spent quota.
        if (balance && !hasExportCredit(balance)) {
          showNoCredits();
          return false;
        }
        toast.loading(messages.downloadPending, { id: toastId });
        const downloadUrl = await requestExport(contractId);
        const pdf = await downloadExport(downloadUrl);
        saveFile(pdf, exportFileName(contractId));
        toast.success(messages.downloadSucceeded, { id: toastId });
        return true;
      } catch (error) {
        if (isApiError(error, 'NO_CREDITS')) {
          toast.dismiss(toastId);
          showNoCredits();
        } else {
          console.error('Export du contrat impossible', error);
          toast.error(errorMessageFor(error, messages.downloadFailed), { id: toastId });
        }
        return false;
      } finally {
        setExportingId(null);
        // Navbar, sidebar, dashboard and list counts follow at once; nobody waits for them.
        void Promise.all([
          queryClient.invalidateQueries({ queryKey: contractKeys.all }),
          queryClient.invalidateQueries({ queryKey: creditKeys.balance() }),
          reloadAccount().catch(() => undefined),
        ]);
      }
    },
    [queryClient, showNoCredits],
  );

  return { exportContract, exportingId, isExporting: exportingId !== null };
}
