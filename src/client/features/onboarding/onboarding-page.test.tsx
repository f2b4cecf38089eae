// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OnboardingPage } from '#client/features/onboarding/onboarding-page.tsx';
import { onboardingKey } from '#client/features/onboarding/lib/onboarding-storage.ts';
import { fakeApi, renderScreen, testUser } from '#client/testing/render-screen.tsx';

/** The onboarding resumes where it was left: its step, what was typed, the plan picked. */

const key = onboardingKey(testUser.id);

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the onboarding, left midway', () => {
  it('resumes at the step it was left, with what was typed', async () => {
    fakeApi({});
    renderScreen(<OnboardingPage />, { path: '/onboarding' });
    fireEvent.click(screen.getByRole('radio', { name: /Marque \/ Entreprise/ }));
    fireEvent.click(screen.getByRole('button', { name: /Continuer/ }));
    fireEvent.change(await screen.findByLabelText('Raison sociale'), { target: { value: 'Maison Lumen' } });
    cleanup();

    renderScreen(<OnboardingPage />, { path: '/onboarding' });
    expect(await screen.findByRole('heading', { name: 'Vos informations' })).toBeTruthy();
    expect((screen.getByLabelText('Raison sociale') as HTMLInputElement).value).toBe('Maison Lumen');
    expect(screen.getByRole('status').textContent).toContain('vos réponses précédentes sont conservées');
  });

  it('starts afresh, and keeps nothing in the browser, once finished', async () => {
    const details = {
      role: 'brand',
      isPhysicalPerson: false,
      siret: '73282932000074',
      companyName: 'Maison Lumen',
      address: '12 rue de la Paix',
      city: 'Paris',
      postalCode: '75002',
      legalForm: 'SAS',
      signatoryCapacity: 'Président',
    };
    localStorage.setItem(key, JSON.stringify({ step: 3, values: details, plan: 'free' }));
    const api = fakeApi({
      'POST /api/user': { body: { ...details, intendedPlan: 'free' } },
      'GET /api/user': { body: { ...details, intendedPlan: 'free' } },
      'GET /api/me': { body: { ...testUser, role: 'brand' } },
    });
    renderScreen(<OnboardingPage />, { path: '/onboarding' });
    expect(await screen.findByRole('heading', { name: 'Choisissez votre plan' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Commencer' }));

    await waitFor(() =>
      expect(api.calls.some((call) => call.method === 'POST' && call.path === '/api/user')).toBe(true),
    );
    const sent = api.calls.find((call) => call.method === 'POST' && call.path === '/api/user');
    expect(sent?.body).toMatchObject({
      companyName: 'Maison Lumen',
      siret: '73282932000074',
      legalForm: 'SAS',
      signatoryCapacity: 'Président',
      intendedPlan: 'free',
    });
    await waitFor(() => expect(localStorage.getItem(key)).toBeNull());
  });

  it('ignores a damaged entry and another user’s', async () => {
    fakeApi({});
    localStorage.setItem(key, '{pas du json');
    localStorage.setItem(
      onboardingKey('00000000-0000-4000-8000-000000000999'),
      JSON.stringify({ step: 2, values: {} }),
    );
    renderScreen(<OnboardingPage />, { path: '/onboarding' });
    expect(await screen.findByRole('heading', { name: 'Quel est votre rôle ?' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
