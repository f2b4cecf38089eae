import { useMemo } from 'react';
import type { ContractDraft } from '#shared/contract/schema.ts';
import { toPreviewContract } from '#client/components/contract-document/preview-contract.ts';
import { useValuesInTransition } from '#client/features/editor/hooks/use-values-in-transition.ts';

/** The form's values as a printable contract, after every keystroke, without holding the input up. */
export function useLiveContract(): ContractDraft {
  const values = useValuesInTransition();
  return useMemo(() => toPreviewContract(values), [values]);
}
