import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Branding, brandingSchema, type UpdateBrandingBody } from '#shared/api/branding.ts';
import type { DocumentBranding } from '#shared/template/branding-header.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { useSession } from '#client/lib/use-session.ts';

/**
 * Brand personalisation (Pro): read by the profile card that edits it and by every screen that
 * renders a contract, so the preview shows the header the PDF will print. GET and PUT /api/branding.
 */
export const brandingQueryKey = ['branding'] as const;

export function fetchBranding(signal?: AbortSignal): Promise<Branding> {
  return apiRequest('/branding', { schema: brandingSchema, signal });
}

export const brandingQueryOptions = () =>
  queryOptions({ queryKey: brandingQueryKey, queryFn: ({ signal }) => fetchBranding(signal), staleTime: 60_000 });

/** The branding to render with, or undefined on the free plan (the PDF prints none then either). */
export function useDocumentBranding(): DocumentBranding | undefined {
  const isPro = useSession().user?.plan === 'pro';
  const query = useQuery({ ...brandingQueryOptions(), enabled: isPro });
  return isPro ? query.data : undefined;
}

export function saveBranding(body: UpdateBrandingBody): Promise<Branding> {
  return apiRequest('/branding', { method: 'PUT', body, schema: brandingSchema });
}

/** Saves the logo or the colour; every preview then renders with the server's answer. */
export function useSaveBranding() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveBranding,
    onSuccess: (branding) => client.setQueryData(brandingQueryKey, branding),
  });
}
