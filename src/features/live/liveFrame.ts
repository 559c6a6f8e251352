/**
 * The live tab's frame from the HTML the LMS sends (`<iframe id='lti-tab-embed' srcdoc='…'>`, an LTI
 * launch). The LMS is trusted for this markup as it is for author HTML, but only the frame element and
 * its plain attributes are kept: no event handlers, no scripts around it, and a `src` only over http(s).
 */
export interface LiveFrame {
  readonly src: string | null;
  readonly srcDoc: string | null;
  readonly title: string | null;
  readonly allow: string | null;
  readonly allowFullScreen: boolean;
}

export function liveFrame(html: string | null, baseUrl: string): LiveFrame | null {
  if (!html) return null;
  // Handlers and scripts go before parsing: nothing of them is kept, and Chromium reports (without
  // running) the handlers of a parsed document against the page's Content-Security-Policy.
  const inert = html
    .replace(/<script\b[\s\S]*?<\/script\s*>/gi, '')
    .replace(/\son[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '');
  const element = new DOMParser().parseFromString(inert, 'text/html').querySelector('iframe');
  if (!element) return null;
  let src: string | null = null;
  const rawSrc = element.getAttribute('src');
  if (rawSrc) {
    try {
      const url = new URL(rawSrc, baseUrl);
      if (url.protocol === 'https:' || url.protocol === 'http:') src = url.href;
    } catch {
      src = null;
    }
  }
  const srcDoc = element.getAttribute('srcdoc');
  if (!src && !srcDoc) return null;
  return {
    src,
    srcDoc,
    title: element.getAttribute('title'),
    allow: element.getAttribute('allow'),
    allowFullScreen: element.hasAttribute('allowfullscreen'),
  };
}
