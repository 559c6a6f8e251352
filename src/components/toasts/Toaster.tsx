import { useEffect } from 'react';
import { useAppSelector } from '@/lms/hooks';
import { usePlatform } from '@/platform/react';
import { ErrorBoundary } from '../ErrorBoundary';
import { loadable } from '../loadable';
import { useFirstContentShown } from '../page/firstContent';
import { selectToasts } from './toastsSlice';

/**
 * A toast's words and controls: nothing shows one before the learner has done something on a page, so
 * they are a chunk of their own, asked for once the page's first content has shown and it is quiet (../page/firstContent.ts)
 * and in memory by the time a toast comes (a first toast before that downloads it).
 */
const ToastItem = loadable(() => import('./ToastItem'));

/**
 * The store's toasts in a polite live region at the bottom of the window, newest last. Each closes by
 * itself after 10 seconds, or by its close button.
 */
export function Toaster() {
  const toasts = useAppSelector(selectToasts);
  const { logger } = usePlatform();
  const pageShown = useFirstContentShown({ quiet: true });
  useEffect(() => {
    if (pageShown) ToastItem.preload().catch(() => undefined);
  }, [pageShown]);
  return (
    <div
      className="toaster toast-container position-fixed bottom-0 start-0 p-3"
      role="status"
      aria-live="polite"
    >
      <ErrorBoundary logger={logger} fallback={() => null} resetKey={toasts}>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ErrorBoundary>
    </div>
  );
}
