import { describe, expect, it } from 'vitest';
import { buildAmendmentDraft } from '#shared/contract/amendment-draft.ts';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import type { ContractDraft } from '#shared/contract/schema.ts';
import { amendmentRules } from '#shared/law/rules-amendment.ts';
import { type LawContext, NO_OTHER_CONTRACTS, type Severity } from '#shared/law/types.ts';
import { lawRules, verdict } from '#shared/law/verdict.ts';

const context: LawContext = { today: '2026-06-01', isNew: true, advertiser: NO_OTHER_CONTRACTS };

/** Amendment n° 1 of the sample UGC contract, renewing its organic use, priced: it satisfies every rule. */
function amendment(): ContractDraft {
  const parent = { ...createSampleContract('UGC', '2026-02-02'), id: '1a2b3c4d-0000-4000-8000-000000000001' };
  const draft = buildAmendmentDraft({
    parent,
    parentSignedOn: '2026-02-03',
    use: { useKind: 'organic-social', territory: 'France', months: 6, exclusive: false, dueOn: '2026-08-01' },
    number: 1,
    today: '2026-06-01',
  });
  const [use] = draft.clauses.rightsAssignment.uses;
  if (use) use.price = 500;
  for (const side of ['creator', 'influencer'] as const) draft.parties[side].taxResidenceConfirmed = true;
  return draft;
}

const rulesOf = (contract: ContractDraft) => verdict(contract, context).map((finding) => finding.ruleId);

type Case = { rule: string; breakIt: (c: ContractDraft) => void; severity: Severity; path: string };

const cases: Case[] = [
  {
    rule: 'brand-identity',
    breakIt: (c) => {
      c.parties.creator.name = '';
    },
    severity: 'warning',
    path: 'parties.creator.name',
  },
  {
    rule: 'influencer-addresses',
    breakIt: (c) => {
      c.parties.influencer.address = '[à compléter]';
    },
    severity: 'warning',
    path: 'parties.influencer.address',
  },
  {
    rule: 'amendment-use-limits',
    breakIt: (c) => {
      c.clauses.rightsAssignment.uses[0]!.territory = '';
    },
    severity: 'blocking',
    path: 'clauses.rightsAssignment.uses.0.territory',
  },
  {
    rule: 'amendment-use-limits',
    breakIt: (c) => {
      c.clauses.rightsAssignment.uses = [];
    },
    severity: 'blocking',
    path: 'clauses.rightsAssignment.uses',
  },
  {
    rule: 'amendment-use-price',
    breakIt: (c) => {
      c.clauses.rightsAssignment.uses[0]!.price = 0;
    },
    severity: 'blocking',
    path: 'clauses.rightsAssignment.uses.0.price',
  },
  {
    rule: 'amendment-vat',
    breakIt: (c) => {
      c.compensation.vatTreatment = 'reverse-charge';
    },
    severity: 'warning',
    path: 'compensation.vatTreatment',
  },
  {
    rule: 'amendment-signature',
    breakIt: (c) => {
      c.parties.influencer.email = 'pas-une-adresse';
    },
    severity: 'blocking',
    path: 'parties.influencer.email',
  },
];

describe('the law of an amendment', () => {
  it('finds nothing in a complete amendment', () => {
    expect(verdict(amendment(), context)).toEqual([]);
  });

  it.each(cases)('$rule finds a broken amendment ($path)', ({ rule, breakIt, severity, path }) => {
    const contract = amendment();
    expect(rulesOf(contract)).not.toContain(rule);
    breakIt(contract);
    const finding = verdict(contract, context).find((item) => item.ruleId === rule);
    expect(finding?.severity).toBe(severity);
    expect(finding?.paths).toContain(path);
    expect(finding?.source).toBeTruthy();
  });

  it('runs only the amendment rules, not those of the contract it amends', () => {
    const contract = amendment();
    // What an ordinary contract would lack: publications, pay, a global price of the assignment.
    contract.deliverables.publications = [];
    const ids = new Set(amendmentRules.map((rule) => rule.id));
    expect(rulesOf(contract).every((id) => ids.has(id))).toBe(true);
    const ordinary = { ...contract, amendment: { ...contract.amendment, parentId: '' } };
    expect(rulesOf(ordinary).some((id) => !ids.has(id))).toBe(true);
  });

  it('accepts reverse charge for a creator established outside France', () => {
    const contract = amendment();
    contract.compensation.vatTreatment = 'reverse-charge';
    contract.parties.influencer.taxResidenceCountry = 'Belgique';
    expect(rulesOf(contract)).not.toContain('amendment-vat');
  });

  it('does not check the e-mails of a handwritten amendment for the signature', () => {
    const contract = amendment();
    contract.clauses.signatures.method = 'handwritten';
    contract.parties.influencer.signatory.email = '';
    contract.parties.influencer.email = 'pas-une-adresse';
    expect(rulesOf(contract)).not.toContain('amendment-signature');
  });

  it('keeps every rule of an ordinary contract in the ordinary list', () => {
    expect(lawRules.some((rule) => rule.id.startsWith('amendment-'))).toBe(false);
  });
});
