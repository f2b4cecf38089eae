/**
 * Query keys of the contracts and their templates. Every contract query starts with
 * `['contracts']`, so invalidating that prefix refreshes lists, details and the monthly count.
 */
export const contractKeys = {
  all: ['contracts'] as const,
  /**
   * Every list (the dashboard's recent ones too); `list(archived)` for the archived or the current
   * one, then one search and its filters.
   */
  list: (archived?: boolean, criteria?: object) => {
    if (archived === undefined) return ['contracts', 'list'] as const;
    const view = archived ? 'archived' : 'current';
    return criteria ? (['contracts', 'list', view, criteria] as const) : (['contracts', 'list', view] as const);
  },
  recent: () => ['contracts', 'list', 'recent'] as const,
  detail: (id: string) => ['contracts', 'detail', id] as const,
  countThisMonth: () => ['contracts', 'count'] as const,
};

export const templateKeys = {
  template: (name: string) => ['templates', name] as const,
  fonts: () => ['templates', 'fonts.css'] as const,
};
