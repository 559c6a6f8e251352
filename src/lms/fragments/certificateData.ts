import { absoluteLmsUrl, isoDate, type Reader } from '../decode';

/**
 * The learner's certificate (`cert_data` of the outline, `certificate_data` of the courseware record and
 * of the progress answer: the same object, course-home §4).
 */
export interface CertificateData {
  /** A string status (`downloadable`, …); the numeric availability codes arrive as their digits. */
  readonly certStatus: string | null;
  /** Absolute (the LMS-relative address prefixed with LMS_BASE_URL), or null. */
  readonly certWebViewUrl: string | null;
  readonly downloadUrl: string | null;
  readonly certificateAvailableDate: string | null;
}

function status(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number' && Number.isInteger(value)) return String(value);
  return null;
}

/** Reads the certificate object; null when absent (`{}` reads as a certificate with no status). */
export function decodeCertificateData(r: Reader | null, lmsBaseUrl: string): CertificateData | null {
  if (!r) return null;
  const webView = r.optUrl('cert_web_view_url');
  return {
    certStatus: status(r.raw('cert_status')),
    certWebViewUrl: webView ? absoluteLmsUrl(webView, lmsBaseUrl) : null,
    downloadUrl: r.optUrl('download_url'),
    certificateAvailableDate: isoDate(r.raw('certificate_available_date')),
  };
}
