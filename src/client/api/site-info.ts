import { queryOptions, useQuery } from '@tanstack/react-query';
import { type SiteInfo, siteInfoSchema } from '#shared/api/contact.ts';
import { apiRequest } from '#client/lib/api-client.ts';

/**
 * GET /api/public/site-info: the contact card's values and the legal notice's, from the
 * server's configuration. They change only with a redeployment: fetched once per visit.
 */
export const siteInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['site-info'],
    queryFn: ({ signal }): Promise<SiteInfo> => apiRequest('/public/site-info', { schema: siteInfoSchema, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useSiteInfo() {
  return useQuery(siteInfoQueryOptions());
}
