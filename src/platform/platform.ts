import type { AxiosInstance } from 'axios';
import type { Analytics } from './analytics';
import { createAuthService, loginUrl, type AuthenticatedUser, type AuthService } from './auth';
import type { AppConfig } from './config';
import { deferredAnalytics } from './deferredAnalytics';
import { clockScaleOf, createCsrfTokenService, createHttpClient, type CsrfTokenService } from './http';
import { createLogger, type Logger } from './logging';
import { windowNavigation, type BrowserNavigation } from './browserNavigation';

/**
 * Everything the app needs from the Open edX platform, built once at boot (or per test): the validated
 * config, logging, the token service, the HTTP client, analytics, the user and the locale. The Redux store
 * receives it as its extra argument; React reads it through PlatformProvider.
 */
export interface Platform {
  readonly config: AppConfig;
  readonly logger: Logger;
  readonly auth: AuthService;
  readonly csrf: CsrfTokenService;
  readonly http: AxiosInstance;
  readonly analytics: Analytics;
  readonly navigation: BrowserNavigation;
  readonly user: AuthenticatedUser | null;
  readonly locale: string;
}

export interface PlatformServicesOptions {
  logger?: Logger;
  /** An analytics service of env.config's (src/platform/customServices.ts), or null for the app's own. */
  analytics?: (options: {
    config: AppConfig;
    loggingService: Logger;
    httpClient: AxiosInstance;
  }) => Analytics | null;
  auth?: AuthService;
  navigation?: BrowserNavigation;
}

export type PlatformServices = Omit<Platform, 'user' | 'locale'>;

export function createPlatformServices(
  config: AppConfig,
  options: PlatformServicesOptions = {},
): PlatformServices {
  const logger = options.logger ?? createLogger({ ignoredErrorRegex: config.IGNORED_ERROR_REGEX });
  const auth = options.auth ?? createAuthService({ config, logger });
  const csrf = createCsrfTokenService({ csrfTokenApiPath: config.CSRF_TOKEN_API_PATH });
  const navigation = options.navigation ?? windowNavigation;
  let sendingToSignIn = false;
  const http = createHttpClient({
    auth,
    logger,
    csrf,
    clockScale: clockScaleOf(config.HTTP_CLOCK_SCALE),
    onSessionEnded: () => {
      if (sendingToSignIn) return;
      sendingToSignIn = true;
      navigation.assign(
        loginUrl(config, typeof window !== 'undefined' ? window.location.href : config.BASE_URL),
      );
    },
  });
  // The app's own analytics (Segment's loader, the LMS tracking log) load at their first call.
  const analytics =
    options.analytics?.({ config, loggingService: logger, httpClient: http }) ??
    deferredAnalytics(
      () =>
        import('./analytics').then(({ createAnalytics }) =>
          createAnalytics({ segmentKey: config.SEGMENT_KEY, lmsBaseUrl: config.LMS_BASE_URL, http, logger }),
        ),
      logger,
    );
  return { config, logger, auth, csrf, http, analytics, navigation };
}

let published: Platform | null = null;

/** The platform boot made, for code outside React (the frontend-platform names in src/shims). */
export function publishPlatform(platform: Platform): void {
  published = platform;
}

export function getPublishedPlatform(): Platform | null {
  return published;
}
