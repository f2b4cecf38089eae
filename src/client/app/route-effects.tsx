import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { errorMessages } from '#shared/messages.ts';
import { MAIN_CONTENT_ID } from '#client/app/layouts/skip-link.tsx';
import { isProtectedPath } from '#client/app/route-access.ts';
import { sessionStore } from '#client/lib/session-store.ts';

function scrollToHash(hash: string, attemptsLeft = 10) {
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  if (target) target.scrollIntoView({ block: 'start' });
  // The section may belong to a screen that is still loading.
  else if (attemptsLeft > 0) window.setTimeout(() => scrollToHash(hash, attemptsLeft - 1), 50);
}

/**
 * Every route change scrolls to the top (spec section 2), or to the anchor it names, and moves
 * the focus to the main content so a screen reader starts reading the new screen.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const isFirstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of path, not only of hash
  useEffect(() => {
    if (hash) scrollToHash(hash);
    else window.scrollTo(0, 0);
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
  }, [pathname, hash]);
  return null;
}

/**
 * On a refused refresh, a protected screen says why it is left; the access guard then sends it
 * to the home page (replace). A public screen stays, silently (spec section 2).
 */
export function SessionExpiryNotice() {
  useEffect(
    () =>
      sessionStore.onExpired(() => {
        if (!isProtectedPath(window.location.pathname)) return;
        toast.error(errorMessages.TOKEN_EXPIRED, { id: 'session-expired' });
      }),
    [],
  );
  return null;
}
