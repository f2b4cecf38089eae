// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import type { Contract } from '#shared/contract/schema.ts';
import { toEditorValues } from '#client/features/editor/hooks/use-contract-persistence.ts';
import { useLawVerdict } from '#client/features/editor/hooks/use-law-verdict.ts';
import type { EditorValues } from '#client/features/editor/lib/editor-values.ts';
import { contractFixture, fakeApi } from '#client/testing/render-screen.tsx';

/**
 * The editor's verdict of the law: the contract's own value plus what the API says the user
 * already received from the same advertiser, for the 1 000 € HT threshold (loi n° 2023-451, art. 8).
 */

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function paidContract(creator: { name: string; siret: string }, paymentAmount: number): Contract {
  const base = contractFixture();
  return contractFixture({
    parties: { ...base.parties, creator: { ...base.parties.creator, ...creator } },
    compensation: { ...base.compensation, paymentAmount },
    clauses: { ...base.clauses, duration: { ...base.clauses.duration, startDate: '2026-11-20' } },
  });
}

function VerdictLines({ saved }: { saved: { id: string; status: string } | null }) {
  const verdict = useLawVerdict(saved);
  return (
    <>
      <p data-testid="reached">{verdict.threshold.reachedBy ?? 'sous le seuil'}</p>
      <p data-testid="summary">{verdict.threshold.summary}</p>
      <p data-testid="rules">{verdict.findings.map((finding) => finding.ruleId).join(' ')}</p>
    </>
  );
}

function Verdict({ contract, saved }: { contract: Contract; saved: { id: string; status: string } | null }) {
  const form = useForm<EditorValues>({ defaultValues: toEditorValues(contract) });
  return (
    <FormProvider {...form}>
      <input
        aria-label="Montant"
        type="number"
        {...form.register('compensation.paymentAmount', { valueAsNumber: true })}
      />
      <VerdictLines saved={saved} />
    </FormProvider>
  );
}

function renderVerdict(contract: Contract, saved: { id: string; status: string } | null = null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Verdict contract={contract} saved={saved} />
    </QueryClientProvider>,
  );
}

/** The requests of the law's totals (the exclusivities are asked once, on their own). */
const requestedUrls = () =>
  (fetch as unknown as Mock).mock.calls
    .map(([input]) => new URL(String(input), 'http://x'))
    .filter((url) => url.pathname.startsWith('/api/law/'));

describe('useLawVerdict', () => {
  it('adds what the advertiser already paid this year, leaving the contract itself out of the sum', async () => {
    fakeApi({ 'GET /api/law/advertiser-totals': { body: { calendarYearHt: 700, last12MonthsHt: 100 } } });
    const contract = paidContract({ name: 'Maison Lumière SAS', siret: '73282932000074' }, 400);
    renderVerdict(contract, { id: contract.id, status: 'draft' });

    await vi.waitFor(() => expect(screen.getByTestId('reached').textContent).toBe('calendar-year'));
    expect(screen.getByTestId('summary').textContent).toBe(
      'Avec ce contrat : 1\u202f100\u00a0€\u00a0HT reçus de Maison Lumière SAS en 2026 — contrat écrit obligatoire',
    );
    const [url] = requestedUrls();
    expect(url?.pathname).toBe('/api/law/advertiser-totals');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      siret: '73282932000074',
      name: 'Maison Lumière SAS',
      startDate: '2026-11-20',
      contractId: contract.id,
    });
  });

  it('follows the form: a new amount changes the verdict without asking the API again', async () => {
    fakeApi({ 'GET /api/law/advertiser-totals': { body: { calendarYearHt: 0, last12MonthsHt: 0 } } });
    renderVerdict(paidContract({ name: 'Maison Lumière', siret: '' }, 400));
    await vi.waitFor(() => expect(requestedUrls()).toHaveLength(1));
    expect(screen.getByTestId('reached').textContent).toBe('sous le seuil');

    fireEvent.change(screen.getByLabelText('Montant'), { target: { value: '1200' } });
    await vi.waitFor(() => expect(screen.getByTestId('reached').textContent).toBe('calendar-year'));
    expect(requestedUrls()).toHaveLength(1);
  });

  it('asks nothing while the advertiser is unnamed, and counts the contract alone', async () => {
    fakeApi({});
    renderVerdict(paidContract({ name: '', siret: '' }, 300));

    expect(screen.getByTestId('reached').textContent).toBe('sous le seuil');
    expect(screen.getByTestId('summary').textContent).toContain('300\u00a0€\u00a0HT');
    expect(requestedUrls()).toEqual([]);
  });

  it('warns of an exclusivity still running that the new contract overlaps, and only for a draft', async () => {
    const base = paidContract({ name: 'Cuisines Dupont', siret: '' }, 300);
    const contract = {
      ...base,
      parties: { ...base.parties, influencer: { ...base.parties.influencer, name: 'Léa Dubois' } },
      deliverables: { ...base.deliverables, partnershipObject: 'la promotion de casseroles en cuivre' },
    };
    const exclusivity = {
      contractId: '22222222-2222-4222-8222-222222222222',
      title: 'Partenariat Maison Lumière',
      brandName: 'Maison Lumière',
      brandSiret: '',
      influencerName: contract.parties.influencer.name,
      influencerSiret: '',
      sector: 'Casseroles et poêles',
      contractSector: 'other',
      from: '2026-01-01',
      until: '2027-12-31',
    };
    fakeApi({
      'GET /api/law/advertiser-totals': { body: { calendarYearHt: 0, last12MonthsHt: 0 } },
      'GET /api/tracker/exclusivities': { body: [exclusivity] },
    });
    renderVerdict(contract);
    await vi.waitFor(() => expect(screen.getByTestId('rules').textContent).toContain('exclusivity-conflict'));
    cleanup();
    // A signed contract is not checked again.
    renderVerdict(contract, { id: contract.id, status: 'signed' });
    await vi.waitFor(() => expect(requestedUrls().length).toBeGreaterThan(0));
    expect(screen.getByTestId('rules').textContent).not.toContain('exclusivity-conflict');
  });
});
