import type { AppConfig } from './config';

/**
 * The third-party scripts an operator switches on by configuration, as Open edX front ends load them:
 * Google Analytics 4 (`GOOGLE_ANALYTICS_4_ID`, frontend-platform's GoogleAnalyticsLoader), the New Relic
 * browser agent (frontend-build's `NEW_RELIC_*` keys, off when `ENABLE_NEW_RELIC` is 'false'; the agent
 * reports errors and page actions that src/platform/logging.ts sends to `window.newrelic`), and any
 * `externalScripts` from env.config (classes constructed with `{ config }` whose `loadScript()` is called).
 * This module is its own chunk, loaded only when one of them is configured (wantsExternalScripts).
 */

/** Where the New Relic browser agent's loader comes from unless NEW_RELIC_LOADER_URL says otherwise. */
export const NEW_RELIC_LOADER_URL = 'https://js-agent.newrelic.com/nr-loader-spa-current.min.js';

type ScriptWindow = Window & {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  NREUM?: Record<string, unknown>;
};

function addScript(doc: Document, src: string) {
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  doc.head.appendChild(script);
}

export function newRelicSettings(config: AppConfig): Record<string, unknown> | null {
  const licenseKey = config.NEW_RELIC_LICENSE_KEY;
  const applicationID = config.NEW_RELIC_APP_ID;
  if (!licenseKey || !applicationID || config.ENABLE_NEW_RELIC?.toLowerCase() === 'false') return null;
  return {
    init: {
      distributed_tracing: { enabled: true },
      privacy: { cookies_enabled: true },
      ajax: { deny_list: ['bam.nr-data.net'] },
    },
    loader_config: {
      accountID: config.NEW_RELIC_ACCOUNT_ID,
      trustKey: config.NEW_RELIC_TRUST_KEY,
      agentID: config.NEW_RELIC_AGENT_ID,
      licenseKey,
      applicationID,
    },
    info: { beacon: 'bam.nr-data.net', errorBeacon: 'bam.nr-data.net', licenseKey, applicationID, sa: 1 },
  };
}

export function loadExternalScripts(config: AppConfig, win: ScriptWindow = window): void {
  const doc = win.document;
  const ga4 = config.GOOGLE_ANALYTICS_4_ID;
  if (ga4 && !win.gtag) {
    const dataLayer = (win.dataLayer ??= []);
    win.gtag = function gtag() {
      // gtag.js reads the arguments object itself, not an array of them.
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
    win.gtag('js', new Date());
    win.gtag('config', ga4);
    addScript(doc, `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ga4)}`);
  }

  const newRelic = newRelicSettings(config);
  if (newRelic && !win.NREUM) {
    win.NREUM = newRelic;
    addScript(doc, config.NEW_RELIC_LOADER_URL ?? NEW_RELIC_LOADER_URL);
  }

  const extra = config.externalScripts;
  if (Array.isArray(extra)) {
    for (const Script of extra) {
      try {
        const loader = new (Script as new (options: { config: AppConfig }) => { loadScript(): void })({
          config,
        });
        loader.loadScript();
      } catch (error) {
        console.error('env.config: an external script failed to load', error);
      }
    }
  }
}
