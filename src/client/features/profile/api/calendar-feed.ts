import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type CalendarFeed, calendarFeedSchema } from '#shared/api/tracker.ts';
import { apiRequest } from '#client/lib/api-client.ts';

/**
 * /api/calendar-feed: the secret ICS address of the user's due dates. Its `url` comes only in
 * the answer that creates it; the cache never keeps it, so it is shown once.
 */
const calendarFeedKey = ['calendar-feed'] as const;

export const calendarFeedQuery = () =>
  queryOptions({
    queryKey: calendarFeedKey,
    queryFn: ({ signal }) => apiRequest('/calendar-feed', { schema: calendarFeedSchema, signal }),
  });

const withoutUrl = ({ active, createdAt }: CalendarFeed): CalendarFeed => ({ active, createdAt });

/** POST creates the address, or replaces it (the old one stops answering). Resolves with the new `url`. */
export function useCreateCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/calendar-feed', { method: 'POST', schema: calendarFeedSchema }),
    onSuccess: (feed) => client.setQueryData(calendarFeedKey, withoutUrl(feed)),
  });
}

/** DELETE revokes the address: calendars subscribed to it stop receiving the due dates. */
export function useRevokeCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<CalendarFeed> => {
      const answer = await apiRequest<unknown>('/calendar-feed', { method: 'DELETE' });
      return calendarFeedSchema.safeParse(answer).data ?? { active: false, createdAt: null };
    },
    onSuccess: (feed) => client.setQueryData(calendarFeedKey, withoutUrl(feed)),
    onSettled: () => client.invalidateQueries({ queryKey: calendarFeedKey }),
  });
}
