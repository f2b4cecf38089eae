import { describe, expect, it } from 'vitest';
import { hasExportCredit } from '#client/features/contracts/api/credits-api.ts';

describe('hasExportCredit', () => {
  it('lets a free user with one credit left export', () => {
    expect(hasExportCredit({ remaining: 1, unlimited: false })).toBe(true);
  });

  it('blocks a free user below one credit', () => {
    expect(hasExportCredit({ remaining: 0, unlimited: false })).toBe(false);
    expect(hasExportCredit({ remaining: -1, unlimited: false })).toBe(false);
  });

  it('never blocks an unlimited plan', () => {
    expect(hasExportCredit({ remaining: null, unlimited: true })).toBe(true);
    expect(hasExportCredit({ remaining: 0, unlimited: true })).toBe(true);
  });
});
