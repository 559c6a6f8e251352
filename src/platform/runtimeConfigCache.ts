/**
 * The runtime configuration's address and its copy in local storage (conventions §1), shared by the app's
 * boot (./config.ts mergeRuntimeConfig) and the preload script of index.html (src/app/preload/preload.ts),
 * which reads a fresh copy instead of asking: pure, no dependencies.
 */

/** How long an answer is kept. */
export const RUNTIME_CONFIG_CACHE_MS = 5 * 60 * 1000;
const CACHE_PREFIX = 'learning.runtime-config:';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{MFE_CONFIG_API_URL}?mfe={APP_ID}`. */
export const runtimeConfigAddress = (url: string, appId: string) =>
  `${url}${url.includes('?') ? '&' : '?'}mfe=${encodeURIComponent(appId)}`;

/** The storage key of an address's answer (`{at, config}`). */
export const runtimeConfigCacheKey = (address: string) => `${CACHE_PREFIX}${address}`;

/**
 * The kept answer for an address while it is fresh, or null. An entry from the future (a clock set back, or
 * a forged entry) is not fresh; a damaged one is ignored (and replaced once the answer comes).
 */
export function readCachedRuntimeConfig(
  storage: Pick<Storage, 'getItem'> | null | undefined,
  address: string,
  now: number,
): Record<string, unknown> | null {
  try {
    const cached = storage?.getItem(runtimeConfigCacheKey(address));
    if (!cached) return null;
    const parsed: unknown = JSON.parse(cached);
    if (!isPlainObject(parsed) || typeof parsed.at !== 'number') return null;
    const age = now - parsed.at;
    return age >= 0 && age < RUNTIME_CONFIG_CACHE_MS && isPlainObject(parsed.config) ? parsed.config : null;
  } catch {
    return null;
  }
}
