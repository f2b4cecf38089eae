/**
 * Query keys of the tracker after signature. Every one starts with `['tracker']`: the owner's
 * tracker by contract, the other party's by signing link, and the dashboard's « À venir »,
 * which any change of an item may move.
 */
export const trackerKeys = {
  all: ['tracker'] as const,
  contract: (contractId: string) => ['tracker', 'contract', contractId] as const,
  signer: (token: string) => ['tracker', 'signer', token] as const,
  upcoming: () => ['tracker', 'upcoming'] as const,
};
