import { useEffect, type ReactNode } from 'react';
import { render, renderHook, type RenderHookResult, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { AppProviders } from '@/app/App';
import { AppRoutes } from '@/app/routes';
import { makeStore, type AppStore } from '@/app/store';
import { normaliseConfig, type AppConfig, type RawConfig } from '@/platform/config';
import type { Messages } from '@/platform/i18n';
import { createLogger, type Logger } from '@/platform/logging';
import type { BrowserNavigation } from '@/platform/browserNavigation';
import { createPlatformServices, type Platform } from '@/platform/platform';
import { LMS_ORIGIN, APP_ORIGIN, lmsUrl, STUDIO_ORIGIN } from './mock-lms/env';
import { JWT_PAYLOAD_COOKIE, jwtCookieValue } from './mock-lms/jwt';
import { findPersona } from './mock-lms/personas';

/** The configuration of `.env.development`, pointing at the mock LMS. */
export const TEST_RAW_CONFIG: RawConfig = {
  APP_ID: 'learning',
  BASE_URL: APP_ORIGIN,
  LMS_BASE_URL: LMS_ORIGIN,
  LOGIN_URL: lmsUrl('/login'),
  LOGOUT_URL: lmsUrl('/logout'),
  SITE_NAME: 'edX',
  STUDIO_BASE_URL: STUDIO_ORIGIN,
  SUPPORT_URL: lmsUrl('/support'),
  CONTACT_URL: lmsUrl('/contact'),
  TERMS_OF_SERVICE_URL: lmsUrl('/tos'),
  ORDER_HISTORY_URL: lmsUrl('/orders'),
  SESSION_COOKIE_DOMAIN: 'localhost',
  ENABLE_JUMPNAV: 'true',
};

export const testConfig = (overrides: RawConfig = {}): AppConfig =>
  normaliseConfig({ ...TEST_RAW_CONFIG, ...overrides });

/** Records where the app sent the browser, instead of leaving the test page. */
export class RecordingNavigation implements BrowserNavigation {
  readonly calls: { type: 'assign' | 'replace' | 'reload'; url?: string }[] = [];
  assign(url: string) {
    this.calls.push({ type: 'assign', url });
  }
  replace(url: string) {
    this.calls.push({ type: 'replace', url });
  }
  reload() {
    this.calls.push({ type: 'reload' });
  }
  get last() {
    return this.calls.at(-1);
  }
}

export interface RecordingLogger extends Logger {
  readonly infos: string[];
  readonly errors: string[];
}

/** A quiet logger that keeps what was logged, for assertions on the spec's "logged" rows. */
export function recordingLogger(): RecordingLogger {
  const infos: string[] = [];
  const errors: string[] = [];
  const logger = createLogger({
    sink: {
      info: (message: string) => infos.push(message),
      error: (message: string) => errors.push(message),
      warn: () => undefined,
    },
    agent: () => undefined,
  });
  return Object.assign(logger, { infos, errors });
}

export function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/**
 * Signs a persona in the way the browser would end up after the LMS login: the session cookie the mock
 * reads, and the script-readable JWT cookie the app decodes. null signs everybody out.
 */
export function signInAs(personaId: string | null) {
  clearCookies();
  if (!personaId) return;
  const persona = findPersona(personaId);
  if (!persona) throw new Error(`no persona ${personaId}`);
  document.cookie = `sessionid=${persona.id}; path=/`;
  document.cookie = `${JWT_PAYLOAD_COOKIE}=${jwtCookieValue(persona)}; path=/`;
}

let currentLocation = { pathname: '', search: '', hash: '' };

let currentNavigate: NavigateFunction | null = null;

/** Keeps the memory router's location where tests can read it (`location()`), and its `navigate`. */
function LocationProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  currentLocation = { pathname: location.pathname, search: location.search, hash: location.hash };
  useEffect(() => {
    currentNavigate = navigate;
  }, [navigate]);
  return null;
}

export interface RenderOptions {
  persona?: string | null;
  config?: RawConfig;
  /**
   * The courseware's layout (COURSEWARE_LAYOUT, decision 0023). Unset, the LMS's era decides as on a site:
   * the mock answers as today's LMS, so today's layout (Previous and Next beside the unit's title, no unit
   * tabs or breadcrumbs). A test pins `'spec'` only where it tests what the spec's layout does (its unit
   * tabs, breadcrumbs, tray rule), and says why.
   */
  layout?: 'current' | 'spec';
  locale?: string;
  messages?: Messages;
  /** Where the memory router starts. */
  path?: string;
  /** Runs once the platform exists and before the first render (spies on analytics, for example). */
  beforeRender?: (platform: Platform) => void;
}

export interface RenderWithProvidersResult extends RenderResult {
  store: AppStore;
  navigation: RecordingNavigation;
  logger: RecordingLogger;
  platform: Platform;
  user: ReturnType<typeof userEvent.setup>;
  /** Where the in-app router is now. */
  location: () => { pathname: string; search: string; hash: string };
  /** Moves the in-app router as the app would (a link, Back: `navigate(-1)`), outside React's events. */
  navigate: (to: string | number) => void;
}

/** The platform and a fresh store as renderWithProviders builds them, with the edges it swaps. */
async function testApp(options: RenderOptions) {
  const { persona = 'verified', locale = 'en', messages = {}, path = '/' } = options;
  signInAs(persona);
  const navigation = new RecordingNavigation();
  const logger = recordingLogger();
  const layout = options.layout ? { COURSEWARE_LAYOUT: options.layout } : {};
  const services = createPlatformServices(testConfig({ ...options.config, ...layout }), {
    navigation,
    logger,
  });
  const platform: Platform = { ...services, user: await services.auth.fetchAuthenticatedUser(), locale };
  options.beforeRender?.(platform);
  const store = makeStore(platform);
  function Providers({ children }: { children: ReactNode }) {
    return (
      <AppProviders platform={platform} messages={messages} store={store}>
        <MemoryRouter initialEntries={[path]}>
          {children}
          <LocationProbe />
        </MemoryRouter>
      </AppProviders>
    );
  }
  return {
    store,
    navigation,
    logger,
    platform,
    Providers,
    user: userEvent.setup(),
    location: () => currentLocation,
    navigate: (to: string | number) => {
      if (!currentNavigate) throw new Error('the router has not rendered');
      void (typeof to === 'number' ? currentNavigate(to) : currentNavigate(to));
    },
  };
}

/**
 * Renders `ui` through the app's real providers (platform, a fresh store, IntlProvider) inside a memory
 * router, with the real HTTP client and the mock LMS answering in wire format. Only the browser's edges
 * are swapped: navigation away and the logger. Every screen test goes through here
 * (docs/decisions/0012-one-job-per-layer.md, Test tooling).
 */
export async function renderWithProviders(
  ui: ReactNode,
  options: RenderOptions = {},
): Promise<RenderWithProvidersResult> {
  const { Providers, ...app } = await testApp(options);
  const result: RenderResult = render(ui, { wrapper: Providers });
  return { ...result, ...app };
}

export interface RenderHookWithProvidersResult<Result, Props>
  extends Omit<RenderWithProvidersResult, keyof RenderResult>, RenderHookResult<Result, Props> {}

/**
 * Renders a hook through the same providers as renderWithProviders (a fresh store, the memory router at
 * `path`, the mock LMS in wire format). `rerender(props)` renders it again with new props, as a page would.
 */
export async function renderHookWithProviders<Result, Props>(
  hook: (props: Props) => Result,
  options: RenderOptions & { initialProps?: Props } = {},
): Promise<RenderHookWithProvidersResult<Result, Props>> {
  const { Providers, ...app } = await testApp(options);
  const rendered = renderHook(hook, { wrapper: Providers, initialProps: options.initialProps });
  return { ...rendered, ...app };
}

/** The whole app (its route table) at `path`, through renderWithProviders. */
export function renderApp(
  path: string,
  options: Omit<RenderOptions, 'path'> = {},
): Promise<RenderWithProvidersResult> {
  return renderWithProviders(<AppRoutes />, { ...options, path });
}
