import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useConfig } from '@/platform/react';
import { safeSiteUrl } from '@/platform/urls';
import messages from './messages';

export interface StaffLinkInput {
  courseId: string;
  unitId: string | null;
  /** The current unit's legacy web address (courseware data), when there is one. */
  legacyUnitUrl?: string | null;
  canViewLegacyCourseware?: boolean;
  studioBaseUrl: string | null;
  insightsBaseUrl: string | null;
  /** The origins a legacy address may be on (the LMS, this app). */
  siteOrigins: readonly string[];
}

export interface StaffLink {
  kind: 'legacy' | 'studio' | 'insights';
  href: string;
}

/**
 * "View course in:" (spec §2; courseware contract §8.3): the legacy experience only for a unit that has a
 * legacy address and when the LMS allows the legacy courseware; Studio at the unit's container, or the
 * course outline without a unit; Insights at the course. Each only when its address is known. The legacy
 * address comes from an LMS answer: linked only when it is http(s) on `siteOrigins`, as the /redirect route
 * checks it; any other address means no legacy link.
 */
export function staffLinks(input: StaffLinkInput): StaffLink[] {
  const links: StaffLink[] = [];
  const legacyUnitUrl = safeSiteUrl(input.legacyUnitUrl, input.siteOrigins);
  if (input.unitId && legacyUnitUrl && input.canViewLegacyCourseware) {
    links.push({ kind: 'legacy', href: legacyUnitUrl });
  }
  if (input.studioBaseUrl) {
    links.push({
      kind: 'studio',
      href: input.unitId
        ? `${input.studioBaseUrl}/container/${input.unitId}`
        : `${input.studioBaseUrl}/course/${input.courseId}`,
    });
  }
  if (input.insightsBaseUrl) {
    links.push({ kind: 'insights', href: `${input.insightsBaseUrl}/courses/${input.courseId}` });
  }
  return links;
}

export function StaffLinks({
  mayAuthor,
  ...props
}: Omit<StaffLinkInput, 'studioBaseUrl' | 'insightsBaseUrl' | 'siteOrigins'> & {
  /** The user may author the course (course metadata `mayAuthor`): without it, no Studio link (issue 45). */
  mayAuthor: boolean;
}) {
  const intl = useIntl();
  const config = useConfig();
  const labelId = useId();
  const links = staffLinks({
    ...props,
    studioBaseUrl: mayAuthor ? config.STUDIO_BASE_URL : null,
    insightsBaseUrl: config.INSIGHTS_BASE_URL,
    siteOrigins: [config.LMS_BASE_URL, config.BASE_URL],
  });
  if (links.length === 0) return null;
  return (
    <nav className="d-flex flex-wrap align-items-center gap-2 staff-links" aria-labelledby={labelId}>
      <span id={labelId}>{intl.formatMessage(messages.viewCourseIn)}</span>
      {links.map((link) => (
        <a key={link.kind} className="btn btn-outline-light btn-sm" href={link.href}>
          {intl.formatMessage(messages[link.kind])}
        </a>
      ))}
    </nav>
  );
}
