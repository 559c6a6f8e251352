import { Suspense, use, useMemo, type ReactNode } from 'react';
import { useConfig } from '@/platform/react';
import { LoadingSpinner } from '../Spinner';
import { createSanitizer, truncateWords, type Sanitizer } from './sanitize';

let sanitizer: Promise<Sanitizer> | null = null;

/**
 * DOMPurify is downloaded only when a page has author HTML to show (not every course has a welcome
 * message or handouts), so it stays out of the first download.
 */
export function loadSanitizer(): Promise<Sanitizer> {
  sanitizer ??= import('dompurify').then((module) => createSanitizer(module.default));
  return sanitizer;
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
  testId?: string;
  /** Rendered after the text once it is ready, told whether the word limit cut anything (Show More). */
  after?: (truncatable: boolean) => ReactNode;
}

function SanitizedHtml({ html, wordLimit, expanded, className = '', id, testId, after }: LmsHtmlProps) {
  const config = useConfig();
  const sanitize = use(loadSanitizer());
  const safe = useMemo(
    () => sanitize(html, { lmsBaseUrl: config.LMS_BASE_URL, appOrigin: new URL(config.BASE_URL).origin }),
    [sanitize, html, config.LMS_BASE_URL, config.BASE_URL],
  );
  const short = useMemo(() => (wordLimit ? truncateWords(safe, wordLimit) : null), [safe, wordLimit]);
  const shown = short && !expanded ? short.html : safe;
  return (
    <>
      <div
        id={id}
        className={`lms-html ${className}`.trim()}
        // Author HTML is in the course's language, whatever the interface's direction.
        dir="auto"
        data-testid={testId}
        // Sanitised above by DOMPurify (scripts, handlers, javascript: links, styles and forms removed).
        dangerouslySetInnerHTML={{ __html: shown }}
      />
      {after?.(Boolean(short?.truncated))}
    </>
  );
}

/** Author HTML from the LMS, sanitised (see sanitize.ts), with a spinner while the sanitiser loads. */
export function LmsHtml(props: LmsHtmlProps) {
  return (
    <Suspense fallback={<LoadingSpinner className="my-2" />}>
      <SanitizedHtml {...props} />
    </Suspense>
  );
}
