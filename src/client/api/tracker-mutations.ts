import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ExternalInvoiceBody,
  type IssueInvoiceBody,
  type PaymentScheduleBody,
  type RecordPublicationBody,
  type ReviewPublicationBody,
  renewedSchema,
  type Tracker,
  trackerSchema,
} from '#shared/api/tracker.ts';
import { apiRequest, type HttpMethod } from '#client/lib/api-client.ts';
import type { TrackerApi } from '#client/api/tracker.ts';
import { trackerKeys } from '#client/api/tracker-keys.ts';

/**
 * The tracker's actions. Each answers the whole tracker, which replaces the cached one at once;
 * the dashboard's « À venir » is read again, as any of them may move an item out of it.
 */
function useTrackerMutation<Input>(
  api: TrackerApi,
  request: (input: Input) => { method: HttpMethod; path: string; body?: unknown },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => {
      const { method, path, body } = request(input);
      return apiRequest<Tracker>(`${api.path}${path}`, { method, body, schema: trackerSchema });
    },
    onSuccess: (tracker) => client.setQueryData(api.queryKey, tracker),
    onSettled: () => client.invalidateQueries({ queryKey: trackerKeys.upcoming() }),
  });
}

const item = (kind: 'publications' | 'payments' | 'rights', itemId: string) => `/${kind}/${encodeURIComponent(itemId)}`;

export function useRecordPublication(api: TrackerApi) {
  return useTrackerMutation(api, ({ itemId, body }: { itemId: string; body: RecordPublicationBody }) => ({
    method: 'POST',
    path: `${item('publications', itemId)}/record`,
    body,
  }));
}

export function useReviewPublication(api: TrackerApi) {
  return useTrackerMutation(api, ({ itemId, body }: { itemId: string; body: ReviewPublicationBody }) => ({
    method: 'POST',
    path: `${item('publications', itemId)}/review`,
    body,
  }));
}

export function useDeclarePayment(api: TrackerApi) {
  return useTrackerMutation(api, ({ itemId, paidOn }: { itemId: string; paidOn: string }) => ({
    method: 'POST',
    path: `${item('payments', itemId)}/declare`,
    body: { paidOn },
  }));
}

export function useConfirmPayment(api: TrackerApi) {
  return useTrackerMutation(api, (itemId: string) => ({ method: 'POST', path: `${item('payments', itemId)}/confirm` }));
}

export function useUpdatePaymentSchedule(api: TrackerApi) {
  return useTrackerMutation(api, (body: PaymentScheduleBody) => ({ method: 'PUT', path: '/payments', body }));
}

export function useCreateInvoice(api: TrackerApi) {
  return useTrackerMutation(api, ({ itemId, body }: { itemId: string; body: IssueInvoiceBody }) => ({
    method: 'POST',
    path: `${item('payments', itemId)}/invoice`,
    body,
  }));
}

export function useRecordExternalInvoice(api: TrackerApi) {
  return useTrackerMutation(api, ({ itemId, body }: { itemId: string; body: ExternalInvoiceBody }) => ({
    method: 'POST',
    path: `${item('payments', itemId)}/external-invoice`,
    body,
  }));
}

export function useConfirmWithdrawal(api: TrackerApi) {
  return useTrackerMutation(api, (itemId: string) => ({ method: 'POST', path: `${item('rights', itemId)}/withdrawn` }));
}

/** Renews a use by an amendment: the answer names the new draft, which the editor opens. */
export function useRenewRight(api: TrackerApi) {
  return useMutation({
    mutationFn: (itemId: string) =>
      apiRequest(`${api.path}${item('rights', itemId)}/renew`, { method: 'POST', schema: renewedSchema }),
  });
}
