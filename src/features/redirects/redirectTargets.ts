import { safeExternalUrl, safeSiteUrl } from '@/platform/urls';

/** Where each /redirect/* route sends the browser (spec §2, "Redirect routes"). */
export type RedirectRoute =
  | { kind: 'courseware-unit'; courseId: string; unitId: string; legacyUnitUrl?: string | null }
  | { kind: 'course-home'; courseId: string }
  | { kind: 'survey'; courseId: string }
  | { kind: 'dashboard'; search: string }
  /** The LMS's data-sharing consent page (`?consentPath=`, from the access code's developer_message). */
  | { kind: 'consent'; courseId: string; consentPath: string | null; publicPath: string }
  /** The enterprise learner portal (ENTERPRISE_LEARNER_PORTAL_URL, else its hostname). */
  | { kind: 'enterprise-portal'; portalUrl: string | null; portalHostname: string | null };

/**
 * The target of a /redirect/* route. A unit's legacy address comes from an LMS answer: it is followed only
 * when it is an http(s) address on the LMS or this app (`siteOrigins`), else the course's courseware page.
 */
export function redirectTarget(
  route: RedirectRoute,
  lmsBaseUrl: string,
  siteOrigins: readonly string[] = [lmsBaseUrl],
): string {
  switch (route.kind) {
    case 'courseware-unit':
      return (
        safeSiteUrl(route.legacyUnitUrl, siteOrigins) ?? `${lmsBaseUrl}/courses/${route.courseId}/courseware/`
      );
    case 'course-home':
      return `${lmsBaseUrl}/courses/${route.courseId}/course/`;
    case 'survey':
      return `${lmsBaseUrl}/courses/${route.courseId}/survey`;
    case 'dashboard':
      return `${lmsBaseUrl}/dashboard${route.search}`;
    // Issue 46 (frontend-app-learning's RedirectPage): a consent path that is not a path on the LMS leads
    // to this app's access-denied page of the course, which says what the LMS said; a site without a
    // learner portal, to the dashboard.
    case 'consent': {
      const path = lmsPath(route.consentPath);
      return path ? `${lmsBaseUrl}${path}` : `${route.publicPath}course/${route.courseId}/access-denied`;
    }
    case 'enterprise-portal':
      return (
        safeExternalUrl(route.portalUrl) ??
        (route.portalHostname && /^[\w.-]+(:\d+)?$/.test(route.portalHostname)
          ? `https://${route.portalHostname}`
          : `${lmsBaseUrl}/dashboard`)
      );
  }
}

/**
 * A path on the LMS as an answer gives it (the consent page's, `/enterprise/grant_data_sharing_permissions?…`):
 * one leading slash, and it stays on the origin it is joined to (no `//host`, backslash, whitespace or
 * scheme), else null.
 */
export function lmsPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || /^\/[/\\]|[\\\s]/.test(value)) return null;
  try {
    const base = 'http://lms.invalid';
    const url = new URL(value, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
