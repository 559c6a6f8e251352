/**
 * Reading LMS answers safely. Every wire body is `unknown` until a reader has looked at it: a field the app
 * cannot work without (an id, a title, an access verdict) must be there with the right type, or the answer
 * is malformed and the call fails with a DecodeError (the page then shows its failure state). Fields the
 * app can do without fall back to a default when missing, null or of the wrong type, so a server that
 * sends a little less, or a little differently, still works.
 */
export class DecodeError extends Error {
  readonly path: string;

  constructor(path: string, expected: string, actual: unknown) {
    super(`Malformed LMS answer at ${path}: expected ${expected}, got ${describe(actual)}`);
    this.name = 'DecodeError';
    this.path = path;
  }
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

export type Json = Readonly<Record<string, unknown>>;

export function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export class Reader {
  readonly value: Json;
  readonly path: string;

  constructor(value: unknown, path = '$') {
    if (!isRecord(value)) throw new DecodeError(path, 'object', value);
    this.value = value;
    this.path = path;
  }

  private at(key: string): string {
    return `${this.path}.${key}`;
  }

  has(key: string): boolean {
    return this.value[key] !== undefined && this.value[key] !== null;
  }

  raw(key: string): unknown {
    return this.value[key];
  }

  str(key: string): string {
    const v = this.value[key];
    if (typeof v !== 'string') throw new DecodeError(this.at(key), 'string', v);
    return v;
  }

  /**
   * Any string as sent, the empty string and whitespace included; null when missing, null or not a string.
   * For values where "" means something of its own (an empty answer, a cleared field).
   */
  optString(key: string): string | null {
    const v = this.value[key];
    return typeof v === 'string' ? v : null;
  }

  /**
   * A string with something in it besides whitespace, as sent (not trimmed); null when missing, not a
   * string, empty or only whitespace. For values where blank means "none" (a name, a title, a date, an id).
   */
  optNonBlankString(key: string): string | null {
    const v = this.optString(key);
    return v === null || v.trim() === '' ? null : v;
  }

  /**
   * An address an answer gives for a link, a form or a redirect: http(s), or relative (a path on the LMS),
   * else null. `javascript:`, `data:`, `vbscript:` and the like, however written (mixed case, tabs or
   * newlines inside, leading spaces), never reach an `href`.
   */
  optUrl(key: string): string | null {
    const v = this.optNonBlankString(key);
    return v !== null && isHttpOrRelative(v) ? v : null;
  }

  bool(key: string): boolean {
    const v = this.value[key];
    if (typeof v !== 'boolean') throw new DecodeError(this.at(key), 'boolean', v);
    return v;
  }

  optBool(key: string, fallback = false): boolean {
    const v = this.value[key];
    return typeof v === 'boolean' ? v : fallback;
  }

  num(key: string): number {
    const v = this.value[key];
    if (typeof v !== 'number' || !Number.isFinite(v)) throw new DecodeError(this.at(key), 'number', v);
    return v;
  }

  optNum(key: string): number | null {
    const v = this.value[key];
    if (typeof v === 'number' && Number.isFinite(v)) return v;
    if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
    return null;
  }

  obj(key: string): Reader {
    return new Reader(this.value[key], this.at(key));
  }

  /** A nested object, or null when missing or not an object. */
  optObj(key: string): Reader | null {
    return isRecord(this.value[key]) ? new Reader(this.value[key], this.at(key)) : null;
  }

  /** A list, or [] when missing or not a list. Entries that fail to read are dropped. */
  optList<T>(key: string, item: (value: unknown, path: string) => T): T[] {
    const v = this.value[key];
    if (!Array.isArray(v)) return [];
    const out: T[] = [];
    v.forEach((entry, index) => {
      try {
        out.push(item(entry, `${this.at(key)}[${index}]`));
      } catch (error) {
        if (!(error instanceof DecodeError)) throw error;
      }
    });
    return out;
  }

  /** An error for a malformed value at this reader's place, to throw from an item reader. */
  missing(expected: string): DecodeError {
    return new DecodeError(this.path, expected, this.value);
  }

  /** Strings of a list, ignoring anything else. */
  strings(key: string): string[] {
    const v = this.value[key];
    return Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : [];
  }
}

export const read = (value: unknown, path = '$') => new Reader(value, path);

function parsesAsHttp(url: string): boolean {
  try {
    const { protocol } = new URL(url, 'https://relative.invalid/');
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * A path on the same site ('/courses/…'): never a scheme, never another host. A second '/' or '\\' (or a
 * tab or newline, which the URL parser drops, before it) would make it '//host', so those take the
 * parser's path.
 */
const SITE_PATH = /^\/[^/\\\t\n\r]/;
/** 'http(s)://' and a plain authority up to the path: whether it parses depends on the authority alone. */
const HTTP_ORIGIN = /^https?:\/\/[\w.\-:@[\]~%!$&'()*+,;=]+\//i;
const originParses = new Map<string, boolean>();

/**
 * Whether an address resolves, as the browser resolves an `href`, to http(s) (relative ones do). The
 * blocks outline gives three addresses per unit, thousands on a large course, nearly all on a few
 * origins: those are answered from the origin's own verdict (a URL's path, query and fragment never
 * make an http(s) URL fail to parse), anything else by the URL parser.
 */
export function isHttpOrRelative(url: string): boolean {
  if (SITE_PATH.test(url)) return true;
  const origin = HTTP_ORIGIN.exec(url)?.[0];
  if (origin === undefined) return parsesAsHttp(url);
  let parses = originParses.get(origin);
  if (parses === undefined) {
    parses = parsesAsHttp(origin);
    if (originParses.size < 100) originParses.set(origin, parses);
  }
  return parses;
}

/** An ISO date string that parses, or null. Naive dates without a zone are read as the browser does. */
export function isoDate(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  return Number.isNaN(Date.parse(value)) ? null : value;
}

/** A relative address in an LMS answer is an LMS page: it gets LMS_BASE_URL; absolute ones are kept. */
export function absoluteLmsUrl(url: string, lmsBaseUrl: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${lmsBaseUrl}${url}` : url;
}

/**
 * A frame's message, read as safely as an answer: `{"type": "plugin.resize", "payload": {"height": n}}`,
 * the height every Open edX frame sends its host (the LMS's unit pages, the discussions app;
 * frontend-app-learning's `messageTypes.resize`). The height in whole pixels (rounded up), or null for
 * anything else, or a height that is not a finite, non-negative number. The one reader of it (issue 47):
 * the unit frame, the discussion tab and the discussions beside a unit each decide what 0 means for them.
 * Here, in the first download, because all three use it: a module of its own was a chunk of its own.
 */
export function pluginResizeHeight(data: unknown): number | null {
  if (!isRecord(data) || data.type !== 'plugin.resize' || !isRecord(data.payload)) return null;
  const { height } = data.payload;
  // NaN fails both comparisons; Infinity the second.
  return typeof height === 'number' && height >= 0 && height < Infinity ? Math.ceil(height) : null;
}
