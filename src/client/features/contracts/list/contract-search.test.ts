import { describe, expect, it } from 'vitest';
import {
  countActiveFilters,
  filterContracts,
  matchesSearch,
  noFilters,
  toggleValue,
} from '#client/features/contracts/list/contract-search.ts';
import type { ContractStatus, ContractType } from '#shared/contract/schema.ts';

function contract(
  title: string,
  brand: string,
  type: ContractType = 'PAID',
  status: ContractStatus = 'draft',
  creator = 'Léa Moreau',
) {
  return { title, type, status, parties: { creator: { name: brand }, influencer: { name: creator } } };
}

const contracts = [
  contract('Campagne Été', 'Séphora', 'PAID', 'draft'),
  contract('Vidéos UGC rentrée', 'Maison Lumière', 'UGC', 'exported'),
  contract('Coffret de Noël', 'Œuvre & Cie', 'GIFT', 'signed'),
];

describe('matchesSearch', () => {
  it('finds a title typed without its accents', () => {
    expect(matchesSearch(contracts[0]!, 'ete')).toBe(true);
  });

  it('finds the brand name typed in capitals and without accents', () => {
    expect(matchesSearch(contracts[0]!, 'SEPHORA')).toBe(true);
  });

  it('finds the creator’s name, which a brand’s list shows', () => {
    expect(matchesSearch(contract('Campagne', 'Acme', 'PAID', 'draft', 'Zoé Éluard'), 'zoe elu')).toBe(true);
    expect(matchesSearch(contract('Campagne', 'Acme', 'PAID', 'draft', 'Zoé Éluard'), 'maison')).toBe(false);
  });

  it('finds a ligature typed as two letters', () => {
    expect(matchesSearch(contracts[2]!, 'oeuvre')).toBe(true);
  });

  it('finds a query typed with accents the text does not carry', () => {
    expect(matchesSearch(contract('Video rentree', 'Acme'), 'vidéo rentrée')).toBe(true);
  });

  it('matches everything on a blank query', () => {
    expect(matchesSearch(contracts[1]!, '   ')).toBe(true);
  });

  it('does not match another field such as the type', () => {
    expect(matchesSearch(contracts[2]!, 'GIFT')).toBe(false);
  });
});

describe('filterContracts', () => {
  it('keeps every contract with no query and no filter', () => {
    expect(filterContracts(contracts, { query: '', filters: noFilters })).toHaveLength(3);
  });

  it('keeps the contracts of any selected type', () => {
    const found = filterContracts(contracts, { query: '', filters: { types: ['UGC', 'GIFT'], statuses: [] } });
    expect(found.map((c) => c.title)).toEqual(['Vidéos UGC rentrée', 'Coffret de Noël']);
  });

  it('combines type, status and search', () => {
    const filters = { types: ['PAID', 'UGC'] as ContractType[], statuses: ['exported'] as ContractStatus[] };
    expect(filterContracts(contracts, { query: 'lumiere', filters }).map((c) => c.title)).toEqual([
      'Vidéos UGC rentrée',
    ]);
    expect(filterContracts(contracts, { query: 'sephora', filters })).toEqual([]);
  });
});

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
