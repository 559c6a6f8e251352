import { afterEach, describe, expect, it } from 'vitest';
import { normaliseConfig, type RawConfig } from './config';
import { loadExternalScripts, NEW_RELIC_LOADER_URL, newRelicSettings } from './externalScripts';

const base = {
  BASE_URL: 'https://apps.example.com',
  LMS_BASE_URL: 'https://courses.example.com',
  LOGIN_URL: 'https://courses.example.com/login',
  LOGOUT_URL: 'https://courses.example.com/logout',
  SITE_NAME: 'Example',
};
const config = (extra: RawConfig) => normaliseConfig({ ...base, ...extra });
const scripts = () => [...document.head.querySelectorAll('script')].map((script) => script.src);
type TestWindow = Window & { gtag?: unknown; dataLayer?: unknown[]; NREUM?: Record<string, unknown> };

afterEach(() => {
  for (const script of document.head.querySelectorAll('script')) script.remove();
  const win = window as TestWindow;
  delete win.gtag;
  delete win.dataLayer;
  delete win.NREUM;
});

describe('operator scripts (GA4, New Relic, env.config externalScripts)', () => {
  it('loads Google Analytics 4 when GOOGLE_ANALYTICS_4_ID is set', () => {
    loadExternalScripts(config({ GOOGLE_ANALYTICS_4_ID: 'G-TEST123' }));
    expect(scripts()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST123']);
    const layer = (window as TestWindow).dataLayer ?? [];
    expect(Array.from(layer.at(-1) as ArrayLike<unknown>)).toEqual(['config', 'G-TEST123']);
  });

  it('loads the New Relic browser agent with frontend-build’s keys', () => {
    loadExternalScripts(
      config({
        NEW_RELIC_ACCOUNT_ID: '1',
        NEW_RELIC_AGENT_ID: '2',
        NEW_RELIC_TRUST_KEY: '3',
        NEW_RELIC_LICENSE_KEY: 'NRJS-key',
        NEW_RELIC_APP_ID: '42',
      }),
    );
    expect(scripts()).toEqual([NEW_RELIC_LOADER_URL]);
    expect((window as TestWindow).NREUM?.loader_config).toEqual({
      accountID: '1',
      agentID: '2',
      trustKey: '3',
      licenseKey: 'NRJS-key',
      applicationID: '42',
    });
  });

  it('loads nothing without keys, and no New Relic when ENABLE_NEW_RELIC is false', () => {
    loadExternalScripts(config({}));
    expect(scripts()).toEqual([]);
    expect(
      newRelicSettings(
        config({ NEW_RELIC_LICENSE_KEY: 'k', NEW_RELIC_APP_ID: '1', ENABLE_NEW_RELIC: 'false' }),
      ),
    ).toBeNull();
  });

  it('runs env.config’s externalScripts with the configuration', () => {
    const seen: unknown[] = [];
    class Loader {
      constructor(private readonly options: { config: { SITE_NAME: string } }) {}
      loadScript() {
        seen.push(this.options.config.SITE_NAME);
      }
    }
    loadExternalScripts(config({ externalScripts: [Loader] }));
    expect(seen).toEqual(['Example']);
  });
});
