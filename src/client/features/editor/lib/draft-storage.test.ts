// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearDraft,
  draftKey,
  formatDraftDate,
  mergeDraftValues,
  readDraft,
  sameValues,
  writeDraft,
} from '#client/features/editor/lib/draft-storage.ts';

describe('draft keys', () => {
  it('keys a saved contract by its id and its owner', () => {
    expect(draftKey({ userId: 'u1', contractId: 'c1', type: 'PAID' })).toBe('paraphe:brouillon:u1:c1');
  });

  it('keys a new contract by its type', () => {
    expect(draftKey({ userId: 'u1', contractId: null, type: 'GIFT' })).toBe('paraphe:brouillon:u1:new:GIFT');
  });

  it('keeps two users apart', () => {
    const target = { contractId: null, type: 'UGC' as const };
    expect(draftKey({ ...target, userId: 'a' })).not.toBe(draftKey({ ...target, userId: 'b' }));
  });
});

describe('draft storage', () => {
  beforeEach(() => localStorage.clear());

  it('reads back what it wrote', () => {
    const draft = { savedAt: '2026-01-05T10:00:00.000Z', baseVersion: 3, values: { title: 'Été' } };
    expect(writeDraft(localStorage, 'k', draft)).toBe(true);
    expect(readDraft(localStorage, 'k')).toEqual(draft);
  });

  it('forgets a cleared draft', () => {
    writeDraft(localStorage, 'k', { savedAt: '2026-01-05T10:00:00.000Z', baseVersion: null, values: {} });
    clearDraft(localStorage, 'k');
    expect(readDraft(localStorage, 'k')).toBeNull();
  });

  it('ignores an entry that is not JSON or not a draft', () => {
    localStorage.setItem('broken', '{not json');
    localStorage.setItem('other', JSON.stringify({ savedAt: 'hier', values: {} }));
    localStorage.setItem('array', JSON.stringify({ savedAt: '2026-01-05T10:00:00.000Z', values: [] }));
    expect(readDraft(localStorage, 'broken')).toBeNull();
    expect(readDraft(localStorage, 'other')).toBeNull();
    expect(readDraft(localStorage, 'array')).toBeNull();
  });

  it('reports a storage that refuses to write', () => {
    const full = {
      ...localStorage,
      setItem() {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(writeDraft(full, 'k', { savedAt: '2026-01-05T10:00:00.000Z', baseVersion: null, values: {} })).toBe(false);
  });
});

describe('mergeDraftValues', () => {
  const base = {
    title: 'Nouveau',
    compensation: { paymentAmount: 0, currency: 'EUR', products: [] as unknown[] },
    confidentiality: { enabled: false },
    addedLater: { flag: true },
  };

  it('takes the draft values over the base', () => {
    const merged = mergeDraftValues(base, {
      title: 'Campagne',
      compensation: { paymentAmount: '1500,50', currency: 'USD', products: [{ name: 'Sac' }] },
      confidentiality: { enabled: true },
    });
    expect(merged).toEqual({
      title: 'Campagne',
      compensation: { paymentAmount: '1500,50', currency: 'USD', products: [{ name: 'Sac' }] },
      confidentiality: { enabled: true },
      addedLater: { flag: true },
    });
  });

  it('keeps the base where the draft holds nothing usable', () => {
    const merged = mergeDraftValues(base, { title: null, compensation: 'x', obsolete: 1 });
    expect(merged).toEqual(base);
  });
});

describe('sameValues', () => {
  it('ignores key order', () => {
    expect(sameValues({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).toBe(true);
  });

  it('sees a changed leaf or a longer list', () => {
    expect(sameValues({ a: [1, 2] }, { a: [1, 2, 3] })).toBe(false);
    expect(sameValues({ a: { b: 'x' } }, { a: { b: 'y' } })).toBe(false);
  });
});

describe('formatDraftDate', () => {
  it('writes the date in French, in Paris time', () => {
    expect(formatDraftDate('2026-01-05T13:05:00.000Z')).toBe('5 janvier 2026 à 14:05');
  });
});
