import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Branding, brandingSchema } from '#shared/api/branding.ts';
import type { DocumentBranding } from '#shared/template/branding-header.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { useSession } from '#client/lib/use-session.ts';

/**
 * Brand personalisation (Pro): read by the profile card that edits it and by every screen that
 * renders a contract, so the preview shows the header the PDF will print.
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
