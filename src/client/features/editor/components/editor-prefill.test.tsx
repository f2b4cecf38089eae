// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserDetails } from '#shared/api/auth.ts';
import { fieldId } from '#client/features/editor/lib/editor-values.ts';
import { sessionStore } from '#client/lib/session-store.ts';
import { companyCreatorDetails, renderNewContract } from '#client/testing/render-new-contract.tsx';

/** A new contract opens with the user's side filled from the profile. */

const studio = companyCreatorDetails;

const fieldValue = (path: string) => (document.getElementById(fieldId(path)) as HTMLInputElement | null)?.value;

function openNewContract(details: UserDetails | null) {
  renderNewContract({ details });
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
