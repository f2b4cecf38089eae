import { describe, expect, it } from 'vitest';
import { savedAgoLabel, withPendingInputs } from '#client/features/editor/lib/pending-values.ts';

describe('withPendingInputs', () => {
  it('lays the raw inputs over the values, in objects and lists, without touching the original', () => {
    const values = { parties: { creator: { siret: '' } }, publications: [{ date: '2027-01-10' }] };
    const merged = withPendingInputs(values, { 'parties.creator.siret': '123', 'publications.0.date': '10/01' });
    expect(merged).toEqual({ parties: { creator: { siret: '123' } }, publications: [{ date: '10/01' }] });
    expect(values.parties.creator.siret).toBe('');
  });

  it('ignores a path that no longer exists', () => {
    expect(withPendingInputs({ a: 1 }, { 'b.c': 'x' })).toEqual({ a: 1 });
  });
});

describe('savedAgoLabel', () => {
  const at = Date.parse('2026-11-25T09:00:00Z');
  it('counts seconds, then minutes, then gives the time in Paris', () => {
    expect(savedAgoLabel(at, at + 2_400)).toBe('Enregistré il y a 2\u00a0s');
    expect(savedAgoLabel(at, at + 3 * 60_000)).toBe('Enregistré il y a 3\u00a0min');
    expect(savedAgoLabel(at, at + 2 * 3_600_000)).toBe('Enregistré à 10:00');
  });
});
