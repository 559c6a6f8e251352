import type { DOMPurify as Purifier, WindowLike } from 'dompurify';

/**
 * HTML written by course authors (the welcome message, the handouts) made safe to put into the app's own
 * page: DOMPurify removes scripts, event handlers, `javascript:` addresses, frames, forms and styles (a
 * `<style>` or a `style` attribute could restyle or overlay the app), and prefixes author ids so they cannot
 * clobber the app's. Links and formatting stay. Relative addresses are the LMS's, so they are made absolute
 * on it; links that leave this app get rel="noopener noreferrer".
 */
export interface SanitizeOptions {
  /** Where relative addresses point: the LMS. */
  readonly lmsBaseUrl: string;
  /** This app's origin: links elsewhere get rel="noopener noreferrer". */
  readonly appOrigin: string;
}

export type Sanitizer = (html: string, options: SanitizeOptions) => string;

const URL_ATTRIBUTES = ['href', 'src', 'xlink:href'] as const;

/**
 * The app's own layout utilities (Bootstrap's) that would let author HTML leave its box: fixed or sticky
 * bars, links stretched over the page, full-viewport sizes, raised stacking. Removed from author classes;
 * the `.lms-html` box also contains its layout and paint (styles/lms-html.scss), as a second wall.
 */
const ESCAPING_CLASSES =
  /^(fixed-|sticky-|stretched-link$|position-|z-|vh-|vw-|min-vh-|min-vw-|h-100$|mh-100$|top-|bottom-|start-|end-|translate-|modal|offcanvas|overflow-)/;

/** Elements whose address navigates: HTML and SVG links, and image-map areas. */
const LINK_TAGS = new Set(['a', 'area']);

function absolute(value: string, base: string): string | null {
  if (value.startsWith('#')) return value;
  try {
    return new URL(value, `${base}/`).toString();
  } catch {
    return null;
  }
}

/** Builds a sanitizer on its own DOMPurify instance, so its hooks touch no one else's. */
export function createSanitizer(
  createPurifier: (root: WindowLike) => Purifier,
  root: WindowLike = window,
): Sanitizer {
  const purify = createPurifier(root);
  let current: SanitizeOptions | null = null;

  purify.addHook('afterSanitizeAttributes', (node) => {
    if (!current || !(node instanceof root.Element)) return;
    for (const name of URL_ATTRIBUTES) {
      const value = node.getAttribute(name);
      if (value === null) continue;
      const resolved = absolute(value.trim(), current.lmsBaseUrl);
      if (resolved === null) node.removeAttribute(name);
      else node.setAttribute(name, resolved);
    }
    const classes = node.getAttribute('class');
    if (classes !== null) {
      const kept = classes.split(/\s+/).filter((name) => name && !ESCAPING_CLASSES.test(name));
      if (kept.length) node.setAttribute('class', kept.join(' '));
      else node.removeAttribute('class');
    }
    if (LINK_TAGS.has(node.nodeName.toLowerCase())) {
      const href = node.getAttribute('href') ?? node.getAttribute('xlink:href') ?? '';
      const target = node.getAttribute('target');
      let elsewhere = Boolean(target && target !== '_self');
      try {
        elsewhere ||= !href.startsWith('#') && new URL(href).origin !== current.appOrigin;
      } catch {
        // no usable address: nothing to protect
      }
      if (elsewhere) {
        node.setAttribute('rel', 'noopener noreferrer');
        // SVG links do not honour rel everywhere: they open in this tab instead of keeping an opener.
        if (node.namespaceURI === 'http://www.w3.org/2000/svg') node.removeAttribute('target');
      }
    }
  });

  return (html, options) => {
    current = options;
    try {
      return purify.sanitize(html, {
        ADD_ATTR: ['target'],
        FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'dialog'],
        FORBID_ATTR: ['style'],
        SANITIZE_NAMED_PROPS: true,
      });
    } finally {
      current = null;
    }
  };
}

/**
 * Cuts sanitised HTML after `limit` words (spec §4 welcome message: 100), keeping the markup around the
 * words kept and closing it properly; "…" marks the cut. One walk over the text. `truncated` says whether
 * anything was cut.
 */
export function truncateWords(
  html: string,
  limit: number,
  doc: Document = document,
): { html: string; truncated: boolean } {
  const template = doc.createElement('template');
  template.innerHTML = html;
  const root = template.content;
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let count = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? '';
    const words = /\S+/g;
    let match: RegExpExecArray | null;
    while ((match = words.exec(text))) {
      count += 1;
      if (count < limit) continue;
      const end = match.index + match[0].length;
      if (!/\S/.test(text.slice(end)) && !hasWordsAfter(node, root)) return { html, truncated: false };
      node.nodeValue = `${text.slice(0, end)}…`;
      // Remove everything after the cut, up to the root.
      for (let current: Node | null = node; current && current !== root; current = current.parentNode) {
        while (current.nextSibling) current.parentNode?.removeChild(current.nextSibling);
      }
      const container = doc.createElement('div');
      container.appendChild(root);
      return { html: container.innerHTML, truncated: true };
    }
  }
  return { html, truncated: false };
}

function hasWordsAfter(node: Node, root: Node): boolean {
  for (let current: Node | null = node; current && current !== root; current = current.parentNode) {
    for (let sibling = current.nextSibling; sibling; sibling = sibling.nextSibling) {
      if (/\S/.test(sibling.textContent ?? '')) return true;
    }
  }
  return false;
}
