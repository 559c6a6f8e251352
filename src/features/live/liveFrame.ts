/**
 * The live tab's frame from the HTML the LMS sends. edx-platform's course_live answers with
 * `<iframe id='lti-tab-embed' srcdoc='…'>`, whose document is an LTI launch: a hidden form of signed
 * launch fields and an inline script that submits it. That script would run in this app's origin (a
 * srcdoc document shares its parent's) and, under the app's Content-Security-Policy, which the document
 * inherits, it is blocked anyway, so the launch would never start. The app reads the form instead and
 * submits it into the frame itself (src/features/live/route.tsx): the provider's page opens in the frame,
 * in its own origin, and nothing of the LMS's markup runs here. Any other srcdoc is shown in a sandboxed
 * frame (no scripts, no forms, an origin of its own); a `src` is kept over http(s) only. Scripts,
 * styles and handlers around the frame are dropped (withoutInlineCode).
 */
export interface LiveLaunch {
  /** Where the form posts: the provider's launch address (http or https). */
  readonly action: string;
  readonly method: 'get' | 'post';
  /** The form's fields in their order, as the LMS signed them. */
  readonly fields: readonly (readonly [name: string, value: string])[];
}

export interface LiveFrame {
  readonly src: string | null;
  readonly launch: LiveLaunch | null;
  /** A srcdoc that is not a launch form: shown sandboxed. */
  readonly srcDoc: string | null;
  readonly title: string | null;
  readonly allow: string | null;
  readonly allowFullScreen: boolean;
}

/** An http(s) address from the LMS's markup, resolved against the LMS; anything else is none. */
function httpUrl(value: string | null, baseUrl: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, baseUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Input types whose value a submitted form does not send as typed (or at all). */
const UNSENT_INPUTS = new Set(['submit', 'button', 'reset', 'image', 'file']);

/** The launch form of a srcdoc document (parsed inert: DOMParser runs no script). */
function launchOf(srcDoc: string, baseUrl: string): LiveLaunch | null {
  // Its submitting script is not needed, and not kept.
  const form = new DOMParser().parseFromString(withoutInlineCode(srcDoc), 'text/html').querySelector('form');
  const action = httpUrl(form?.getAttribute('action') ?? null, baseUrl);
  if (!form || !action) return null;
  const fields: [string, string][] = [];
  for (const field of form.querySelectorAll('input[name], textarea[name]')) {
    const name = field.getAttribute('name') ?? '';
    if (field instanceof HTMLInputElement) {
      const type = field.type.toLowerCase();
      if (UNSENT_INPUTS.has(type)) continue;
      if ((type === 'checkbox' || type === 'radio') && !field.hasAttribute('checked')) continue;
      fields.push([name, field.getAttribute('value') ?? '']);
    } else {
      fields.push([name, field.textContent]);
    }
  }
  return {
    action,
    method: (form.getAttribute('method') ?? '').toLowerCase() === 'post' ? 'post' : 'get',
    fields,
  };
}

/**
 * Markup without its inline code: script and style elements go, and so do the handler (`on…`) and style
 * attributes of every tag. The page's Content-Security-Policy forbids both, and Chromium reports them when
 * it parses the markup, even in a document that runs nothing (DOMParser's). Tags are read whole, quoted
 * values included, so text or a value that merely looks like an attribute (a launch field's) is kept as
 * it is: the launch's fields are signed.
 */
const PIECE =
  /<(script|style)\b(?:[^>"']|"[^"]*"|'[^']*')*>[\s\S]*?<\/\1\s*>|<[a-z](?:[^>"']|"[^"]*"|'[^']*')*>/gi;
const TAG_NAME = /^<[a-z][^\s/>]*/i;
const ATTRIBUTE = /\s*([^\s"'>/=]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?/g;
const INLINE_CODE_ATTRIBUTE = /^(on|style$)/i;

export function withoutInlineCode(html: string): string {
  return html.replace(PIECE, (piece, element?: string) => {
    if (element) return '';
    const name = TAG_NAME.exec(piece)?.[0] ?? '';
    return (
      name +
      piece
        .slice(name.length)
        .replace(ATTRIBUTE, (attribute, attributeName: string) =>
          INLINE_CODE_ATTRIBUTE.test(attributeName) ? '' : attribute,
        )
    );
  });
}

export function liveFrame(html: string | null, baseUrl: string): LiveFrame | null {
  if (!html) return null;
  const element = new DOMParser()
    .parseFromString(withoutInlineCode(html), 'text/html')
    .querySelector('iframe');
  if (!element) return null;
  // A srcdoc wins over a src, as in a browser.
  const rawDoc = element.getAttribute('srcdoc');
  const src = rawDoc ? null : httpUrl(element.getAttribute('src'), baseUrl);
  const launch = rawDoc ? launchOf(rawDoc, baseUrl) : null;
  const srcDoc = rawDoc && !launch ? rawDoc : null;
  if (!src && !launch && !srcDoc) return null;
  return {
    src,
    launch,
    srcDoc,
    title: element.getAttribute('title'),
    allow: element.getAttribute('allow'),
    allowFullScreen: element.hasAttribute('allowfullscreen'),
  };
}
