import { useEffect } from 'react';
import { usePlatform } from '@/platform/react';

/**
 * Sends the browser to a legacy LMS page (a course tab's 404, spec §8) once `path` is known; true while it
 * goes, so the tab shows its "redirecting" state instead of content.
 */
export function useLegacyRedirect(path: string | null): boolean {
  const { navigation, config } = usePlatform();
  const url = path === null ? null : `${config.LMS_BASE_URL}${path}`;
  useEffect(() => {
    if (url) navigation.replace(url);
  }, [url, navigation]);
  return url !== null;
}

/** A course tab whose data failed to load: what happened as the page's heading, and a way to try again. */
export function TabFailed({
  title,
  retryLabel,
  onRetry,
}: {
  title: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div className="container-xl py-5">
      <div className="alert alert-danger mx-auto" style={{ maxWidth: '40rem' }} role="alert">
        <h1 className="h4">{title}</h1>
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {retryLabel}
        </button>
      </div>
    </div>
  );
}
