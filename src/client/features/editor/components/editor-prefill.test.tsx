// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserDetails } from '#shared/api/auth.ts';
import { EditorPage } from '#client/features/editor/editor-page.tsx';
import { fieldId } from '#client/features/editor/lib/editor-values.ts';
import { sessionStore } from '#client/lib/session-store.ts';
import { TooltipProvider } from '#client/components/ui/tooltip.tsx';
import { fakeApi, testUser } from '#client/testing/render-screen.tsx';

/** A new contract opens with the user's side filled from the profile. */

const studio: UserDetails = {
  role: 'creator',
  isPhysicalPerson: false,
  siret: '73282932000074',
  companyName: 'Studio Lumière',
  address: '12 rue des Lilas',
  postalCode: '75011',
  city: 'Paris',
  legalForm: 'SAS',
  signatoryCapacity: 'Présidente',
  intendedPlan: null,
};

const fieldValue = (path: string) => (document.getElementById(fieldId(path)) as HTMLInputElement | null)?.value;

function openNewContract(details: UserDetails | null) {
  fakeApi({});
  sessionStore.signIn(testUser, 'jeton-de-test');
  sessionStore.setUserDetails(details);
  sessionStore.markReady();
  // The editor's leave guard needs a data router.
  const router = createMemoryRouter([{ path: '/create-contract-v2', element: <EditorPage /> }], {
    initialEntries: ['/create-contract-v2?type=PAID'],
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

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('a new contract', () => {
  it('shows the profile on the creator’s side and leaves the brand’s side empty', async () => {
    openNewContract(studio);
    expect(await screen.findByDisplayValue('Studio Lumière')).toBeTruthy();
    expect(fieldValue('parties.influencer.name')).toBe('Studio Lumière');
    expect(fieldValue('parties.influencer.address')).toBe('12 rue des Lilas, 75011 Paris');
    expect(fieldValue('parties.influencer.email')).toBe('camille@example.fr');
    expect(fieldValue('parties.influencer.legalForm')).toBe('SAS');
    expect(fieldValue('parties.influencer.signatory.name')).toBe('Camille Martin');
    expect(fieldValue('parties.influencer.signatory.capacity')).toBe('Présidente');
    expect(fieldValue('parties.creator.name')).toBe('');
  });

  it('puts a brand’s profile on the brand’s side', async () => {
    openNewContract({ ...studio, role: 'brand', companyName: 'Maison Verte' });
    expect(await screen.findByDisplayValue('Maison Verte')).toBeTruthy();
    expect(fieldValue('parties.creator.name')).toBe('Maison Verte');
    expect(fieldValue('parties.creator.signatory.capacity')).toBe('Présidente');
    expect(fieldValue('parties.influencer.name')).toBe('');
  });

  it('stays empty for an account that skipped onboarding', async () => {
    openNewContract(null);
    await screen.findAllByRole('heading');
    expect(await vi.waitFor(() => fieldValue('parties.creator.name'))).toBe('');
    expect(fieldValue('parties.influencer.name')).toBe('');
  });
});
