import { useEffect } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { useEffectEvent } from './hooks/useEffectEvent';

/**
 * Whether the browser still shows the history entry `location` was rendered for. React Router renders a
 * Back or Forward (popstate) as a transition, so for a moment the page on screen belongs to an entry the
 * browser has already left; a replace made then would overwrite the entry the learner went back to.
 * The browser router keeps each entry's index and key in `history.state` (the first entry has no key:
 * "default"); without an index the page is not the browser router's (a memory router): nothing to judge.
 */
export function onRenderedEntry(location: Pick<Location, 'key'>): boolean {
  const state: unknown = window.history.state;
  if (!state || typeof state !== 'object' || !('idx' in state) || typeof state.idx !== 'number') return true;
  const key = 'key' in state && typeof state.key === 'string' ? state.key : 'default';
  return key === location.key;
}

/**
 * Sends the page to `to` in place of the current history entry, as `<Navigate replace>` does, unless the
 * learner has left that entry meanwhile (Back pressed while the page was deciding where to go): then the
 * page they went to stays, and so does their history. `state` becomes the new entry's state.
 */
export function Redirect({ to, state }: { to: string; state?: unknown }) {
  const navigate = useNavigate();
  const location = useLocation();
  // The entry is read when the effect runs, but a new entry alone (the replace's own) is no reason to run
  // again: as with <Navigate>, only a new target or navigator is.
  const stillHere = useEffectEvent(() => onRenderedEntry(location));
  // The entry's state (what the page decided with) is read when the move is made, like the entry.
  const entryState = useEffectEvent(() => state);
  useEffect(() => {
    if (stillHere()) void navigate(to, { replace: true, state: entryState() });
  }, [navigate, to]);
  return null;
}
