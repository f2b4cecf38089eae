import { describe, expect, it } from 'vitest';
import { migrateContractBody, parseStoredBody, parseStoredSection } from '#shared/contract/migrate-body.ts';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import { specShapedContract } from '#shared/contract/spec-shaped-contract.fixture.ts';

/** A body as stored before this model: title and type live in columns, not in the body. */
function storedBody(type: 'PAID' | 'UGC' | 'GIFT' = 'PAID'): Record<string, unknown> {
  const { title: _title, type: _type, ...body } = createSampleContract(type);
  const stored = structuredClone(body) as unknown as Record<string, Record<string, unknown>>;
  delete stored.children;
  delete stored.workerStatus;
  delete stored.annexes;
  delete stored.confirmations;
  return stored as Record<string, unknown>;
}

function legacyPaidUsage(fee: number, creatorAccountAccess = true) {
  return {
    enabled: true,
    platforms: 'Instagram, Facebook et TikTok',
    territory: 'France',
    durationMonths: 3,
    fee,
    creatorAccountAccess,
  };
}

describe('migrateContractBody', () => {
  it('moves the child declaration and its authorisation into `children`', () => {
    const stored = storedBody('GIFT');
    (stored.declarations as Record<string, unknown>).minorUnder16 = true;
    (stored.declarations as Record<string, unknown>).minorAuthorisation = 'Autorisation préfectorale n° 2026-15';
    const body = parseStoredBody(stored);
    expect(body.children.present).toBe(true);
    expect(body.children.authorisationReference).toBe('Autorisation préfectorale n° 2026-15');
    expect(body.declarations).not.toHaveProperty('minorUnder16');
  });

  it('turns the Pro paid-usage block into a priced paid-social use line, granted once', () => {
    const stored = storedBody('PAID');
    (stored.clauses as Record<string, unknown>).paidUsage = legacyPaidUsage(750);
    const body = parseStoredBody(stored);
    expect(body.clauses).not.toHaveProperty('paidUsage');
    expect(body.clauses.rightsAssignment.uses).toEqual([
      {
        kind: 'paid-social',
        description: 'Instagram, Facebook et TikTok',
        territory: 'France',
        durationMonths: 3,
        price: 750,
        exclusive: false,
        creatorAccount: true,
      },
    ]);
    expect(body.clauses.rightsAssignment.reproduction).toBe(true);
    expect(body.clauses.rightsAssignment.representation).toBe(true);
    expect(body.clauses.ipRights.brandReuse).toBe(true);
  });

  it('joins the block to an existing paid-social line instead of granting the medium twice', () => {
    const stored = storedBody('UGC');
    (stored.clauses as Record<string, unknown>).paidUsage = legacyPaidUsage(750);
    const body = parseStoredBody(stored);
    const paidSocial = body.clauses.rightsAssignment.uses.filter((use) => use.kind === 'paid-social');
    expect(paidSocial).toHaveLength(1);
    expect(paidSocial[0]).toMatchObject({
      territory: 'France',
      durationMonths: 6,
      price: 450 + 750,
      creatorAccount: true,
    });
  });

  it('drops a switched-off paid-usage block without adding a use', () => {
    const stored = storedBody('PAID');
    (stored.clauses as Record<string, unknown>).paidUsage = { ...legacyPaidUsage(750), enabled: false };
    expect(parseStoredBody(stored).clauses.rightsAssignment.uses).toEqual([]);
  });

  it.each(['US', 'UK'])('turns law %s into OTHER with no legal system named', (law) => {
    const stored = storedBody('PAID');
    const clauses = stored.clauses as Record<string, Record<string, unknown>>;
    clauses.lawAndJurisdiction = { ...clauses.lawAndJurisdiction, law };
    const body = parseStoredBody(stored);
    expect(body.clauses.lawAndJurisdiction.law).toBe('OTHER');
    expect(body.clauses.lawAndJurisdiction.otherLegalSystem).toBe('');
  });

  it('leaves a current body as it is and never changes its input', () => {
    const { title: _t, type: _ty, ...current } = createSampleContract('UGC');
    expect(migrateContractBody(current)).toEqual(current);
    const stored = storedBody('GIFT');
    (stored.declarations as Record<string, unknown>).minorUnder16 = true;
    const copy = structuredClone(stored);
    migrateContractBody(stored);
    expect(stored).toEqual(copy);
  });

  it('parses the spec-shaped body with every new field defaulted', () => {
    const { title: _t, type: _ty, ...body } = specShapedContract();
    const parsed = parseStoredBody(body);
    expect(parsed.children).toMatchObject({ present: false, list: [], parents: [] });
    expect(parsed.workerStatus.regime).toBe('independent');
    expect(parsed.clauses.lawAndJurisdiction.mediation.enabled).toBe(true);
  });

  it('reads the parties or the clauses of a stored body alone as the whole body’s parse reads them', () => {
    const withMinor = storedBody('GIFT');
    (withMinor.declarations as Record<string, unknown>).minorUnder16 = true;
    const withPaidUsage = storedBody('PAID');
    (withPaidUsage.clauses as Record<string, unknown>).paidUsage = { enabled: true, fee: 300, platforms: 'Meta' };
    const { title: _t, type: _ty, ...specShaped } = specShapedContract();
    for (const stored of [storedBody('PAID'), storedBody('UGC'), withMinor, withPaidUsage, specShaped]) {
      expect(parseStoredSection(stored, 'parties')).toEqual(parseStoredBody(stored).parties);
      expect(parseStoredSection(stored, 'clauses')).toEqual(parseStoredBody(stored).clauses);
    }
    // The Pro block of an older model is read from the clauses alone, as from the whole body.
    expect(parseStoredSection({ clauses: withPaidUsage.clauses }, 'clauses').rightsAssignment.uses).toContainEqual(
      expect.objectContaining({ kind: 'paid-social', price: 300 }),
    );
    expect(() => parseStoredSection({ ...storedBody('PAID'), parties: { creator: 'Nike' } }, 'parties')).toThrow();
  });
});
