import { queryOptions } from '@tanstack/react-query';
import { type ConsoleOperator, consoleOperatorSchema } from '#shared/api/support-chat.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { consoleKeys } from '#client/features/support-console/api/console-keys.ts';

/** GET /api/support-console/me: 200 for an operator, 404 for everybody else. */
export function getConsoleOperator(signal?: AbortSignal): Promise<ConsoleOperator> {
  return apiRequest('/support-console/me', { schema: consoleOperatorSchema, signal });
}

export const consoleOperatorQuery = () =>
  queryOptions({ queryKey: consoleKeys.operator, queryFn: ({ signal }) => getConsoleOperator(signal), retry: false });
