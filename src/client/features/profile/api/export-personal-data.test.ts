import { describe, expect, it } from 'vitest';
import { exportFileNameOf } from '#client/features/profile/api/export-personal-data.ts';

describe('exportFileNameOf', () => {
  it('keeps the name the server gives the file', () => {
    expect(exportFileNameOf('attachment; filename="paraphe-donnees-2026-11-24.json"')).toBe(
      'paraphe-donnees-2026-11-24.json',
    );
  });

  it('names the file after the day in Paris when the server gives no name', () => {
    // 23:30 in UTC on 31 December is already 1 January in Paris.
    expect(exportFileNameOf(null, new Date('2026-12-31T23:30:00Z'))).toBe('paraphe-donnees-2027-01-01.json');
  });
});
