import { describe, expect, it, vi } from 'vitest';
import { mergeEnvConfig, mergeRuntimeConfig, normaliseConfig } from './config';
import { customServiceOptions } from './customServices';
import { createPlatformServices } from './platform';

const build = {
  BASE_URL: 'https://apps.example.com',
  LMS_BASE_URL: 'https://courses.example.com',
  LOGIN_URL: 'https://courses.example.com/login',
  LOGOUT_URL: 'https://courses.example.com/logout',
  SITE_NAME: 'Built',
  APP_ID: 'learning',
  MFE_CONFIG_API_URL: '/api/mfe_config/v1',
};

const runtime = (body: unknown) => ({
  fetchImpl: vi.fn<typeof fetch>(() => Promise.resolve(Response.json(body))),
  storage: null,
});

describe('configuration layers: build, then env.config, then runtime (conventions §1.3)', () => {
  it('takes env.config as an object, a function or an async function', async () => {
    expect((await mergeEnvConfig(build, { SITE_NAME: 'Object' })).SITE_NAME).toBe('Object');
    expect((await mergeEnvConfig(build, () => ({ SITE_NAME: 'Function' }))).SITE_NAME).toBe('Function');
    expect((await mergeEnvConfig(build, () => Promise.resolve({ SITE_NAME: 'Async' }))).SITE_NAME).toBe(
      'Async',
    );
  });

  it('leaves the build configuration alone without an env.config file', async () => {
    expect(await mergeEnvConfig(build, undefined)).toBe(build);
    expect(await mergeEnvConfig(build, () => undefined)).toBe(build);
  });

  it('logs a failing env.config and carries on without it', async () => {
    const onError = vi.fn();
    const failing = () => Promise.reject(new Error('no such package'));
    expect(await mergeEnvConfig(build, failing, onError)).toBe(build);
    expect(await mergeEnvConfig(build, () => 'not an object', onError)).toBe(build);
    expect(onError).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledWith('no such package');
  });

  it('lets the runtime configuration win over env.config, and env.config over the build', async () => {
    const withEnv = await mergeEnvConfig(build, () =>
      Promise.resolve({
        SITE_NAME: 'From env.config',
        SUPPORT_URL: 'https://help.example.com',
        MY_THEME_FLAG: true,
      }),
    );
    const merged = await mergeRuntimeConfig(withEnv, runtime({ SITE_NAME: 'From the LMS' }));
    const config = normaliseConfig(merged);
    expect(config.SITE_NAME).toBe('From the LMS');
    expect(config.SUPPORT_URL).toBe('https://help.example.com');
    expect(config.LOGIN_URL).toBe('https://courses.example.com/login');
    expect(config.MY_THEME_FLAG).toBe(true);
  });

  it('keeps object values and keys the app does not know, as Tutor and themes send them', async () => {
    const themeUrls = { core: { url: 'https://cdn.example.com/core.css' }, variants: {} };
    const merged = await mergeRuntimeConfig(
      build,
      runtime({
        PARAGON_THEME_URLS: themeUrls,
        INDIGO_ENABLE_DARK_TOGGLE: true,
        INDIGO_FOOTER_NAV_LINKS: [{ title: 'About', url: '/about' }],
        MFE_CONFIG_OVERRIDES_SEEN: { learning: { x: 1 } },
        BASE_URL: 'apps.example.com',
      }),
    );
    const config = normaliseConfig(merged);
    expect(config.PARAGON_THEME_URLS).toEqual(themeUrls);
    expect(config.INDIGO_ENABLE_DARK_TOGGLE).toBe(true);
    expect(config.INDIGO_FOOTER_NAV_LINKS).toEqual([{ title: 'About', url: '/about' }]);
    expect(config.MFE_CONFIG_OVERRIDES_SEEN).toEqual({ learning: { x: 1 } });
    expect(config.BASE_URL).toBe('apps.example.com');
  });

  it('reads PARAGON_THEME_URLS as JSON text from the build environment', () => {
    const config = normaliseConfig({ ...build, PARAGON_THEME_URLS: '{"core":{"url":"https://c/core.css"}}' });
    expect(config.PARAGON_THEME_URLS).toEqual({ core: { url: 'https://c/core.css' } });
    expect(normaliseConfig({ ...build, PARAGON_THEME_URLS: '{}' }).PARAGON_THEME_URLS).toBeNull();
    expect(normaliseConfig({ ...build, PARAGON_THEME_URLS: 'not json' }).PARAGON_THEME_URLS).toBeNull();
  });

  it('keeps functions from env.config (plugin slots, services) as they are', async () => {
    const RenderWidget = () => null;
    const pluginSlots = {
      footer_slot: { keepDefault: false, plugins: [{ op: 'insert', widget: { id: 'x', RenderWidget } }] },
    };
    const config = normaliseConfig(await mergeEnvConfig(build, { pluginSlots }));
    expect(config.pluginSlots).toBe(pluginSlots);
  });
});

describe('services from env.config', () => {
  const config = normaliseConfig(build);

  it('constructs a logging service class with the configuration, as frontend-platform does', () => {
    const calls: unknown[] = [];
    class MyLogging {
      constructor(options: { config: unknown }) {
        calls.push(options.config);
      }
      logInfo = vi.fn();
      logError = vi.fn();
      setCustomAttribute = vi.fn();
    }
    const custom = customServiceOptions(normaliseConfig({ ...build, loggingService: MyLogging }));
    expect(custom.logger).toBeInstanceOf(MyLogging);
    expect(calls).toHaveLength(1);
  });

  it('takes an analytics object and gives it the app’s logger and HTTP client', () => {
    const analytics = {
      sendTrackEvent: vi.fn(),
      sendPageEvent: vi.fn(),
      identifyAuthenticatedUser: vi.fn(),
      identifyAnonymousUser: vi.fn(),
      sendTrackingLogEvent: vi.fn(),
    };
    const withAnalytics = normaliseConfig({ ...build, analyticsService: analytics });
    const services = createPlatformServices(withAnalytics, customServiceOptions(withAnalytics));
    services.analytics.sendTrackEvent('edx.test', { a: 1 });
    expect(analytics.sendTrackEvent).toHaveBeenCalledWith('edx.test', { a: 1 });
  });

  it('ignores a service without the platform’s methods and keeps the app’s own', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = normaliseConfig({ ...build, loggingService: { logInfo: () => undefined } });
    expect(customServiceOptions(broken).logger).toBeUndefined();
    const services = createPlatformServices(config, customServiceOptions(config));
    expect(typeof services.logger.logError).toBe('function');
  });
});
