import { httpUrl } from './urls';

/** Schemes a link may open besides http(s): they hand the address to another program, never run it here. */
const HANDED_OFF = new Set(['mailto:', 'tel:']);

/** Whether following `href` from a page at `base` can only load a page or hand it to a mail or phone app. */
export function isFollowableHref(href: string, base: string): boolean {
  if (httpUrl(href, base)) return true;
  try {
    return HANDED_OFF.has(new URL(href, base).protocol);
  } catch {
    return false;
  }
}

/**
 * Refuses to follow any link whose address would run code in the app's origin (`javascript:`, `data:`,
 * `vbscript:`, …), whoever rendered it: the app's own links built from an answer, or author HTML. The
 * checks where addresses are read come first (the decoders, `safeExternalUrl`, the sanitiser); this is the
 * wall behind them that React 19 used to be for `javascript:` in `href` and React 18 is not
 * (docs/decisions/0018-react-18.md). A click, a middle click and Enter on a focused link all arrive here as
 * `click` or `auxclick` events, in the capture phase before any handler of the page. Returns the undo.
 */
export function guardLinks(root: Document = document): () => void {
  const onActivate = (event: MouseEvent) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const link = target.closest('a[href], area[href]');
    if (!link) return;
    if (isFollowableHref(link.getAttribute('href') ?? '', root.baseURI)) return;
    event.preventDefault();
    event.stopPropagation();
  };
  root.addEventListener('click', onActivate, true);
  root.addEventListener('auxclick', onActivate, true);
  return () => {
    root.removeEventListener('click', onActivate, true);
    root.removeEventListener('auxclick', onActivate, true);
  };
}
