import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CreateSignatureRequestBody,
  latestSignatureRequestSchema,
  senderLinkSchema,
  type SignatureProgress,
  signatureProgressSchema,
  signatureRateSchema,
} from '#shared/api/signatures.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { contractKeys } from '#client/api/contract-keys.ts';
import { fetchWithSession } from '#client/lib/session-fetch.ts';
import { saveFile } from '#client/lib/save-file.ts';

/** The owner's side of the signature: one request per contract at a time, its progress and files. */

export const signatureKeys = {
  all: ['signatures'] as const,
  latest: (contractId: string) => ['signatures', 'contract', contractId] as const,
  rate: () => ['signatures', 'rate'] as const,
};

export function latestSignatureRequestQuery(contractId: string) {
  return queryOptions({
    queryKey: signatureKeys.latest(contractId),
    queryFn: ({ signal }) =>
      apiRequest(`/contracts/${contractId}/signature-request`, { schema: latestSignatureRequestSchema, signal }).then(
        (answer) => answer.request,
      ),
    // Signers act elsewhere: the panel follows them while it is open.
    refetchInterval: 15_000,
  });
}

export function signatureRateQuery() {
  return queryOptions({
    queryKey: signatureKeys.rate(),
    queryFn: ({ signal }) => apiRequest('/signatures/rate', { schema: signatureRateSchema, signal }),
  });
}

/** Every change of a request moves its contract's status too: both key families are refreshed. */
function useProgressMutation<Input>(send: (input: Input) => Promise<SignatureProgress>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (progress) => client.setQueryData(signatureKeys.latest(progress.contractId), progress),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: contractKeys.all });
      await client.invalidateQueries({ queryKey: signatureKeys.all });
    },
  });
}

export function useCreateSignatureRequest(contractId: string) {
  return useProgressMutation((body: CreateSignatureRequestBody) =>
    apiRequest(`/contracts/${contractId}/signature-requests`, {
      method: 'POST',
      body,
      schema: signatureProgressSchema,
    }),
  );
}

export function useRemindSigner() {
  return useProgressMutation(({ requestId, signerId }: { requestId: string; signerId: string }) =>
    apiRequest(`/signature-requests/${requestId}/signers/${signerId}/remind`, {
      method: 'POST',
      schema: signatureProgressSchema,
    }),
  );
}

export function useCancelSignatureRequest() {
  return useProgressMutation((requestId: string) =>
    apiRequest(`/signature-requests/${requestId}/cancel`, { method: 'POST', schema: signatureProgressSchema }),
  );
}

export async function downloadAuditTrail(request: SignatureProgress, format: 'json' | 'csv'): Promise<void> {
  const response = await fetchWithSession(`/signature-requests/${request.id}/audit-trail?format=${format}`);
  saveFile(await response.blob(), `Journal-signature-${request.contractId}.${format}`);
}

export async function downloadSignedPdf(request: SignatureProgress): Promise<void> {
  const response = await fetchWithSession(`/signature-requests/${request.id}/final-pdf`);
  saveFile(await response.blob(), `Contrat-signe-${request.contractId}.pdf`);
}

/** The owner who is a signatory signs in Paraphe: her session gives her own signing link. */
export function useSenderSigningLink() {
  return useMutation({
    mutationFn: (requestId: string) =>
      apiRequest(`/signature-requests/${requestId}/sender-link`, { method: 'POST', schema: senderLinkSchema }),
  });
}
