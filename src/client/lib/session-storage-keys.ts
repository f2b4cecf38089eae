/**
 * The only things kept in localStorage: the spec's `user` and `userDetails` keys, so the shell
 * can render before the first request answers. Tokens never go there (architecture, decision 002).
 * Apart from `session-storage.ts` so the prerendered pages can tell a returning user without zod.
 */
export const STORAGE_KEYS = { user: 'user', userDetails: 'userDetails' } as const;
