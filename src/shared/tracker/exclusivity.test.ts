import { describe, expect, it } from 'vitest';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import type { ContractDraft } from '#shared/contract/schema.ts';
import { exclusivityConflicts, exclusivityOf } from '#shared/tracker/exclusivity.ts';

const ID = '11111111-1111-4111-8111-111111111111';

/** A signed PAID contract that gives Maison Lumière an exclusivity on cookware until 3 months after its term. */
function exclusiveContract(edit: (contract: ContractDraft) => void = () => {}) {
  const contract = createSampleContract('PAID');
  contract.clauses.duration = { startDate: '2026-02-02', endDate: '2026-05-02' };
  contract.clauses.exclusivity = {
    ...contract.clauses.exclusivity,
    enabled: true,
    sector: 'Ustensiles de cuisine',
    monthsAfterTerm: 3,
  };
  edit(contract);
  const exclusivity = exclusivityOf({ ...contract, id: ID });
  if (!exclusivity) throw new Error('no exclusivity');
  return exclusivity;
}

/** A new contract of the same creator with another brand, promoting `object`, over the given dates. */
function draft(object: string, startDate: string, endDate: string, edit: (contract: ContractDraft) => void = () => {}) {
  const contract = createSampleContract('PAID');
  contract.parties.creator = { ...contract.parties.creator, name: 'Cuisines Dupont', siret: '55555555500055' };
  contract.deliverables.partnershipObject = object;
  contract.clauses.duration = { startDate, endDate };
  edit(contract);
  return contract;
}

describe('an exclusivity still running, compared with a new contract', () => {
  it('runs from the start to the term plus the months after it', () => {
    expect(exclusiveContract()).toMatchObject({
      from: '2026-02-02',
      until: '2026-08-02',
      sector: 'Ustensiles de cuisine',
    });
    const none = createSampleContract('PAID');
    expect(exclusivityOf({ ...none, id: ID })).toBeNull();
  });

  it('is broken by a competitor of the same sector over overlapping dates', () => {
    const active = [exclusiveContract()];
    expect(
      exclusivityConflicts(
        draft('la promotion de casseroles et d’ustensiles en inox', '2026-07-01', '2026-07-31'),
        active,
      ),
    ).toHaveLength(1);
    // After the months following the term: free again.
    expect(
      exclusivityConflicts(draft('la promotion d’ustensiles en inox', '2026-08-03', '2026-09-30'), active),
    ).toEqual([]);
    // Another sector: no conflict.
    expect(exclusivityConflicts(draft('la promotion d’une crème solaire', '2026-07-01', '2026-07-31'), active)).toEqual(
      [],
    );
  });

  it('matches the same sector chosen in both contracts', () => {
    const active = [
      exclusiveContract((contract) => {
        contract.declarations.sector = 'cosmetics';
        contract.clauses.exclusivity.sector = '';
      }),
    ];
    const cosmetics = draft('la promotion d’un sérum', '2026-03-01', '2026-03-31', (contract) => {
      contract.declarations.sector = 'cosmetics';
    });
    expect(exclusivityConflicts(cosmetics, active).map((item) => item.contractId)).toEqual([ID]);
    // « Autre secteur » on both sides is not a sector in common.
    const otherActive = [
      exclusiveContract((contract) => {
        contract.clauses.exclusivity.sector = '';
      }),
    ];
    expect(exclusivityConflicts(draft('la promotion d’un vélo', '2026-03-01', '2026-03-31'), otherActive)).toEqual([]);
  });

  it('binds only its creator, and never against the brand that holds it', () => {
    const active = [exclusiveContract()];
    const sameBrand = draft('des ustensiles', '2026-03-01', '2026-03-31', (contract) => {
      contract.parties.creator = { ...contract.parties.creator, name: 'Maison Lumière', siret: '12345678900012' };
    });
    expect(exclusivityConflicts(sameBrand, active)).toEqual([]);
    const otherCreator = draft('des ustensiles', '2026-03-01', '2026-03-31', (contract) => {
      contract.parties.influencer = { ...contract.parties.influencer, name: 'Jules Bernard', siret: '11122233300011' };
    });
    expect(exclusivityConflicts(otherCreator, active)).toEqual([]);
    // The contract that holds the exclusivity is not compared with itself.
    expect(exclusivityConflicts({ ...draft('des ustensiles', '2026-03-01', '2026-03-31'), id: ID }, active)).toEqual(
      [],
    );
  });
});
