import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useRequestCertificateMutation } from '@/lms/certificate';
import { usePlatform } from '@/platform/react';
import { verifyIdentityUrl } from '@/rules/certificate';
import messages from './messages';

/**
 * "Request certificate" (course-home §5.5), the same on the outline, the progress tab and the exit page: a
 * spinner while the call is in flight (the button cannot be pressed twice), the failure line under it,
 * and the confirmation in its place once the LMS has the request.
 */
export function RequestCertificateButton({
  courseId,
  onClick,
  className = 'btn btn-primary',
}: {
  courseId: string;
  /** Analytics, before the call. */
  onClick?: () => void;
  className?: string;
}) {
  const intl = useIntl();
  const [request, { isLoading, isSuccess, isError }] = useRequestCertificateMutation();
  if (isSuccess) {
    return (
      <p className="mb-0" role="status">
        {intl.formatMessage(messages.requested)}
      </p>
    );
  }
  return (
    <div>
      <button
        type="button"
        className={className}
        disabled={isLoading}
        aria-busy={isLoading || undefined}
        onClick={() => {
          onClick?.();
          request(courseId).catch(() => undefined);
        }}
      >
        {isLoading && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {intl.formatMessage(messages.request)}
      </button>
      {isError && (
        <p className="text-danger mt-2 mb-0" role="alert">
          {intl.formatMessage(messages.requestFailed)}
        </p>
      )}
    </div>
  );
}

/** "Verify ID now": the LMS's address for the learner, else the site's support page, else verify-now. */
export function VerifyIdentityLink({
  courseId,
  href = null,
  onClick,
  children,
}: {
  courseId: string;
  href?: string | null;
  onClick?: () => void;
  /** Another label where the surface's text says so; "Verify ID now" by default. */
  children?: ReactNode;
}) {
  const intl = useIntl();
  const { config } = usePlatform();
  return (
    <a className="btn btn-primary" href={verifyIdentityUrl(href, config, courseId)} onClick={onClick}>
      {children ?? intl.formatMessage(messages.verifyNow)}
    </a>
  );
}

/** "View my certificate" (web view) or "Download my certificate", and "Add to LinkedIn profile". */
export function CertificateLinks({
  url,
  isWebView,
  linkedinUrl = null,
  onView,
  onLinkedin,
}: {
  url: string | null;
  isWebView: boolean;
  linkedinUrl?: string | null;
  onView?: () => void;
  onLinkedin?: () => void;
}) {
  const intl = useIntl();
  return (
    <>
      {url && (
        <a className="btn btn-primary" href={url} onClick={onView}>
          {intl.formatMessage(isWebView ? messages.view : messages.download)}
        </a>
      )}
      {linkedinUrl && (
        <a
          className="btn btn-outline-primary"
          href={linkedinUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onLinkedin}
        >
          {intl.formatMessage(messages.linkedin)}
        </a>
      )}
    </>
  );
}
