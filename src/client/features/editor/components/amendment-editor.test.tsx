// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAmendmentDraft } from '#shared/contract/amendment-draft.ts';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import type { Contract } from '#shared/contract/schema.ts';
import { TooltipProvider } from '#client/components/ui/tooltip.tsx';
import { EditorPage } from '#client/features/editor/editor-page.tsx';
import { fieldId } from '#client/features/editor/lib/editor-values.ts';
import { sessionStore } from '#client/lib/session-store.ts';
import { fakeApi, testUser } from '#client/testing/render-screen.tsx';

const ID = '5d6e7f80-0000-4000-8000-000000000002';
const PARENT_ID = '9a8b7c6d-0000-4000-8000-000000000001';

function savedAmendment(): Contract {
  const parent = { ...createSampleContract('UGC', '2026-02-02'), id: PARENT_ID, title: 'Recettes d’hiver' };
  const draft = buildAmendmentDraft({
    parent,
    parentSignedOn: '2026-02-03',
    use: { useKind: 'organic-social', territory: 'France', months: 6, exclusive: false, dueOn: '2026-08-01' },
    number: 1,
    today: '2026-07-20',
  });
  return {
    ...draft,
    id: ID,
    status: 'draft',
    template: 'ugc',
    version: 1,
    createdAt: '2026-07-20T09:00:00.000Z',
    updatedAt: '2026-07-20T09:00:00.000Z',
    pendingInputs: {},
    archivedAt: null,
  };
}

function openAmendment() {
  fakeApi({ [`GET /api/contracts/${ID}`]: { body: savedAmendment() } });
  openPage();
}

function openPage() {
  sessionStore.signIn(testUser, 'jeton-de-test');
  sessionStore.setUserDetails(null);
  sessionStore.markReady();
  const router = createMemoryRouter([{ path: '/create-contract-v2', element: <EditorPage /> }], {
    initialEntries: [`/create-contract-v2?id=${ID}`],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <RouterProvider router={router} />
      </TooltipProvider>
    </QueryClientProvider>,
  );
}

const field = (path: string) => document.getElementById(fieldId(path)) as HTMLInputElement | null;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('the editor of an amendment', () => {
  it('keeps every section for an ordinary contract', async () => {
    const ordinary = { ...savedAmendment(), amendment: { ...savedAmendment().amendment, parentId: '' } };
    fakeApi({ [`GET /api/contracts/${ID}`]: { body: ordinary } });
    openPage();
    expect(await screen.findByRole('button', { name: /^Livrables/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mode guidé' })).toBeTruthy();
    expect(screen.queryByText(/Seules les conditions du renouvellement/)).toBeNull();
  });

  it('says what it amends and shows only the renewal’s fields', async () => {
    openAmendment();
    expect(
      await screen.findByText('Avenant n° 1 au contrat « Recettes d’hiver » (réf. 9A8B7C6D)', { exact: false }),
    ).toBeTruthy();
    expect(screen.getByText(/Seules les conditions du renouvellement se modifient ici/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Renouvellement de l’exploitation/ })).toBeTruthy();

    expect(field('clauses.rightsAssignment.uses.0.territory')?.value).toBe('France');
    expect(field('clauses.rightsAssignment.uses.0.durationMonths')?.value).toBe('6');
    expect(field('clauses.rightsAssignment.uses.0.price')).toBeTruthy();
    expect(field('clauses.rightsAssignment.uses.0.exclusive')).toBeTruthy();
    expect(field('clauses.duration.startDate')?.value).toBe('2026-08-02');
    expect(field('compensation.paymentDueDays')).toBeTruthy();
    expect(field('compensation.vatTreatment')).toBeTruthy();
    expect(field('clauses.signatures.method')).toBeTruthy();
    expect(field('clauses.signatures.city')).toBeTruthy();

    // Nothing of an ordinary contract: no publications, no pay, no parties, no guided mode.
    expect(screen.queryByRole('button', { name: /^Livrables/ })).toBeNull();
    expect(field('deliverables.partnershipObject')).toBeNull();
    expect(field('compensation.paymentAmount')).toBeNull();
    expect(field('parties.creator.name')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mode guidé' })).toBeNull();
  });
});
