import { queryOptions } from '@tanstack/react-query';
import { isApiError } from '#client/lib/api-error.ts';
import type { ContractTemplate } from '#shared/contract/schema.ts';
import { templateKeys } from '#client/api/contract-keys.ts';
import { fetchWithSession } from '#client/lib/session-fetch.ts';

/** GET /api/templates/{paid|ugc|gift}: the template's HTML, fetched once per type. */
export const templateQuery = (name: ContractTemplate) =>
  queryOptions({
    queryKey: templateKeys.template(name),
    queryFn: async ({ signal }) => (await fetchWithSession(`/templates/${name}`, signal)).text(),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

/**
 * GET /api/templates/fonts.css: the @font-face rules the PDF embeds, so the preview breaks its
 * lines with the same fonts. Without it (an older server) the preview uses the system fonts.
 */
export const fontStylesQuery = () =>
  queryOptions({
    queryKey: templateKeys.fonts(),
    queryFn: async ({ signal }) => {
      try {
        return await (await fetchWithSession('/templates/fonts.css', signal)).text();
      } catch (error) {
        if (isApiError(error) && error.status >= 400 && error.status < 500) return '';
        throw error;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
