import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useConfig } from '@/platform/react';
import { LoadingSpinner } from '../Spinner';
import { createSanitizer, truncateWords, type Sanitizer } from './sanitize';

let sanitizer: Promise<Sanitizer> | null = null;
let loaded: Sanitizer | null = null;

/**
 * DOMPurify is downloaded only when a page has author HTML to show (not every course has a welcome
 * message or handouts), so it stays out of the first download; author HTML's stylesheets come with it
 * (./purify.ts).
 */
export function loadSanitizer(): Promise<Sanitizer> {
  sanitizer ??= import('./purify').then(
    (module) => (loaded = createSanitizer(module.default)),
    (error: unknown) => {
      sanitizer = null; // the next page that needs it tries again
      throw error;
    },
  );
  return sanitizer;
}

/**
 * The sanitiser once downloaded (at once when already in memory), without suspending: React's Suspense
 * reveal throttle would hold the whole page back (docs/decisions/0008). A failed download is thrown
 * during render, for the panel's error boundary.
 */
function useSanitizer(): Sanitizer | null {
  const [ready, setReady] = useState<Sanitizer | null>(() => loaded);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (ready) return;
    let active = true;
    loadSanitizer().then(
      (value) => {
        if (active) setReady(() => value);
      },
      (reason: unknown) => {
        if (active) setError(() => reason);
      },
    );
    return () => {
      active = false;
    };
  }, [ready]);
  if (error)
    throw error instanceof Error ? error : new Error('The code for this part of the page did not download');
  return ready;
}

export interface LmsHtmlProps {
  html: string;
  /** Cut after this many words (the welcome message's 100); see `onTruncated`. */
  wordLimit?: number;
  /** Show the whole text even when a word limit is set (Show More). */
  expanded?: boolean;
  className?: string;
  /** The element's id (for aria-controls). */
  id?: string;
  /** Rendered after the text once it is ready, told whether the word limit cut anything (Show More). */
  after?: (truncatable: boolean) => ReactNode;
}

/** Author HTML from the LMS, sanitised (see sanitize.ts), with a spinner while the sanitiser loads. */
export function LmsHtml({ html, wordLimit, expanded, className = '', id, after }: LmsHtmlProps) {
  const config = useConfig();
  const sanitize = useSanitizer();
  const safe = useMemo(
    () =>
      sanitize?.(html, { lmsBaseUrl: config.LMS_BASE_URL, appOrigin: new URL(config.BASE_URL).origin }) ??
      null,
    [sanitize, html, config.LMS_BASE_URL, config.BASE_URL],
  );
  const short = useMemo(
    () => (safe !== null && wordLimit ? truncateWords(safe, wordLimit) : null),
    [safe, wordLimit],
  );
  if (safe === null) return <LoadingSpinner className="my-2" />;
  const shown = short && !expanded ? short.html : safe;
  return (
    <>
      <div
        id={id}
        className={`lms-html ${className}`.trim()}
        // Author HTML is in the course's language, whatever the interface's direction.
        dir="auto"
        // Sanitised above by DOMPurify (scripts, handlers, javascript: links, styles and forms removed).
        dangerouslySetInnerHTML={{ __html: shown }}
      />
      {after?.(Boolean(short?.truncated))}
    </>
  );
}
