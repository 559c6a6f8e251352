import type { Analytics } from './analytics';
import type { AppConfig } from './config';
import type { Logger } from './logging';
import type { PlatformServicesOptions } from './platform';

/**
 * Logging and analytics services an operator supplies through env.config (`loggingService`,
 * `analyticsService`), as frontend-platform takes them: a class it constructs with its options, or an
 * object already made. Anything without the expected methods is ignored, with a console error, and the
 * app's own service is used. Loaded only when env.config names one (src/app/boot.ts).
 */
export function customService<T>(value: unknown, options: object, methods: readonly (keyof T)[]): T | null {
  if (value === null || value === undefined) return null;
  try {
    const made: unknown =
      typeof value === 'function' ? new (value as new (options: object) => unknown)(options) : value;
    const complete =
      typeof made === 'object' &&
      made !== null &&
      methods.every((name) => typeof (made as Record<PropertyKey, unknown>)[name] === 'function');
    if (complete) return made as T;
    console.error(`env.config: a service lacks one of ${methods.map(String).join(', ')}; using the default`);
  } catch (error) {
    console.error('env.config: a service could not be made; using the default', error);
  }
  return null;
}

export const LOGGER_METHODS = ['logInfo', 'logError', 'setCustomAttribute'] as const;
export const ANALYTICS_METHODS = [
  'sendTrackEvent',
  'sendPageEvent',
  'identifyAuthenticatedUser',
  'identifyAnonymousUser',
  'sendTrackingLogEvent',
] as const;

/** The createPlatformServices options for env.config's services. */
export function customServiceOptions(config: AppConfig): PlatformServicesOptions {
  const logger = customService<Logger>(config.loggingService, { config }, LOGGER_METHODS) ?? undefined;
  return {
    logger,
    analytics: (options) => customService<Analytics>(config.analyticsService, options, ANALYTICS_METHODS),
  };
}
