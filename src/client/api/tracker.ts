import { queryOptions } from '@tanstack/react-query';
import { type PaymentReminder, paymentReminderSchema, trackerSchema } from '#shared/api/tracker.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { networkError, toApiError } from '#client/lib/api-error.ts';
import { fileNameOf, saveFile } from '#client/lib/save-file.ts';
import { fetchWithSession } from '#client/lib/session-fetch.ts';
import { trackerKeys } from '#client/api/tracker-keys.ts';

/**
 * The tracker of a signed contract, by whoever opens it: its owner, signed in, under
 * /api/contracts/:id/tracker; the other party, by their signing link, under
 * /api/sign/:token/tracker. Both route families answer the same shapes, so the screens take one
 * `TrackerApi` and never ask which it is: what the viewer may do, the tracker says (`side`,
 * `canEditSchedule`).
 */
export type TrackerApi = {
  /** Under /api: `/contracts/:id/tracker` or `/sign/:token/tracker`. */
  path: string;
  queryKey: readonly unknown[];
  /** A file (screenshot, PDF) under `path`: with the session's bearer token, or the link alone. */
  fetchFile: (subPath: string, signal?: AbortSignal) => Promise<Response>;
};

export function ownerTrackerApi(contractId: string): TrackerApi {
  const path = `/contracts/${encodeURIComponent(contractId)}/tracker`;
  return {
    path,
    queryKey: trackerKeys.contract(contractId),
    // An <img> or a link cannot send the bearer token (it lives in memory only): fetched, then a blob.
    fetchFile: (subPath, signal) => fetchWithSession(`${path}${subPath}`, signal),
  };
}

export function signerTrackerApi(token: string): TrackerApi {
  const path = `/sign/${encodeURIComponent(token)}/tracker`;
  return {
    path,
    queryKey: trackerKeys.signer(token),
    fetchFile: async (subPath, signal) => {
      let response: Response;
      try {
        response = await fetch(`/api${path}${subPath}`, { signal });
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') throw error;
        throw networkError();
      }
      if (!response.ok) throw await toApiError(response);
      return response;
    },
  };
}

/** GET the tracker. A 409 CONTRACT_NOT_SIGNED is an answer, not a failure: no retry. */
export function trackerQuery(api: TrackerApi) {
  return queryOptions({
    queryKey: api.queryKey,
    queryFn: ({ signal }) => apiRequest(api.path, { schema: trackerSchema, signal }),
    retry: false,
  });
}

/** GET …/screenshots/:shotId as a Blob, for an object URL. */
export async function fetchScreenshot(
  api: TrackerApi,
  { itemId, shotId }: { itemId: string; shotId: string },
  signal?: AbortSignal,
): Promise<Blob> {
  const response = await api.fetchFile(
    `/publications/${encodeURIComponent(itemId)}/screenshots/${encodeURIComponent(shotId)}`,
    signal,
  );
  return response.blob();
}

/** A PDF of the tracker (dossier, invoice, formal notice), saved under the name the server gives. */
export async function downloadTrackerPdf(api: TrackerApi, subPath: string, fallbackName: string): Promise<void> {
  const response = await api.fetchFile(subPath);
  saveFile(await response.blob(), fileNameOf(response.headers.get('content-disposition'), fallbackName));
}

/** GET …/payments/:itemId/reminder: the creator's reminder, to copy or open in their mail app. */
export function fetchPaymentReminder(api: TrackerApi, itemId: string, signal?: AbortSignal): Promise<PaymentReminder> {
  return apiRequest(`${api.path}/payments/${encodeURIComponent(itemId)}/reminder`, {
    schema: paymentReminderSchema,
    signal,
  });
}
