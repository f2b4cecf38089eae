import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type SignBody, type SigningView, signingViewSchema } from '#shared/api/signatures.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { networkError, toApiError } from '#client/lib/api-error.ts';

/** The signer's calls: no session, the link's token is the key. */

const okSchema = z.object({ ok: z.literal(true) });
const base = (token: string) => `/sign/${encodeURIComponent(token)}`;

export const signingKeys = { view: (token: string) => ['signing', token] as const };

export function signingViewQuery(token: string) {
  return queryOptions({
    queryKey: signingKeys.view(token),
    queryFn: ({ signal }) => apiRequest(base(token), { schema: signingViewSchema, signal }),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** The PDF to sign, as a Blob for the browser's own viewer. */
export async function fetchSigningDocument(token: string, signal?: AbortSignal): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(`/api${base(token)}/document`, { signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError();
  }
  if (!response.ok) throw await toApiError(response);
  return response.blob();
}

function useRefreshView(token: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: signingKeys.view(token) });
}

export function useSendCode(token: string) {
  const refresh = useRefreshView(token);
  return useMutation({
    mutationFn: () => apiRequest(`${base(token)}/code`, { method: 'POST', schema: okSchema }),
    onSuccess: refresh,
  });
}

export function useVerifyCode(token: string) {
  const refresh = useRefreshView(token);
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest(`${base(token)}/code/verify`, { method: 'POST', body: { code }, schema: okSchema }),
    onSettled: refresh,
  });
}

export function useSignDocument(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SignBody) =>
      apiRequest<SigningView>(`${base(token)}/sign`, { method: 'POST', body, schema: signingViewSchema }),
    onSuccess: (view) => client.setQueryData(signingKeys.view(token), view),
  });
}

export function useDeclineSignature(token: string) {
  const refresh = useRefreshView(token);
  return useMutation({
    mutationFn: (reason: string) =>
      apiRequest(`${base(token)}/decline`, { method: 'POST', body: { reason }, schema: okSchema }),
    onSuccess: refresh,
  });
}
