/**
 * Query keys of the contracts and their templates. Every contract query starts with
 * `['contracts']`, so invalidating that prefix refreshes lists, details and the monthly count.
 */
export const contractKeys = {
  all: ['contracts'] as const,
  /** Both lists; `list(true)` or `list(false)` for the archived or the current one. */
  list: (archived?: boolean) =>
    archived === undefined
      ? (['contracts', 'list'] as const)
      : (['contracts', 'list', archived ? 'archived' : 'current'] as const),
  detail: (id: string) => ['contracts', 'detail', id] as const,
  countThisMonth: () => ['contracts', 'count'] as const,
};

export const templateKeys = {
  template: (name: string) => ['templates', name] as const,
  fonts: () => ['templates', 'fonts.css'] as const,
};
