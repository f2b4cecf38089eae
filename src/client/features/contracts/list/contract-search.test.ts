import { describe, expect, it } from 'vitest';
import { countActiveFilters, noFilters, toggleValue } from '#client/features/contracts/list/contract-search.ts';

// The search itself runs on the server: list-contracts.test.ts.
describe('filter helpers', () => {
  it('counts the selected values of every group', () => {
    expect(countActiveFilters({ types: ['UGC'], statuses: ['draft', 'signed'] })).toBe(3);
    expect(countActiveFilters(noFilters)).toBe(0);
  });

  it('toggles a value in and out', () => {
    expect(toggleValue(['UGC'], 'PAID')).toEqual(['UGC', 'PAID']);
    expect(toggleValue(['UGC', 'PAID'], 'UGC')).toEqual(['PAID']);
  });
});
