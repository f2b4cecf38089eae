import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { messages } from '#shared/messages.ts';
import type { ContractDraft, ContractStatus, ContractType } from '#shared/contract/schema.ts';
import { isApiError } from '#client/lib/api-error.ts';
import { contractQuery } from '#client/api/contracts.ts';
import { readFullScreenState } from '#client/lib/contract-navigation.ts';

export type PreviewSource =
  | { kind: 'empty' }
  | { kind: 'loading' }
  | { kind: 'not-found' }
  | { kind: 'error'; retry: () => void; isRetrying: boolean }
  | {
      kind: 'ready';
      data: ContractDraft;
      type: ContractType;
      /** The saved contract this is, or null for a contract never saved. */
      contractId: string | null;
      status: ContractStatus | null;
      /** Values from the editor that differ from (or were never) saved. */
      unsaved: boolean;
    };

/**
 * What /contract-preview shows (spec section 2): the editor's unsaved values from the
 * navigation state, else the saved contract named by `?id=`.
 */
export function usePreviewSource(): PreviewSource {
  const [params] = useSearchParams();
  const location = useLocation();
  const fromEditor = readFullScreenState(location.state);
  const id = fromEditor?.contractId ?? params.get('id');
  const saved = useQuery({ ...contractQuery(id ?? ''), enabled: id !== null && id !== '' });
  const missing = isApiError(saved.error) && (saved.error.status === 404 || saved.error.status === 400);

  useEffect(() => {
    if (saved.isError && !missing && !fromEditor) toast.error(messages.previewLoadFailed, { id: 'preview-load' });
  }, [saved.isError, missing, fromEditor]);

  if (fromEditor) {
    return {
      kind: 'ready',
      data: fromEditor.data,
      type: fromEditor.type,
      contractId: fromEditor.contractId,
      status: saved.data?.status ?? null,
      unsaved: true,
    };
  }
  if (!id) return { kind: 'empty' };
  if (saved.isPending) return { kind: 'loading' };
  if (saved.isError) {
    return missing
      ? { kind: 'not-found' }
      : { kind: 'error', retry: () => void saved.refetch(), isRetrying: saved.isFetching };
  }
  return {
    kind: 'ready',
    data: saved.data,
    type: saved.data.type,
    contractId: saved.data.id,
    status: saved.data.status,
    unsaved: false,
  };
}
