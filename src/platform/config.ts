import { FLAG_CONFIG_KEYS, JSON_CONFIG_KEYS, OPTIONAL_CONFIG_KEYS, REQUIRED_CONFIG_KEYS } from './configKeys';
import { takeEarlyCall, type EarlyCall } from './earlyCalls';
import { readCachedRuntimeConfig, runtimeConfigAddress, runtimeConfigCacheKey } from './runtimeConfigCache';

type RequiredKey = (typeof REQUIRED_CONFIG_KEYS)[number];
type OptionalKey = (typeof OPTIONAL_CONFIG_KEYS)[number];
type FlagKey = (typeof FLAG_CONFIG_KEYS)[number];

/** Keys that always have a value once defaults are applied. */
type DefaultedKey =
  | 'PUBLIC_PATH'
  | 'APP_ID'
  | 'REFRESH_ACCESS_TOKEN_ENDPOINT'
  | 'ACCESS_TOKEN_COOKIE_NAME'
  | 'CSRF_TOKEN_API_PATH'
  | 'LANGUAGE_PREFERENCE_COOKIE_NAME'
  | 'ACCOUNT_PROFILE_URL'
  | 'ACCOUNT_SETTINGS_URL'
  | 'SEARCH_CATALOG_URL';

type JsonKey = (typeof JSON_CONFIG_KEYS)[number];

/**
 * The known keys, typed and normalised, and every other key exactly as the layers delivered it: operators
 * and themes add keys of their own (`INDIGO_ENABLE_DARK_TOGGLE`), env.config adds `pluginSlots` and
 * services, and runtime values may be objects (conventions §8.3). Read those as `unknown`.
 */
export type AppConfig = Readonly<
  Record<RequiredKey | DefaultedKey, string> &
    Record<Exclude<OptionalKey, DefaultedKey | 'COURSEWARE_LAYOUT'>, string | null> &
    Record<'COURSEWARE_LAYOUT', 'current' | 'spec' | null> &
    Record<FlagKey, boolean> &
    Record<JsonKey, Readonly<Record<string, unknown>> | null>
> & { readonly [key: string]: unknown };

/** What the build environment or the runtime config API delivers: strings, sometimes JSON booleans. */
export type RawConfig = Readonly<Record<string, unknown>>;

export class ConfigError extends Error {
  readonly missingKeys: readonly string[];

  constructor(missingKeys: readonly string[]) {
    super(`Missing required configuration: ${missingKeys.join(', ')}`);
    this.name = 'ConfigError';
    this.missingKeys = missingKeys;
  }
}

/** Flags arrive as 'true' from the environment and as true from runtime JSON; both mean on. */
export function isFlagOn(value: unknown): boolean {
  return value === true || (typeof value === 'string' && value.trim().toLowerCase() === 'true');
}

function text(value: unknown): string | null {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

/** A JSON document key: the object itself, or a string of JSON (the build environment); else null. */
function jsonObject(value: unknown): Record<string, unknown> | null {
  if (typeof value === 'string' && value.trim()) {
    try {
      const parsed: unknown = JSON.parse(value);
      return isPlainObject(parsed) && Object.keys(parsed).length > 0 ? parsed : null;
    } catch {
      return null;
    }
  }
  return isPlainObject(value) && Object.keys(value).length > 0 ? value : null;
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** Base addresses are joined with paths everywhere, so they are kept without a trailing slash. */
const BASE_KEYS = new Set<string>([
  'BASE_URL',
  'LMS_BASE_URL',
  'STUDIO_BASE_URL',
  'DISCOVERY_API_BASE_URL',
  'EXAMS_BASE_URL',
  'CREDENTIALS_BASE_URL',
  'ECOMMERCE_BASE_URL',
  'MARKETING_SITE_BASE_URL',
  'INSIGHTS_BASE_URL',
  'ACCOUNT_PROFILE_URL',
  'DISCUSSIONS_MFE_BASE_URL',
]);

function publicPath(value: string | null): string {
  if (!value) return '/';
  let path = value.startsWith('/') ? value : `/${value}`;
  if (!path.endsWith('/')) path += '/';
  return path;
}

/**
 * Turns the merged raw configuration into the typed config the app reads. Empty strings become null, base
 * addresses lose their trailing slash, flags become booleans, and derived keys get the platform's
 * defaults. Throws ConfigError naming every required key that is missing.
 */
export function normaliseConfig(raw: RawConfig): AppConfig {
  const missing = REQUIRED_CONFIG_KEYS.filter((key) => text(raw[key]) === null);
  if (missing.length > 0) throw new ConfigError(missing);

  // Keys the app does not know are kept as they came (objects, booleans, functions from env.config).
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) if (value !== undefined) values[key] = value;
  for (const key of [...REQUIRED_CONFIG_KEYS, ...OPTIONAL_CONFIG_KEYS]) {
    const value = text(raw[key]);
    values[key] = value !== null && BASE_KEYS.has(key) ? withoutTrailingSlash(value) : value;
  }
  const layout = values.COURSEWARE_LAYOUT as string | null;
  if (layout !== null && layout !== 'current' && layout !== 'spec') {
    console.warn('COURSEWARE_LAYOUT is current or spec, not:', layout);
    values.COURSEWARE_LAYOUT = null;
  }
  for (const key of FLAG_CONFIG_KEYS) values[key] = isFlagOn(raw[key]);
  for (const key of JSON_CONFIG_KEYS) values[key] = jsonObject(raw[key]);

  const lms = values.LMS_BASE_URL as string;
  const orDefault = (key: string, fallback: string) => (values[key] as string | null) ?? fallback;
  Object.assign(values, {
    PUBLIC_PATH: publicPath(values.PUBLIC_PATH as string | null),
    APP_ID: orDefault('APP_ID', 'learning'),
    REFRESH_ACCESS_TOKEN_ENDPOINT: orDefault('REFRESH_ACCESS_TOKEN_ENDPOINT', `${lms}/login_refresh`),
    ACCESS_TOKEN_COOKIE_NAME: orDefault('ACCESS_TOKEN_COOKIE_NAME', 'edx-jwt-cookie-header-payload'),
    CSRF_TOKEN_API_PATH: orDefault('CSRF_TOKEN_API_PATH', '/csrf/api/v1/token'),
    LANGUAGE_PREFERENCE_COOKIE_NAME: orDefault(
      'LANGUAGE_PREFERENCE_COOKIE_NAME',
      'openedx-language-preference',
    ),
    ACCOUNT_PROFILE_URL: orDefault('ACCOUNT_PROFILE_URL', lms),
    ACCOUNT_SETTINGS_URL: orDefault('ACCOUNT_SETTINGS_URL', `${lms}/account/settings`),
    SEARCH_CATALOG_URL: orDefault('SEARCH_CATALOG_URL', `${lms}/courses`),
  });
  return Object.freeze(values) as unknown as AppConfig;
}

declare const __APP_ENV__: Record<string, string> | undefined;

/** The configuration baked into the bundle at build time (see vite.config.ts). */
export function readBuildConfig(): RawConfig {
  return typeof __APP_ENV__ === 'undefined' ? {} : __APP_ENV__;
}

/**
 * The configuration as far as boot has got (build, then env.config, then runtime), for code outside React:
 * the `getConfig()` of the frontend-platform names env.config files import (src/shims).
 */
let current: RawConfig = {};

export function publishConfig(config: RawConfig): void {
  current = config;
}

export function getPublishedConfig(): RawConfig {
  return current;
}

/**
 * The env.config layer (conventions §8.4): the default export of an optional `env.config.{js,jsx,ts,tsx}`
 * at the repository root, an object or a function returning one (possibly async), merged shallowly over
 * the build configuration and under the runtime configuration. A failure is logged and boot carries on
 * without it, as Tutor's generated file does with its own errors.
 */
export async function mergeEnvConfig(
  build: RawConfig,
  envConfig: unknown,
  onError: (message: string) => void = (message) => console.error('env.config failed to apply:', message),
): Promise<RawConfig> {
  try {
    const value: unknown =
      typeof envConfig === 'function' ? await (envConfig as () => unknown)() : await envConfig;
    if (value === null || value === undefined) return build;
    if (!isPlainObject(value)) throw new Error('its default export is not an object');
    return { ...build, ...value };
  } catch (error) {
    onError(error instanceof Error ? error.message : String(error));
    return build;
  }
}

export interface RuntimeConfigOptions {
  fetchImpl?: typeof fetch;
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  now?: () => number;
  onError?: (message: string) => void;
  /** The answer index.html's script asked for, by address (earlyCalls.ts), taken instead of asking again. */
  takeEarly?: (url: string) => EarlyCall | null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * When MFE_CONFIG_API_URL is set, asks the LMS for runtime configuration (`?mfe={APP_ID}`, no credentials)
 * and merges it last, shallowly, over the build configuration. Answers are kept for five minutes in local
 * storage. Any failure is logged and boot carries on with the build configuration.
 */
export async function mergeRuntimeConfig(
  build: RawConfig,
  options: RuntimeConfigOptions = {},
): Promise<RawConfig> {
  const url = text(build.MFE_CONFIG_API_URL);
  if (!url) return build;
  const { fetchImpl = fetch, storage = safeLocalStorage(), now = Date.now } = options;
  const onError = options.onError ?? ((message) => console.error('Error with config API', message));
  const appId = text(build.APP_ID) ?? 'learning';
  const requestUrl = runtimeConfigAddress(url, appId);
  const cacheKey = runtimeConfigCacheKey(requestUrl);
  const cached = readCachedRuntimeConfig(storage, requestUrl, now());
  if (cached) return { ...build, ...cached };

  try {
    // index.html's preload script may have asked already (src/app/preload): its answer, unless lost.
    const early = (options.takeEarly ?? takeEarlyCall)(absolute(requestUrl));
    const kept = early ? await early.answer : null;
    const response =
      kept && !('failed' in kept)
        ? {
            ok: kept.status >= 200 && kept.status < 300,
            status: kept.status,
            json: () => Promise.resolve().then((): unknown => JSON.parse(kept.body)),
          }
        : await fetchImpl(requestUrl, {
            headers: { accept: 'application/json' },
            credentials: 'omit',
          });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body: unknown = await response.json();
    if (!isPlainObject(body)) throw new Error('the answer is not a JSON object');
    try {
      storage?.setItem(cacheKey, JSON.stringify({ at: now(), config: body }));
    } catch {
      // Storage may be full or disabled; caching is only an optimisation.
    }
    return { ...build, ...body };
  } catch (error) {
    onError(error instanceof Error ? error.message : String(error));
    return build;
  }
}

/** A relative address (Tutor's /api/mfe_config/v1) as the page's fetch resolves it. */
function absolute(url: string): string {
  try {
    return new URL(url, typeof window === 'undefined' ? undefined : window.location.href).href;
  } catch {
    return url;
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}
