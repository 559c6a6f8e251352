/**
 * What env.config files commonly import from `@edx/frontend-platform` and its subpaths (i18n, react,
 * logging, analytics, auth, config; vite.config.ts aliases them all here), backed by this app's platform
 * (src/platform). Only the names plugin code reaches for are here; docs/plugin-slots.md lists them.
 */
import { createContext } from 'react';
import { getPublishedConfig, publishConfig, type RawConfig } from '@/platform/config';
import { getPublishedPlatform } from '@/platform/platform';

export {
  defineMessages,
  FormattedDate,
  FormattedMessage,
  FormattedNumber,
  FormattedTime,
  useIntl,
} from 'react-intl';

export const getConfig = (): RawConfig => getPublishedConfig();

/** Merges keys into the configuration `getConfig()` returns (the app reads its own copy from boot). */
export function mergeConfig(extra: RawConfig): void {
  publishConfig({ ...getPublishedConfig(), ...extra });
}

export const ensureConfig = (): void => undefined;

export const getAuthenticatedUser = () => getPublishedPlatform()?.user ?? null;
export const getAuthenticatedHttpClient = () => getPublishedPlatform()?.http ?? null;

export const logInfo = (message: string | Error, attributes?: Record<string, unknown>) =>
  getPublishedPlatform()?.logger.logInfo(message, attributes);
export const logError = (error: unknown, attributes?: Record<string, unknown>) =>
  getPublishedPlatform()?.logger.logError(error, attributes);

export const sendTrackEvent = (name: string, properties?: Record<string, unknown>) =>
  getPublishedPlatform()?.analytics.sendTrackEvent(name, properties);
export const sendPageEvent = (category?: string, name?: string, properties?: Record<string, unknown>) =>
  getPublishedPlatform()?.analytics.sendPageEvent(category, name, properties);

/** `useContext(AppContext)` gives the signed-in user and the configuration, read when asked. */
export const AppContext = createContext({
  get authenticatedUser() {
    return getAuthenticatedUser();
  },
  get config() {
    return getConfig();
  },
});
