import { httpUrl } from './urls';

/**
 * Leaving the app for another address (legacy LMS pages, login, notices) and reloading. Pages call these
 * through the platform instead of touching window.location, so tests can see where the learner was sent.
 */
export interface BrowserNavigation {
  assign(url: string): void;
  replace(url: string): void;
  reload(): void;
}

/**
 * The browser's navigation, refusing any address that is not http(s) (a `javascript:` or `data:` address
 * from an answer would run in the app's origin): a last wall behind the checks where addresses are read.
 */
export const windowNavigation: BrowserNavigation = {
  assign: (url) => {
    const target = httpUrl(url, window.location.href);
    if (target) window.location.assign(target.href);
  },
  replace: (url) => {
    const target = httpUrl(url, window.location.href);
    if (target) window.location.replace(target.href);
  },
  reload: () => window.location.reload(),
};
