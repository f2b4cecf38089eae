import { describe, expect, it } from 'vitest';
import { readListCriteria, writeListCriteria } from '#client/features/contracts/list/list-params.ts';

describe('list criteria in the address', () => {
  it('reads the query, the types and the statuses', () => {
    const criteria = readListCriteria(new URLSearchParams('q=été&type=UGC,PAID&statut=draft'));
    expect(criteria).toEqual({ query: 'été', filters: { types: ['UGC', 'PAID'], statuses: ['draft'] } });
  });

  it('drops unknown and repeated values', () => {
    const criteria = readListCriteria(new URLSearchParams('type=UGC,XYZ,UGC&statut=perdu'));
    expect(criteria.filters).toEqual({ types: ['UGC'], statuses: [] });
  });

  it('writes nothing for empty criteria and reads back what it wrote', () => {
    expect(writeListCriteria({ query: '', filters: { types: [], statuses: [] } }).toString()).toBe('');
    const criteria = { query: 'Maison Lumière', filters: { types: ['GIFT' as const], statuses: ['signed' as const] } };
    expect(readListCriteria(writeListCriteria(criteria))).toEqual(criteria);
  });
});
