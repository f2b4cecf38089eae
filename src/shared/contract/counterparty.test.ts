import { describe, expect, it } from 'vitest';
import { counterpartyName, counterpartySide } from '#shared/contract/counterparty.ts';

const contract = (brand: string, creator: string) => ({
  parties: { creator: { name: brand }, influencer: { name: creator } },
});

describe('the counterparty of a contract', () => {
  it('is the brand (parties.creator) for a creator and for an account without a role', () => {
    expect(counterpartySide('creator')).toBe('creator');
    expect(counterpartySide(null)).toBe('creator');
    expect(counterpartyName(contract('Maison Lumière', 'Léa Martin'), 'creator')).toBe('Maison Lumière');
    expect(counterpartyName(contract('Maison Lumière', 'Léa Martin'), null)).toBe('Maison Lumière');
  });

  it('is the creator (parties.influencer) for a brand', () => {
    expect(counterpartySide('brand')).toBe('influencer');
    expect(counterpartyName(contract('Maison Lumière', 'Léa Martin'), 'brand')).toBe('Léa Martin');
  });

  it('says which party is still to fill in when its name is blank', () => {
    expect(counterpartyName(contract('  ', 'Léa Martin'), 'creator')).toBe('Marque à renseigner');
    expect(counterpartyName(contract('Maison Lumière', ''), 'brand')).toBe('Créateur à renseigner');
  });
});
