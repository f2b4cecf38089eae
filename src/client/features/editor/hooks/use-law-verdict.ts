import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { advertiserTotalsSchema } from '#shared/api/law.ts';
import type { ContractDraft } from '#shared/contract/schema.ts';
import { parisDay } from '#shared/format/paris-time.ts';
import { advertiserKeyOf, type ThresholdStatus, thresholdStatus } from '#shared/law/threshold.ts';
import { type AdvertiserTotals, type Finding, NO_OTHER_CONTRACTS } from '#shared/law/types.ts';
import { verdict } from '#shared/law/verdict.ts';
import { type ActiveExclusivity, activeExclusivitiesSchema, exclusivityFindings } from '#shared/tracker/exclusivity.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { toPreviewContract } from '#client/components/contract-document/preview-contract.ts';
import { useValuesInTransition } from '#client/features/editor/hooks/use-values-in-transition.ts';

export type LawVerdict = { findings: Finding[]; blocking: number; threshold: ThresholdStatus };

type SavedContract = { id: string; status: string };

/**
 * The verdict of the law on the form's values, on every change: the same function the server
 * runs before an export or a signature. What the contract alone cannot know — the amounts
 * already received from this advertiser in the user's other contracts — comes from
 * GET /api/law/advertiser-totals.
 */
export function useLawVerdict(saved: SavedContract | null): LawVerdict {
  const values = useValuesInTransition();
  const contract = useMemo(() => toPreviewContract(values), [values]);
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
  return useMemo(
    () => lawVerdictOf(contract, { saved, advertiser: totals.data, exclusivities: exclusivities.data }),
    [contract, saved, totals.data, exclusivities.data],
  );
}

type VerdictInputs = {
  saved: SavedContract | null;
  /** Absent until GET /api/law/advertiser-totals answers: no other contract counted. */
  advertiser?: AdvertiserTotals | undefined;
  /** Absent until GET /api/tracker/exclusivities answers, and for a contract no longer a draft. */
  exclusivities?: ActiveExclusivity[] | undefined;
};

/** The verdict itself, from the contract and what the API said of the user's other contracts. */
export function lawVerdictOf(contract: ContractDraft, { saved, advertiser, exclusivities }: VerdictInputs): LawVerdict {
  const isDraft = saved === null || saved.status === 'draft';
  const context = { today: parisDay(), isNew: isDraft, advertiser: advertiser ?? NO_OTHER_CONTRACTS };
  const findings = [
    ...verdict(contract, context),
    ...(isDraft && exclusivities ? exclusivityFindings({ ...contract, id: saved?.id }, exclusivities) : []),
  ];
  return {
    findings,
    blocking: findings.filter((finding) => finding.severity === 'blocking').length,
    threshold: thresholdStatus(contract, context),
  };
}
