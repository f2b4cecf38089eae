import { Navigate, Outlet, useLocation } from 'react-router';
import type { AuthLocationState } from '#client/lib/location-state.ts';
import { pathOf } from '#client/lib/location-state.ts';
import { useSession } from '#client/lib/use-session.ts';

/**
 * Lets through only a signed-in user whose e-mail is confirmed (spec section 2). Nothing is
 * shown while the start-up check runs, so a protected screen never flashes before a redirect.
 * A session that ends on a protected screen (logout, refused refresh) goes to the home page.
 */
export function AccessGuard() {
  const { status, user, ended } = useSession();
  const location = useLocation();
  if (status === 'initializing') return null;
  if (!user && ended?.path === location.pathname) return <Navigate to="/" replace />;
  if (!user) {
    const state: AuthLocationState = { from: pathOf(location) };
    return <Navigate to="/login" replace state={state} />;
  }
  if (!user.isEmailVerified) {
    const state: AuthLocationState = { email: user.email, from: pathOf(location) };
    return <Navigate to="/verify-required" replace state={state} />;
  }
  return <Outlet />;
}
