import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '#shared/api/auth.ts';
import { sessionStore } from '#client/lib/session-store.ts';

const user: User = {
  id: '5a1d7c1e-3c1b-4b7e-9a55-2f4f1f0e8b21',
  firstName: 'Camille',
  lastName: 'Durand',
  email: 'camille@example.fr',
  isEmailVerified: true,
  role: 'creator',
  plan: 'free',
  creditsLeft: 3,
};

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('the session store', () => {
  it('keeps the access token in memory and forgets it with the session', () => {
    sessionStore.signIn(user, 'access-token');
    expect(sessionStore.getAccessToken()).toBe('access-token');
    sessionStore.clear();
    expect(sessionStore.getAccessToken()).toBeNull();
    expect(sessionStore.getState().user).toBeNull();
  });

  it('remembers where a logout happened, so the guard sends that screen home', () => {
    vi.stubGlobal('window', { location: { pathname: '/contracts' } });
    sessionStore.signIn(user, 'access-token');
    sessionStore.clear('logout');
    expect(sessionStore.getState().ended).toEqual({ reason: 'logout', path: '/contracts' });
    // A new sign-in starts afresh.
    sessionStore.signIn(user, 'another-token');
    expect(sessionStore.getState().ended).toBeNull();
  });

  it('marks a refused session as expired only when someone was signed in and the app was ready', () => {
    const expired = vi.fn<() => void>();
    const stop = sessionStore.onExpired(expired);
    sessionStore.expire();
    expect(expired).not.toHaveBeenCalled();
    expect(sessionStore.getState().ended).toBeNull();

    sessionStore.signIn(user, 'access-token');
    sessionStore.markReady();
    sessionStore.expire();
    expect(expired).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState()).toMatchObject({ user: null, ended: { reason: 'expired' } });
    stop();
  });

  it('drops the details of another account when a different user signs in', () => {
    sessionStore.signIn(user, 'a');
    sessionStore.setUserDetails({
      role: 'creator',
      isPhysicalPerson: true,
      siret: null,
      companyName: null,
      address: null,
      city: null,
      postalCode: null,
      legalForm: null,
      signatoryCapacity: null,
      intendedPlan: null,
    });
    sessionStore.signIn({ ...user, id: '0f0e0d0c-0b0a-4909-8807-060504030201' }, 'b');
    expect(sessionStore.getState().userDetails).toBeNull();
  });
});
