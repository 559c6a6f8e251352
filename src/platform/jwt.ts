/**
 * Reading the LMS's JWT cookie (conventions §2.2), shared by the app's auth service (./auth.ts) and the
 * preload script of index.html (src/app/preload/preload.ts): pure, no dependencies.
 */

/** The claims of the LMS JWT that the app reads (spec: platform conventions §2.2). */
export interface JwtClaims {
  readonly user_id?: unknown;
  readonly preferred_username?: unknown;
  readonly email?: unknown;
  readonly name?: unknown;
  readonly administrator?: unknown;
  readonly roles?: unknown;
  readonly exp?: unknown;
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Decodes the `header.payload` cookie value. The signature is never checked here: it lives in an HttpOnly
 * cookie and only the LMS can verify it. Throws when the value is not a JWT with a JSON object payload.
 */
export function decodeJwtCookie(value: string): JwtClaims {
  const parts = value.split('.');
  if (parts.length < 2 || !parts[1]) throw new Error('not a JWT');
  const payload: unknown = JSON.parse(base64UrlDecode(parts[1]));
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw new Error('JWT payload is not an object');
  }
  return payload;
}
