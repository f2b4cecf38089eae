import { type RefObject, useEffect } from 'react';
import { useBlocker } from 'react-router';

type LeaveGuardOptions = {
  /** Unsaved changes, as the screen last rendered them: the browser's prompt is set up for them. */
  unsaved: boolean;
  /**
   * Unsaved changes at the moment a navigation starts. The screen learns of a first change a
   * transition after the key (`useDirtyInTransition`): a link followed within that time is held too.
   */
  unsavedNow: () => boolean;
  /** Lets the editor's own navigations through (full-screen preview, after an export). */
  allowNext: RefObject<boolean>;
};

/**
 * Unsaved changes: an in-app navigation is held for the leave dialog (Sauvegarder / Quitter),
 * a reload or a closed tab gets the browser's own prompt.
 */
export function useLeaveGuard({ unsaved, unsavedNow, allowNext }: LeaveGuardOptions) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsavedNow() && !allowNext.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);

  return blocker;
}
