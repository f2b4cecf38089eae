import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { advertiserTotalsSchema } from '#shared/api/law.ts';
import { parisDay } from '#shared/format/paris-time.ts';
import { advertiserKeyOf, type ThresholdStatus, thresholdStatus } from '#shared/law/threshold.ts';
import { type Finding, NO_OTHER_CONTRACTS } from '#shared/law/types.ts';
import { verdict } from '#shared/law/verdict.ts';
import { activeExclusivitiesSchema, exclusivityFindings } from '#shared/tracker/exclusivity.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { toPreviewContract } from '#client/components/contract-document/preview-contract.ts';
import type { EditorValues } from '#client/features/editor/lib/editor-values.ts';

export type LawVerdict = { findings: Finding[]; blocking: number; threshold: ThresholdStatus };

/**
 * The verdict of the law on the form's values, on every change: the same function the server
 * runs before an export or a signature. What the contract alone cannot know — the amounts
 * already received from this advertiser in the user's other contracts — comes from
 * GET /api/law/advertiser-totals.
 */
export function useLawVerdict(
  control: Control<EditorValues>,
  saved: { id: string; status: string } | null,
): LawVerdict {
  const values = useDeferredValue(useWatch({ control }));
  const contract = useMemo(() => toPreviewContract(values as EditorValues), [values]);
  const key = advertiserKeyOf(contract);
  const startDate = contract.clauses.duration.startDate;
  const totals = useQuery({
    queryKey: ['law', 'advertiser-totals', key.siret, key.name, startDate, saved?.id ?? null],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ siret: key.siret, name: contract.parties.creator.name, startDate });
      if (saved) params.set('contractId', saved.id);
      return apiRequest(`/law/advertiser-totals?${params}`, { schema: advertiserTotalsSchema, signal });
    },
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(startDate) && (key.siret !== '' || key.name !== ''),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  // A contract still being written is compared with the exclusivities the user's signed contracts grant.
  const isDraft = saved === null || saved.status === 'draft';
  const exclusivities = useQuery({
    queryKey: ['tracker', 'exclusivities'],
    queryFn: ({ signal }) => apiRequest('/tracker/exclusivities', { schema: activeExclusivitiesSchema, signal }),
    enabled: isDraft,
    staleTime: 60_000,
  });
  return useMemo(() => {
    const context = {
      today: parisDay(),
      isNew: saved === null || saved.status === 'draft',
      advertiser: totals.data ?? NO_OTHER_CONTRACTS,
    };
    const findings = [
      ...verdict(contract, context),
      ...(isDraft && exclusivities.data ? exclusivityFindings({ ...contract, id: saved?.id }, exclusivities.data) : []),
    ];
    return {
      findings,
      blocking: findings.filter((finding) => finding.severity === 'blocking').length,
      threshold: thresholdStatus(contract, context),
    };
  }, [contract, saved, totals.data, isDraft, exclusivities.data]);
}
