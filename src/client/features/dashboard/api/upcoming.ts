import { queryOptions } from '@tanstack/react-query';
import { type Upcoming, upcomingSchema } from '#shared/api/tracker.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { trackerKeys } from '#client/api/tracker-keys.ts';

/** GET /api/tracker/upcoming: the next due dates and the late items of every signed contract. */
export const upcomingQuery = () =>
  queryOptions({
    queryKey: trackerKeys.upcoming(),
    queryFn: ({ signal }): Promise<Upcoming> => apiRequest('/tracker/upcoming', { schema: upcomingSchema, signal }),
    staleTime: 30_000,
  });
