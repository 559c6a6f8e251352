import { useLayoutEffect } from 'react';

/** The titles on screen, oldest first; the newest one is the document's. */
const shown: { text: string }[] = [];
let fallback: string | null = null;
/** What every page title becomes while set (`markPageTitles`). */
let mark: ((title: string) => string) | null = null;

function show() {
  const top = shown[shown.length - 1];
  if (top) document.title = mark ? mark(top.text) : top.text;
  else if (fallback !== null) document.title = fallback;
}

/**
 * Marks every page title shown from now on, until called with null (Studio's preview: "Preview: …" over
 * whatever title the courseware sets, as it changes from unit to unit).
 */
export function markPageTitles(next: ((title: string) => string) | null): void {
  mark = next;
  show();
}

/**
 * Sets the document's title while it is rendered (spec §2's page titles, built with `pageTitle`). The title
 * rendered last wins, and when it leaves the screen the one before it comes back, so a page's title
 * replaces its frame's loading title and a closed page never leaves its own behind. React 18 has no
 * `<title>` hoisting (docs/decisions/0018-react-18.md); this is the one place that writes the title.
 */
export function PageTitle({ children }: { children: string }) {
  useLayoutEffect(() => {
    if (shown.length === 0) fallback = document.title;
    const entry = { text: children };
    shown.push(entry);
    show();
    return () => {
      shown.splice(shown.indexOf(entry), 1);
      show();
    };
  }, [children]);
  return null;
}
