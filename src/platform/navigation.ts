/**
 * Leaving the app for another address (legacy LMS pages, login, notices) and reloading. Pages call these
 * through the platform instead of touching window.location, so tests can see where the learner was sent.
 */
export interface BrowserNavigation {
  assign(url: string): void;
  replace(url: string): void;
  reload(): void;
}

export const windowNavigation: BrowserNavigation = {
  assign: (url) => window.location.assign(url),
  replace: (url) => window.location.replace(url),
  reload: () => window.location.reload(),
};
