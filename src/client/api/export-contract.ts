import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { type CreditBalance, type ExportResponse, exportResponseSchema } from '#shared/api/credits.ts';
import { messages } from '#shared/messages.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { errorMessageFor, isApiError } from '#client/lib/api-error.ts';
import {
  creditBalanceQuery,
  creditBalanceQueryKey,
  hasExportCredit,
  refreshCreditBalance,
} from '#client/api/credits.ts';
import { confirmLastExport, isLastExport, showOutOfExports } from '#client/lib/export-quota-store.ts';
import { fileNameOf, saveFile } from '#client/lib/save-file.ts';
import { fetchWithSession } from '#client/lib/session-fetch.ts';
import { contractKeys } from '#client/api/contract-keys.ts';

/**
 * POST /api/contracts/:id/export: spends a credit (or not, for the same version) and answers
 * where the PDF is, and what it is: the contract, or a draft marked « PROJET — non conforme »
 * when the law engine blocks the contract (no credit spent).
 */
export async function requestExport(contractId: string): Promise<ExportResponse> {
  return apiRequest(`/contracts/${encodeURIComponent(contractId)}/export`, {
    method: 'POST',
    schema: exportResponseSchema,
  });
}

export type ExportKind = ExportResponse['kind'];

/** GET of the `downloadUrl` the export answered; the file keeps the name the server gives it. */
export async function downloadExport(downloadUrl: string): Promise<{ pdf: Blob; fileName: string }> {
  const response = await fetchWithSession(downloadUrl);
  return {
    pdf: await response.blob(),
    fileName: fileNameOf(response.headers.get('content-disposition'), 'Contrat.pdf'),
  };
}

/**
 * The export flow of spec section 4, the only one: the list, the dashboard, the preview page
 * and the editor (after its own save) all call it. `exportContract(id)`:
 * 1. asks GET /api/credits/balance afresh and, when a free plan has none left, stops with the
 *    no-credit dialog — unless the export may be a draft, which is free: a contract the law
 *    engine blocks is exported marked « PROJET » without a credit, so the server decides
 *    (`expected`: what the caller knows it will produce; the editor knows, the list does not).
 *    A failed balance fetch is ignored: the server refuses anyway;
 * 2. POST /api/contracts/:id/export → { downloadUrl }, then GET downloadUrl with the bearer
 *    token, saved under the name the server gives (Contrat-{id}.pdf);
 * 3. says how it went in one toast ('Téléchargement en cours' → 'Contrat exporté en PDF' or
 *    'Erreur lors du téléchargement du fichier'; 402 NO_CREDITS → the no-credit toast);
 * 4. refreshes the contracts (status) and every remaining-exports counter.
 * It never throws: it resolves with what was saved ('contract', or 'draft' when the law engine
 * blocks the contract: a PDF marked « PROJET — non conforme », no credit spent), false otherwise
 * (the user has already been told why). The caller decides what follows (the editor goes to /contracts).
 */
export function useExportContract() {
  const queryClient = useQueryClient();
  const [exportingId, setExportingId] = useState<string | null>(null);

  // A dialog with the renewal date, the packs and Pro, never a passing toast.
  const showNoCredits = useCallback(() => {
    showOutOfExports(queryClient.getQueryData<CreditBalance>(creditBalanceQueryKey) ?? null);
  }, [queryClient]);

  const exportContract = useCallback(
    async (contractId: string, expected?: ExportKind): Promise<ExportKind | false> => {
      setExportingId(contractId);
      const toastId = `export-${contractId}`;
      try {
        const balance = await queryClient.fetchQuery({ ...creditBalanceQuery(), retry: false }).catch(() => null);
        // Spec section 8: a failed balance fetch is ignored; the server still refuses a spent quota.
        if (balance && !hasExportCredit(balance) && expected === 'contract') {
          showNoCredits();
          return false;
        }
        // A word before the last free export of the month: it can wait, or be bought more of.
        // A draft spends nothing: no word.
        if (balance && expected !== 'draft' && isLastExport(balance) && !(await confirmLastExport(balance))) {
          return false;
        }
        toast.loading(messages.downloadPending, { id: toastId });
        const { downloadUrl, kind } = await requestExport(contractId);
        const { pdf, fileName } = await downloadExport(downloadUrl);
        saveFile(pdf, fileName);
        if (kind === 'draft') toast.warning(messages.draftExported, { id: toastId });
        else toast.success(messages.downloadSucceeded, { id: toastId });
        return kind;
      } catch (error) {
        if (isApiError(error, 'NO_CREDITS')) {
          toast.dismiss(toastId);
          showNoCredits();
        } else if (isApiError(error, 'PRO_REQUIRED')) {
          // A contract saved while Pro, with advanced clauses still on, after the plan ended.
          toast.error(messages.proClausesRequired, { id: toastId });
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
          refreshCreditBalance(queryClient),
        ]);
      }
    },
    [queryClient, showNoCredits],
  );

  return { exportContract, exportingId, isExporting: exportingId !== null };
}
