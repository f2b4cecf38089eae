import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '#client/lib/api-error.ts';

/** One client for the app: a 4xx is an answer, not a hiccup, so it is never retried. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => {
        if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
        return failureCount < 2;
      },
    },
    mutations: { retry: false },
  },
});
