import { type RefObject, useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Unsaved changes: an in-app navigation is held for the leave dialog (Sauvegarder / Quitter),
 * a reload or a closed tab gets the browser's own prompt. `allowNext` lets the editor's own
 * navigations through (full-screen preview, after an export).
 */
export function useLeaveGuard(when: boolean, allowNext: RefObject<boolean>) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && !allowNext.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return blocker;
}
