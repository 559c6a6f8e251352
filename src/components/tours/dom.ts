import { useSyncExternalStore } from 'react';

/**
 * The element a step points at: the first match of its selector that is laid out (has a size). An element
 * that is hidden, or an empty container, is no anchor: its step is left out.
 */
export function findAnchor(selector: string): HTMLElement | null {
  for (const element of document.querySelectorAll<HTMLElement>(selector)) {
    const box = element.getBoundingClientRect();
    if (box.width > 0 && box.height > 0) return element;
  }
  return null;
}

/** Marks the tours' own dialogs, which never hold a tour back. */
export const TOUR_DIALOG_CLASS = 'tour-dialog';

const OTHER_DIALOG = `[aria-modal="true"]:not(.${TOUR_DIALOG_CLASS})`;

function subscribeDialogs(onChange: () => void) {
  // Modal dialogs (a celebration, the account-activation message, the phone's outline panel) are portals
  // into the document's body: they come and go as its children.
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true });
  return () => observer.disconnect();
}

const never = () => () => undefined;

/**
 * Whether another modal dialog is open: a tour waits behind it (upstream's tours wait for the streak
 * celebration), so two dialogs never compete for the learner's attention and focus. Watched only while
 * `active` (a tour is due or showing).
 */
export function useOtherDialogOpen(active: boolean): boolean {
  return useSyncExternalStore(active ? subscribeDialogs : never, () =>
    active ? document.querySelector(OTHER_DIALOG) !== null : false,
  );
}
