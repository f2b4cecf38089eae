import type { Location } from 'react-router';

/**
 * What screens pass each other in the navigation state: where to return after login, and the
 * address to confirm on /verify-required.
 */
export type AuthLocationState = {
  from?: string;
  email?: string;
  /** Set when /verify-email sent the user here because the link did not work. */
  reason?: 'invalid-link';
};

export function readLocationState(location: Location): AuthLocationState {
  const state: unknown = location.state;
  if (!state || typeof state !== 'object') return {};
  const { from, email, reason } = state as Record<string, unknown>;
  return {
    // Only same-site paths: a crafted state must not send the user elsewhere after login.
    from: typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : undefined,
    email: typeof email === 'string' ? email : undefined,
    reason: reason === 'invalid-link' ? reason : undefined,
  };
}

export function pathOf(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** Has this tab a page of the app to go back to? React Router numbers the history entries it pushes. */
export function canGoBack(): boolean {
  const state: unknown = window.history.state;
  const index = state && typeof state === 'object' ? (state as { idx?: unknown }).idx : undefined;
  return typeof index === 'number' && index > 0;
}
