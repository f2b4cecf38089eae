import { z } from 'zod';
import { apiRequest } from '#client/lib/api-client.ts';

const linkableContractSchema = z.object({ id: z.uuid(), title: z.string(), status: z.string() });
export type LinkableContract = z.infer<typeof linkableContractSchema>;

/** GET /api/contracts, read for the chat's « contrat concerné » list: id, title and status only. */
export function listLinkableContracts(signal?: AbortSignal): Promise<LinkableContract[]> {
  return apiRequest('/contracts', { schema: z.array(linkableContractSchema), signal });
}
