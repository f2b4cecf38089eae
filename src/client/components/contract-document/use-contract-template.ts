import { useQuery } from '@tanstack/react-query';
import type { ContractType } from '#shared/contract/schema.ts';
import { templateNameOf } from '#shared/contract/status.ts';
import { fontStylesQuery, templateQuery } from '#client/api/templates.ts';

/**
 * What the preview needs besides the contract: the type's template and the PDF's fonts. The
 * preview waits for the fonts' answer (or its absence) so its first layout is already the
 * PDF's; a missing fonts file only means system fonts.
 */
export function useContractTemplate(type: ContractType) {
  const template = useQuery(templateQuery(templateNameOf(type)));
  const fonts = useQuery(fontStylesQuery());
  return {
    templateHtml: template.data ?? null,
    fontCss: fonts.data ?? '',
    isLoading: template.isPending || fonts.isPending,
    error: template.error,
    retry: () => template.refetch(),
  };
}
