import { lmsPath } from '@/rules/accessDenied';
import { safeExternalUrl, safeSiteUrl } from '@/platform/urls';

/** Where each /redirect/* route sends the browser (spec §2, "Redirect routes"). */
export type RedirectRoute =
  | { kind: 'courseware-unit'; courseId: string; unitId: string; legacyUnitUrl?: string | null }
  | { kind: 'course-home'; courseId: string }
  | { kind: 'survey'; courseId: string }
  | { kind: 'dashboard'; search: string }
  /** The LMS's data-sharing consent page (`?consentPath=`, from the access code's developer_message). */
  | { kind: 'consent'; consentPath: string | null }
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
    // Issue 46 (frontend-app-learning's RedirectPage): a consent path that is not a path on the LMS, and a
    // site without a learner portal, lead to the dashboard.
    case 'consent': {
      const path = lmsPath(route.consentPath);
      return path ? `${lmsBaseUrl}${path}` : `${lmsBaseUrl}/dashboard`;
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
