// @vitest-environment happy-dom
import { cleanup, fireEvent } from '@testing-library/react';
import type { UseFormReturn } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import type { Contract, ContractType } from '#shared/contract/schema.ts';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import { renderEditorForm } from '#client/testing/render-editor-form.tsx';
import { contractFixture, testUser } from '#client/testing/render-screen.tsx';
import { type EditorValues, fieldId } from '#client/features/editor/lib/editor-values.ts';

/**
 * The options the contract text already prints (variable pay, cancellation fee, termination
 * notices, the exclusivity's territory and price, in-kind values HT or TTC, dated annexes,
 * whitelisting) can be set in the editor: each option's inputs appear once it is chosen, and
 * what is typed lands in the form at the path the contract reads.
 */

let form: UseFormReturn<EditorValues>;

function open(type: ContractType, change: (contract: Contract) => void = () => {}, plan: 'pro' | 'free' = 'pro') {
  const contract = contractFixture({ ...createSampleContract(type), type });
  change(contract);
  form = renderEditorForm(contract, { ...testUser, plan });
}

function field(path: string): HTMLInputElement | null {
  return document.getElementById(fieldId(path)) as HTMLInputElement | null;
}

function input(path: string): HTMLInputElement {
  const element = field(path);
  if (!element) throw new Error(`Champ absent : ${path}`);
  return element;
}

function type(path: string, value: string) {
  fireEvent.change(input(path), { target: { value } });
}

function label(path: string): string | undefined {
  return document.querySelector(`label[for="${fieldId(path)}"]`)?.textContent ?? undefined;
}

describe('the contract options in the editor', () => {
  afterEach(cleanup);

  it('asks the basis, code, rate and reporting of a variable pay once it is chosen', () => {
    open('PAID');
    expect(field('compensation.variablePay.ratePercent')).toBeNull();
    fireEvent.click(input('compensation.variablePay.enabled'));
    expect(label('compensation.variablePay.code')).toContain('Code promotionnel');
    type('compensation.variablePay.basis', 'affiliate-link');
    expect(label('compensation.variablePay.code')).toContain('Lien d’affiliation');
    type('compensation.variablePay.code', 'https://marque.fr/?ref=ines');
    type('compensation.variablePay.ratePercent', '7,5');
    type('compensation.variablePay.reportingDays', '20');
    expect(form.getValues('compensation.variablePay')).toEqual({
      enabled: true,
      basis: 'affiliate-link',
      code: 'https://marque.fr/?ref=ines',
      ratePercent: 7.5,
      reportingDays: 20,
    });
  });

  it('asks the percent and notice of a cancellation fee once it is chosen, for each type', () => {
    for (const contractType of ['PAID', 'GIFT'] as const) {
      open(contractType);
      expect(field('compensation.cancellationFee.percent')).toBeNull();
      fireEvent.click(input('compensation.cancellationFee.enabled'));
      type('compensation.cancellationFee.percent', '40');
      type('compensation.cancellationFee.noticeDays', '7');
      expect(form.getValues('compensation.cancellationFee')).toEqual({ enabled: true, percent: 40, noticeDays: 7 });
      cleanup();
    }
  });

  it('keeps the variable pay off a contract for products alone', () => {
    open('GIFT');
    expect(field('compensation.variablePay.enabled')).toBeNull();
  });

  it('asks the termination notice and, once chosen, the notice of a termination for convenience', () => {
    open('PAID');
    type('clauses.termination.noticeDays', '15');
    expect(field('clauses.termination.convenience.noticeDays')).toBeNull();
    fireEvent.click(input('clauses.termination.convenience.enabled'));
    type('clauses.termination.convenience.noticeDays', '45');
    expect(form.getValues('clauses.termination.noticeDays')).toBe(15);
    expect(form.getValues('clauses.termination.convenience')).toEqual({ enabled: true, noticeDays: 45 });
  });

  it('asks the territory and the price of an exclusivity', () => {
    open('PAID', (contract) => {
      contract.clauses.exclusivity.enabled = true;
    });
    type('clauses.exclusivity.territory', 'France et Belgique');
    type('clauses.exclusivity.price', '1 200,50');
    expect(form.getValues('clauses.exclusivity.territory')).toBe('France et Belgique');
    expect(form.getValues('clauses.exclusivity.price')).toBe(1200.5);
  });

  it('asks whether each product’s value is HT or TTC, and the VAT rate of a TTC value', () => {
    open('GIFT', (contract) => {
      contract.compensation.products = [{ name: 'Sérum', retailValue: 60, quantity: 1, valueBasis: 'HT', vatRate: 20 }];
    });
    expect(field('compensation.products.0.vatRate')).toBeNull();
    type('compensation.products.0.valueBasis', 'TTC');
    type('compensation.products.0.vatRate', '5,5');
    expect(form.getValues('compensation.products.0')).toMatchObject({ valueBasis: 'TTC', vatRate: 5.5 });
    type('compensation.products.0.valueBasis', 'HT');
    expect(field('compensation.products.0.vatRate')).toBeNull();
  });

  it('gives a new product a value basis and a VAT rate', () => {
    open('GIFT', (contract) => {
      contract.compensation.products = [];
    });
    const add = [...document.querySelectorAll('button')].find((button) => button.textContent === 'Ajouter un produit');
    if (!add) throw new Error('Bouton « Ajouter un produit » absent');
    fireEvent.click(add);
    expect(input('compensation.products.0.valueBasis').value).toBe('TTC');
    expect(input('compensation.products.0.vatRate').value).toBe('20');
  });

  it('dates the brief and the publication calendar annexed to the contract', () => {
    open('UGC');
    type('annexes.briefDate', '2026-11-18');
    type('annexes.calendarDate', '2026-11-20');
    expect(form.getValues('annexes')).toEqual({ briefDate: '2026-11-18', calendarDate: '2026-11-20' });
  });

  it('offers ads from the creator’s account on a paid-social use only', () => {
    open('UGC', (contract) => {
      contract.clauses.rightsAssignment.uses = [
        {
          kind: 'organic-social',
          description: '',
          territory: 'France',
          durationMonths: 6,
          price: 300,
          exclusive: false,
          creatorAccount: false,
        },
      ];
    });
    expect(field('clauses.rightsAssignment.uses.0.creatorAccount')).toBeNull();
    type('clauses.rightsAssignment.uses.0.kind', 'paid-social');
    fireEvent.click(input('clauses.rightsAssignment.uses.0.creatorAccount'));
    expect(form.getValues('clauses.rightsAssignment.uses.0')).toMatchObject({
      kind: 'paid-social',
      creatorAccount: true,
    });
  });

  it('offers a free account the way to Pro instead of an option it could not save', () => {
    const paidSocial = {
      kind: 'paid-social' as const,
      description: '',
      territory: 'France',
      durationMonths: 6,
      price: 300,
      exclusive: false,
    };
    open(
      'UGC',
      (contract) => {
        contract.clauses.rightsAssignment.uses = [{ ...paidSocial, creatorAccount: false }];
      },
      'free',
    );
    expect(field('clauses.rightsAssignment.uses.0.creatorAccount')).toBeNull();
    expect(document.body.textContent).toContain('option du plan Pro');
    cleanup();
    // Saved while Pro: shown ticked, so that it can be unticked.
    open(
      'UGC',
      (contract) => {
        contract.clauses.rightsAssignment.uses = [{ ...paidSocial, creatorAccount: true }];
      },
      'free',
    );
    fireEvent.click(input('clauses.rightsAssignment.uses.0.creatorAccount'));
    expect(form.getValues('clauses.rightsAssignment.uses.0.creatorAccount')).toBe(false);
  });
});
