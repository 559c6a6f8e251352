/**
 * The outline's rules as pure functions (spec §2, §4, §5; course-home §2), so each is tested on its own.
 * `now` is always the server's clock (dates.ts `serverNow`), never the device's.
 */
import { COURSE_END_DATE, type DateBlock } from '@/lms/fragments/dateBlocks';
import { safeSiteUrl } from '@/platform/urls';
import type { OutlineSection } from './model';
import { pathTo } from '@/app/routeConfig';

/** A section starts open when it is on the path to the resume point (course-home §2). */
export const sectionStartsOpen = (section: Pick<OutlineSection, 'resumeBlock'>) => section.resumeBlock;

/** Effort in whole minutes, rounded up from seconds (spec §5); null when there is no estimate. */
export function effortMinutes(seconds: number | null | undefined): number | null {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return null;
  return Math.ceil(seconds / 60);
}

/** The course-end alert's window: 14 days (spec §5, §9). */
export const COURSE_END_ALERT_WINDOW_MS = 1_209_600_000;

/**
 * The course-end alert (spec §5): enrolled, the course has an end date (the widget's course-end block),
 * and it is in the future but within 14 days. The end and the time left, or null.
 */
export function courseEndAlert(input: {
  isEnrolled: boolean;
  dateBlocks: readonly DateBlock[];
  now: number;
}): { endDate: string; millisLeft: number; description: string } | null {
  if (!input.isEnrolled) return null;
  const end = input.dateBlocks.find((block) => block.dateType === COURSE_END_DATE);
  if (!end) return null;
  const millisLeft = Date.parse(end.date) - input.now;
  if (!(millisLeft > 0 && millisLeft < COURSE_END_ALERT_WINDOW_MS)) return null;
  return { endDate: end.date, millisLeft, description: end.description };
}

/** "Course starts …": enrolled and the start is still ahead (course-home §1 `start`). */
export function courseStartAlert(input: {
  isEnrolled: boolean;
  start: string | null;
  now: number;
}): { startDate: string; millisLeft: number } | null {
  if (!input.isEnrolled || !input.start) return null;
  const millisLeft = Date.parse(input.start) - input.now;
  return millisLeft > 0 ? { startDate: input.start, millisLeft } : null;
}

/** "More content is coming": enrolled and the course block says future-dated content exists. */
export const scheduledContentAlert = (input: { isEnrolled: boolean; hasScheduledContent: boolean }) =>
  input.isEnrolled && input.hasScheduledContent;

/**
 * Where a sequence's title links (spec §2): inside this app when its courseware can load, otherwise the
 * legacy page the data gives; no link at all when the learner may not follow it. The legacy page comes
 * from an LMS answer: it is linked only when it is an http(s) address on `siteOrigins` (the LMS, this
 * app), as the /redirect route checks it; any other address leaves the title without a link.
 */
export function sequenceTarget(input: {
  courseId: string;
  sequenceId: string;
  showLink: boolean;
  canLoadCourseware: boolean;
  legacyWebUrl: string | null;
  siteOrigins: readonly string[];
}): { kind: 'app'; path: string } | { kind: 'legacy'; url: string } | null {
  if (!input.showLink) return null;
  if (input.canLoadCourseware)
    return {
      kind: 'app',
      path: pathTo('courseware', { courseId: input.courseId, sequenceId: input.sequenceId }),
    };
  const url = safeSiteUrl(input.legacyWebUrl, input.siteOrigins);
  return url ? { kind: 'legacy', url } : null;
}
