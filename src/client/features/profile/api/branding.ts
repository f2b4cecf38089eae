import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Branding, brandingSchema, emptyBranding, type UpdateBrandingBody } from '#shared/api/branding.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { brandingQueryKey } from '#client/lib/branding.ts';

export function saveBranding(body: UpdateBrandingBody): Promise<Branding> {
  return apiRequest('/branding', { method: 'PUT', body, schema: brandingSchema });
}

export async function deleteBranding(): Promise<void> {
  await apiRequest('/branding', { method: 'DELETE' });
}

/** Saves the logo or the colour; every preview then renders with the server's answer. */
export function useSaveBranding() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveBranding,
    onSuccess: (branding) => client.setQueryData(brandingQueryKey, branding),
  });
}

export function useDeleteBranding() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteBranding,
    onSuccess: () => client.setQueryData(brandingQueryKey, emptyBranding),
  });
}
