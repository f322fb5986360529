import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * Unsaved changes are never lost silently: while `dirty`, leaving the page in the app is blocked
 * until the owner answers (`blocker`), and the browser asks before a reload or a closed tab.
 * `allowLeaving` lets the editor's own navigation through (after a save or a delete, when this
 * render's `dirty` is still the old answer).
 */
export function useLeaveGuard(dirty: boolean) {
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const allowLeaving = useCallback(() => {
    leaving.current = true;
  }, []);
  return { blocker, allowLeaving };
}
