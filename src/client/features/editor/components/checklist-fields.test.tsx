// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Contract, ContractType } from '#shared/contract/schema.ts';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import { NO_OTHER_CONTRACTS } from '#shared/law/types.ts';
import { verdict } from '#shared/law/verdict.ts';
import { renderEditorForm } from '#client/testing/render-editor-form.tsx';
import { contractFixture } from '#client/testing/render-screen.tsx';
import { fieldId } from '#client/features/editor/lib/editor-values.ts';
import { sectionOfPath } from '#client/features/editor/lib/sections.ts';

/**
 * Every point of the compliance checklist is a link to the field that settles it: the field
 * must exist in the form, or the user is told something is missing and cannot give it. Each
 * contract below raises a different set of findings; every field a finding names (the link
 * focuses the first) must be in the form once its section is open.
 */

const TODAY = '2026-11-25';

function scenario(type: ContractType, change: (contract: Contract) => void): Contract {
  const contract = contractFixture({ ...createSampleContract(type), type });
  change(contract);
  return contract;
}

/** Contracts that each leave different points of the law open. */
const scenarios: Array<[string, Contract]> = [
  [
    'a paid partnership over 1,000 € HT, started from empty',
    scenario('PAID', (contract) => {
      const empty = contractFixture({ type: 'PAID' });
      Object.assign(contract, { ...empty, id: contract.id });
      contract.compensation.paymentAmount = 1500;
    }),
  ],
  [
    'unconfirmed tax residences and a forbidden-promotion declaration not ticked',
    scenario('PAID', (contract) => {
      contract.parties.creator.taxResidenceConfirmed = false;
      contract.parties.influencer.taxResidenceConfirmed = false;
      contract.declarations.forbiddenPromotionExcluded = false;
    }),
  ],
  [
    'a new contract dated in the past',
    scenario('PAID', (contract) => {
      contract.confirmations.newContractPastDates = false;
    }),
  ],
  [
    'products for content delivered after the first publication, without a value',
    scenario('GIFT', (contract) => {
      contract.compensation.productDeliveryDate = '2026-12-31';
      const [first] = contract.compensation.products;
      if (first) first.retailValue = 0;
    }),
  ],
  [
    'an assignment of rights without a price per use',
    scenario('UGC', (contract) => {
      for (const use of contract.clauses.rightsAssignment.uses) use.price = 0;
      contract.clauses.rightsAssignment.assignmentPrice = 0;
    }),
  ],
  [
    'a company as creator without intervening persons',
    scenario('PAID', (contract) => {
      contract.parties.influencer.isPhysicalPerson = false;
      contract.parties.intervenors = [];
    }),
  ],
  [
    'a company as creator with an intervening person left unnamed',
    scenario('UGC', (contract) => {
      contract.parties.influencer.isPhysicalPerson = false;
      contract.parties.intervenors = [
        { name: '', email: '', address: '', role: 'author-performer', appearsOnCamera: true },
      ];
    }),
  ],
  [
    'a child on camera with nothing filled',
    scenario('PAID', (contract) => {
      contract.children.present = true;
    }),
  ],
  [
    'a child on camera with one parent, no authorisation and a pay only in kind',
    scenario('GIFT', (contract) => {
      contract.children.present = true;
      contract.children.list = [{ name: 'Léa Martin', birthDate: '' }];
      contract.children.parents = [{ name: 'Claire Martin', email: 'claire@exemple.fr', address: '' }];
      contract.children.depositShare = { childPay: 0, depositPercent: 0 };
    }),
  ],
  [
    'a child without a name whose sole parent gives no reason for sole authority',
    scenario('PAID', (contract) => {
      contract.children.present = true;
      contract.children.list = [{ name: '', birthDate: '2018-04-02' }];
      contract.children.parents = [{ name: 'Claire Martin', email: '', address: '' }];
      contract.children.soleParentalAuthority = true;
      contract.children.authorisationAuthority = 'préfet de Paris (DDETS)';
      contract.children.authorisationReference = 'n° 2026-145';
      contract.children.authorisationDate = '2026-11-02';
    }),
  ],
  [
    'an unnamed parent of a child on camera',
    scenario('PAID', (contract) => {
      contract.children.present = true;
      contract.children.list = [{ name: 'Léa Martin', birthDate: '2018-04-02' }];
      contract.children.parents = [
        { name: '', email: '', address: '' },
        { name: 'Marc Martin', email: '', address: '' },
      ];
    }),
  ],
];

describe('the fields behind the checklist’s links', () => {
  afterEach(cleanup);

  for (const [name, contract] of scenarios) {
    it(`exist in the form for ${name}`, () => {
      const findings = verdict(contract, { today: TODAY, isNew: true, advertiser: NO_OTHER_CONTRACTS });
      const linked = [...new Set(findings.flatMap((finding) => finding.paths))];
      expect(linked.length, 'ce scénario ne soulève aucun point').toBeGreaterThan(0);
      renderEditorForm(contract);
      // The link opens the section `sectionOfPath` names: the field must be inside it.
      const missing = linked.filter((path) => {
        const field = document.getElementById(fieldId(path));
        return field === null || !document.getElementById(`section-${sectionOfPath(path)}`)?.contains(field);
      });
      expect(missing).toEqual([]);
    });
  }
});
