import { describe, expect, it, vi } from 'vitest';
import { ConfigError, isFlagOn, mergeRuntimeConfig, normaliseConfig } from './config';

const required = {
  BASE_URL: 'https://learning.example.com/',
  LMS_BASE_URL: 'https://courses.example.com/',
  LOGIN_URL: 'https://courses.example.com/login',
  LOGOUT_URL: 'https://courses.example.com/logout',
  SITE_NAME: 'Example',
};

describe('normaliseConfig', () => {
  it('names every missing required key', () => {
    expect(() => normaliseConfig({ ...required, LMS_BASE_URL: '', SITE_NAME: '  ' })).toThrow(ConfigError);
    try {
      normaliseConfig({ BASE_URL: 'x' });
    } catch (error) {
      expect((error as ConfigError).missingKeys).toEqual([
        'LMS_BASE_URL',
        'LOGIN_URL',
        'LOGOUT_URL',
        'SITE_NAME',
      ]);
      expect((error as Error).message).toContain('LMS_BASE_URL');
    }
  });

  it('strips trailing slashes from base addresses and turns empty strings into null', () => {
    const config = normaliseConfig({
      ...required,
      STUDIO_BASE_URL: 'https://studio.example.com/',
      ORDER_HISTORY_URL: '',
    });
    expect(config.LMS_BASE_URL).toBe('https://courses.example.com');
    expect(config.BASE_URL).toBe('https://learning.example.com');
    expect(config.STUDIO_BASE_URL).toBe('https://studio.example.com');
    expect(config.ORDER_HISTORY_URL).toBeNull();
  });

  it('reads EXAMS_BASE_URL as an optional service address (null when empty)', () => {
    expect(normaliseConfig(required).EXAMS_BASE_URL).toBeNull();
    expect(normaliseConfig({ ...required, EXAMS_BASE_URL: ' ' }).EXAMS_BASE_URL).toBeNull();
    expect(
      normaliseConfig({ ...required, EXAMS_BASE_URL: 'https://exams.example.com/' }).EXAMS_BASE_URL,
    ).toBe('https://exams.example.com');
  });

  it('fills the platform defaults derived from the LMS address', () => {
    const config = normaliseConfig(required);
    expect(config.REFRESH_ACCESS_TOKEN_ENDPOINT).toBe('https://courses.example.com/login_refresh');
    expect(config.ACCESS_TOKEN_COOKIE_NAME).toBe('edx-jwt-cookie-header-payload');
    expect(config.CSRF_TOKEN_API_PATH).toBe('/csrf/api/v1/token');
    expect(config.LANGUAGE_PREFERENCE_COOKIE_NAME).toBe('openedx-language-preference');
    expect(config.APP_ID).toBe('learning');
    expect(config.PUBLIC_PATH).toBe('/');
    expect(config.ACCOUNT_SETTINGS_URL).toBe('https://courses.example.com/account/settings');
  });

  it('keeps explicit values over defaults, and normalises PUBLIC_PATH', () => {
    const config = normaliseConfig({
      ...required,
      PUBLIC_PATH: 'learning',
      REFRESH_ACCESS_TOKEN_ENDPOINT: 'https://auth.example.com/refresh',
    });
    expect(config.PUBLIC_PATH).toBe('/learning/');
    expect(config.REFRESH_ACCESS_TOKEN_ENDPOINT).toBe('https://auth.example.com/refresh');
  });

  it.each([
    ['true', true],
    [true, true],
    ['TRUE', true],
    ['false', false],
    ['', false],
    [false, false],
    [undefined, false],
    ['1', false],
  ])('reads the flag value %j as %s', (value, expected) => {
    expect(isFlagOn(value)).toBe(expected);
    expect(normaliseConfig({ ...required, ENABLE_JUMPNAV: value }).ENABLE_JUMPNAV).toBe(expected);
  });
});

describe('mergeRuntimeConfig', () => {
  const storage = () => {
    const map = new Map<string, string>();
    return {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      map,
    };
  };

  it('does nothing without MFE_CONFIG_API_URL', async () => {
    const fetchImpl = vi.fn<typeof fetch>();
    expect(await mergeRuntimeConfig(required, { fetchImpl })).toEqual(required);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('asks for the app id without credentials and merges the answer last', async () => {
    const fetchImpl = vi.fn<typeof fetch>(() =>
      Promise.resolve(Response.json({ SITE_NAME: 'From LMS', ENABLE_JUMPNAV: true })),
    );
    const merged = await mergeRuntimeConfig(
      {
        ...required,
        MFE_CONFIG_API_URL: 'https://courses.example.com/api/mfe_config/v1',
        APP_ID: 'learning',
      },
      { fetchImpl, storage: storage() },
    );
    expect(fetchImpl).toHaveBeenCalledWith(
      'https://courses.example.com/api/mfe_config/v1?mfe=learning',
      expect.objectContaining({ credentials: 'omit' }),
    );
    expect(merged.SITE_NAME).toBe('From LMS');
    expect(normaliseConfig(merged).ENABLE_JUMPNAV).toBe(true);
  });

  it('keeps an answer for five minutes', async () => {
    const store = storage();
    let now = 1_000_000;
    const fetchImpl = vi.fn<typeof fetch>(() => Promise.resolve(Response.json({ SITE_NAME: 'Cached' })));
    const build = { ...required, MFE_CONFIG_API_URL: 'https://lms/api/mfe_config/v1' };
    await mergeRuntimeConfig(build, { fetchImpl, storage: store, now: () => now });
    now += 4 * 60 * 1000;
    expect((await mergeRuntimeConfig(build, { fetchImpl, storage: store, now: () => now })).SITE_NAME).toBe(
      'Cached',
    );
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    now += 2 * 60 * 1000;
    await mergeRuntimeConfig(build, { fetchImpl, storage: store, now: () => now });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('does not trust a cached answer dated in the future', async () => {
    const store = storage();
    const build = { ...required, MFE_CONFIG_API_URL: 'https://lms/api/mfe_config/v1' };
    const key = 'learning.runtime-config:https://lms/api/mfe_config/v1?mfe=learning';
    store.setItem(key, JSON.stringify({ at: 9_000_000_000_000, config: { SITE_NAME: 'Forever' } }));
    const fetchImpl = vi.fn<typeof fetch>(() => Promise.resolve(Response.json({ SITE_NAME: 'Fresh' })));
    const merged = await mergeRuntimeConfig(build, { fetchImpl, storage: store, now: () => 1_000_000 });
    expect(merged.SITE_NAME).toBe('Fresh');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a failed request', () => Promise.resolve(new Response('nope', { status: 404 }))],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an answer that is not an object', () => Promise.resolve(Response.json(['x']))],
  ])('logs %s and carries on with the build configuration', async (_name, answer) => {
    const onError = vi.fn();
    const build = { ...required, MFE_CONFIG_API_URL: 'https://lms/api/mfe_config/v1' };
    expect(await mergeRuntimeConfig(build, { fetchImpl: answer, storage: null, onError })).toEqual(build);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('takes the answer index.html’s script asked for (once, by its full address) instead of asking again', async () => {
    const fetchImpl = vi.fn<typeof fetch>();
    const takeEarly = vi.fn((url: string) =>
      url === 'http://localhost:3000/api/mfe_config/v1?mfe=learning'
        ? {
            at: 0,
            answer: Promise.resolve({ status: 200, headers: {}, body: '{"SITE_NAME":"From the script"}' }),
          }
        : null,
    );
    const store = storage();
    const merged = await mergeRuntimeConfig(
      { ...required, MFE_CONFIG_API_URL: '/api/mfe_config/v1' },
      { fetchImpl, storage: store, takeEarly },
    );
    expect(merged.SITE_NAME).toBe('From the script');
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(takeEarly).toHaveBeenCalledTimes(1);
    // Kept as an answer of its own would be: the next page in five minutes reads it from storage.
    expect([...store.map.keys()]).toEqual(['learning.runtime-config:/api/mfe_config/v1?mfe=learning']);
  });

  it('asks itself when the script’s answer was lost, and keeps the build’s values when it was a failure', async () => {
    const build = { ...required, MFE_CONFIG_API_URL: '/api/mfe_config/v1' };
    const fetchImpl = vi.fn<typeof fetch>(() => Promise.resolve(Response.json({ SITE_NAME: 'Asked again' })));
    const lost = { at: 0, answer: Promise.resolve({ failed: true as const }) };
    expect(
      (await mergeRuntimeConfig(build, { fetchImpl, storage: storage(), takeEarly: () => lost })).SITE_NAME,
    ).toBe('Asked again');
    expect(fetchImpl).toHaveBeenCalledTimes(1);

    const onError = vi.fn();
    const refused = {
      at: 0,
      answer: Promise.resolve({ status: 500, headers: {}, body: '{"SITE_NAME":"x"}' }),
    };
    const notJson = { at: 0, answer: Promise.resolve({ status: 200, headers: {}, body: '<html>' }) };
    for (const early of [refused, notJson]) {
      const merged = await mergeRuntimeConfig(build, {
        fetchImpl,
        storage: storage(),
        takeEarly: () => early,
        onError,
      });
      expect(merged).toEqual(build);
    }
    expect(onError).toHaveBeenCalledTimes(2);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
