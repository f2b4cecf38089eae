import { describe, expect, it } from 'vitest';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import { contractSignatories, signatoryGaps } from '#shared/signature/contract-signatories.ts';

describe('the signatories of a contract (C. civ. 1367: the signature identifies its author)', () => {
  it('are the brand’s signatory and the influencer, with the contract’s names and e-mails', () => {
    const contract = createSampleContract('PAID');
    const list = contractSignatories(contract);
    expect(list.map((s) => [s.role, s.name, s.email])).toEqual([
      ['creator', 'Claire Martin', 'partenariats@maison-lumiere.example'],
      ['influencer', 'Léa Dubois', 'contact@lea-cuisine.example'],
    ]);
    expect(signatoryGaps(list)).toEqual([]);
  });

  it('takes the influencer’s signatory when she acts through a company, and names the missing field', () => {
    const contract = createSampleContract('UGC');
    contract.parties.influencer.isPhysicalPerson = false;
    contract.parties.influencer.signatory = { name: '', capacity: 'Gérante', email: '' };
    const list = contractSignatories(contract);
    expect(list[1]).toMatchObject({ role: 'influencer', namePath: 'parties.influencer.signatory.name' });
    expect(signatoryGaps(list).map((gap) => gap.path)).toEqual(['parties.influencer.signatory.name']);
  });

  it('adds intervening persons and both parents when the contract has them', () => {
    const contract = createSampleContract('GIFT') as unknown as Record<string, unknown> & {
      parties: Record<string, unknown>;
    };
    contract.parties.intervenors = [{ name: 'Nour Benali', email: 'nour@example.test' }];
    contract.children = {
      present: true,
      parents: [
        { name: 'Julie Petit', email: 'julie@example.test' },
        { name: 'Marc Petit', email: '' },
      ],
    };
    const list = contractSignatories(contract as never);
    expect(list.map((s) => s.role)).toEqual(['creator', 'influencer', 'intervenor', 'parent', 'parent']);
    expect(signatoryGaps(list).map((gap) => gap.path)).toEqual(['children.parents.1.email']);
  });

  it('refuses a brand signatory sharing an address with the other side (the brand would sign for both)', () => {
    const contract = createSampleContract('PAID');
    contract.parties.influencer.email = contract.parties.creator.email;
    expect(signatoryGaps(contractSignatories(contract)).map((gap) => gap.path)).toEqual(['parties.influencer.email']);
  });
});
