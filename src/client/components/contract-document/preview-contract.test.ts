import { describe, expect, it } from 'vitest';
import { toPreviewContract } from '#client/components/contract-document/preview-contract.ts';
import { createDefaultContract } from '#shared/contract/defaults.ts';
import { renderContractDocument } from '#shared/template/render.ts';

const base = createDefaultContract('PAID', '2026-02-02');

describe('toPreviewContract', () => {
  it('returns the parsed contract when the values are valid, numbers coerced', () => {
    const values = { ...base, compensation: { ...base.compensation, paymentAmount: '1 500,50' } };
    expect(toPreviewContract(values).compensation.paymentAmount).toBe(1500.5);
  });

  it('keeps text as typed while it is invalid', () => {
    const values = {
      ...base,
      title: '',
      parties: { ...base.parties, creator: { ...base.parties.creator, email: 'contact@' } },
    };
    const contract = toPreviewContract(values);
    expect(contract.title).toBe('');
    expect(contract.parties.creator.email).toBe('contact@');
  });

  it('prints a number field holding text as zero, without touching its neighbours', () => {
    const values = {
      ...base,
      title: 'Campagne',
      compensation: { ...base.compensation, paymentAmount: 'abc', paymentDueDays: 45 },
    };
    const contract = toPreviewContract(values);
    expect(contract.compensation.paymentAmount).toBe(0);
    expect(contract.compensation.paymentDueDays).toBe(45);
    expect(contract.title).toBe('Campagne');
  });

  it('gives something the template renders', () => {
    const values = { ...base, compensation: { ...base.compensation, paymentAmount: '12x' } };
    const html = renderContractDocument(toPreviewContract(values), '<p>{{paymentAmount}}</p>');
    expect(html).toContain('0,00');
  });

  it('reads the same values once for every reader, and new values again', () => {
    const values = { ...base, title: 'Campagne' };
    const first = toPreviewContract(values);
    expect(toPreviewContract(values)).toBe(first);
    const next = toPreviewContract({ ...values, title: 'Campagne de Noël' });
    expect(next).not.toBe(first);
    expect(next.title).toBe('Campagne de Noël');
  });
});
