import envConfig from 'env.config';
import { hasPluginSlots } from '@/components/plugin-slot/PluginSlot';
import {
  ConfigError,
  mergeEnvConfig,
  mergeRuntimeConfig,
  normaliseConfig,
  publishConfig,
  readBuildConfig,
  type AppConfig,
  type RawConfig,
} from '@/platform/config';
import { applyDocumentLocale, detectLocale, loadMessages, type Messages } from '@/platform/i18n';
import type { BrowserNavigation } from '@/platform/browserNavigation';
import { createPlatformServices, publishPlatform, type Platform } from '@/platform/platform';

export type BootResult =
  | { readonly ok: true; readonly platform: Platform; readonly messages: Messages }
  | { readonly ok: false; readonly error: unknown; readonly locale: string; readonly messages: Messages };

const DEFAULT_LANGUAGE_COOKIE = 'openedx-language-preference';

function languageCookieName(raw: RawConfig): string {
  const name = raw.LANGUAGE_PREFERENCE_COOKIE_NAME;
  return typeof name === 'string' && name.trim() ? name.trim() : DEFAULT_LANGUAGE_COOKIE;
}

function setFavicon(url: string | null) {
  if (!url) return;
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  link.href = url;
}

/** Whether an operator configured a third-party script (its loader is a chunk of its own). */
function wantsExternalScripts(config: AppConfig): boolean {
  return Boolean(
    config.GOOGLE_ANALYTICS_4_ID ||
    (config.NEW_RELIC_LICENSE_KEY && config.NEW_RELIC_APP_ID) ||
    Array.isArray(config.externalScripts),
  );
}

/**
 * Starts the app the way the Open edX platform does (conventions §0): locale and direction first (so even an
 * error page is in the learner's language and direction), configuration (build, then runtime), the user,
 * then analytics identity. The catalog download and the runtime configuration run side by side.
 */
export async function boot(
  options: { navigation?: BrowserNavigation; build?: RawConfig; envConfig?: unknown } = {},
): Promise<BootResult> {
  const build = options.build ?? readBuildConfig();
  publishConfig(build);
  const cookieName = languageCookieName(build);
  let locale = detectLocale(cookieName);
  applyDocumentLocale(locale);
  let messages = loadMessages(locale).catch((): Messages => ({}));

  try {
    // Build, then env.config, then the LMS's runtime configuration: the last writer wins (conventions §1.3).
    const withEnvConfig = await mergeEnvConfig(build, 'envConfig' in options ? options.envConfig : envConfig);
    publishConfig(withEnvConfig);
    const config = normaliseConfig(await mergeRuntimeConfig(withEnvConfig));
    publishConfig(config);
    if (config.LANGUAGE_PREFERENCE_COOKIE_NAME !== cookieName) {
      const runtimeLocale = detectLocale(config.LANGUAGE_PREFERENCE_COOKIE_NAME);
      if (runtimeLocale !== locale) {
        locale = runtimeLocale;
        applyDocumentLocale(locale);
        messages = loadMessages(locale).catch((): Messages => ({}));
      }
    }
    setFavicon(config.FAVICON_URL);
    if (wantsExternalScripts(config)) {
      void import('@/platform/externalScripts')
        .then((scripts) => scripts.loadExternalScripts(config))
        .catch((error: unknown) => console.error(error));
    }
    // Services env.config replaces (rare): their module is a chunk of its own.
    const custom =
      config.loggingService || config.analyticsService
        ? (await import('@/platform/customServices')).customServiceOptions(config)
        : {};
    const services = createPlatformServices(config, { ...custom, navigation: options.navigation });
    // The theme's stylesheets and, when env.config configured slots, the slots' renderer load beside the
    // user and the catalog; the first render waits for them all, so it shows the customised page at once.
    const [user, catalog] = await Promise.all([
      services.auth.fetchAuthenticatedUser(),
      messages,
      config.PARAGON_THEME_URLS
        ? import('@/platform/theme').then((theme) => theme.applyTheme(config.PARAGON_THEME_URLS))
        : null,
      hasPluginSlots(config.pluginSlots) ? import('@/components/plugin-slot/render') : null,
    ]);
    if (user) services.analytics.identifyAuthenticatedUser(user.userId);
    else services.analytics.identifyAnonymousUser();
    const platform: Platform = { ...services, user, locale };
    publishPlatform(platform);
    return { ok: true, platform, messages: catalog };
  } catch (error) {
    if (!(error instanceof ConfigError)) console.error(error);
    return { ok: false, error, locale, messages: await messages };
  }
}
