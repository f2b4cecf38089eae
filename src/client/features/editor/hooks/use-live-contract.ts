import { useDeferredValue, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import type { ContractDraft } from '#shared/contract/schema.ts';
import { toPreviewContract } from '#client/components/contract-document/preview-contract.ts';
import type { EditorValues } from '#client/features/editor/lib/editor-values.ts';

/**
 * The form's values as a printable contract, on every keystroke. Deferred: a burst of typing
 * renders the latest state once instead of queueing a render per key.
 */
export function useLiveContract(): ContractDraft {
  const values = useWatch<EditorValues>();
  const deferred = useDeferredValue(values);
  return useMemo(() => toPreviewContract(deferred), [deferred]);
}
