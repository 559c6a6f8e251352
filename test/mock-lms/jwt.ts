import { LMS_ORIGIN } from './env';
import type { Persona } from './personas';

export const JWT_PAYLOAD_COOKIE = 'edx-jwt-cookie-header-payload';
export const JWT_SIGNATURE_COOKIE = 'edx-jwt-cookie-signature';

const base64Url = (value: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(value)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/**
 * The `header.payload` value of the LMS's script-readable JWT cookie for a persona. The token lasts an hour
 * of real time (browsers compare `exp` with their own clock, whatever the mock's clock says).
 */
export function jwtCookieValue(persona: Persona, lifetimeSeconds = 3600): string {
  const issuedAt = Math.floor(Date.now() / 1000);
  const header = { alg: 'RS512', typ: 'JWT', kid: 'mock' };
  const payload = {
    iss: `${LMS_ORIGIN}/oauth2`,
    aud: 'lms-key',
    sub: `anon-${persona.userId}`,
    user_id: persona.userId,
    preferred_username: persona.username,
    email: persona.email,
    name: persona.name,
    administrator: persona.administrator,
    roles: [],
    scopes: ['user_id', 'email', 'profile'],
    iat: issuedAt,
    exp: issuedAt + lifetimeSeconds,
  };
  return `${base64Url(JSON.stringify(header))}.${base64Url(JSON.stringify(payload))}`;
}
