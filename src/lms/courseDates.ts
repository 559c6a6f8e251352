import { lmsApi } from './api';
import { isoDate, read, type Reader } from './decode';

/**
 * Course dates shared by the outline (its dates widget and date-shift banners) and the dates tab: the date
 * block model (course-home §3 DateBlock), the banners' conditions and the "shift due dates" call. The
 * banners' UI lives in src/components/date-banners.
 */

export interface DateBlock {
  /** ISO date of the moment. */
  readonly date: string;
  readonly dateType: string;
  readonly title: string;
  readonly description: string;
  /** The grading type of an assignment (`Homework`), shown as a prefix. */
  readonly assignmentType: string | null;
  readonly complete: boolean;
  /** false: gated for this learner (audit on verified-only content). */
  readonly learnerHasAccess: boolean;
  /** Absolute address, '' when none (an assignment without a link is not released yet). */
  readonly link: string;
  /** Label of a non-assignment link ("Upgrade to Verified Certificate"). */
  readonly linkText: string;
  /** An explanation for a tooltip. */
  readonly extraInfo: string | null;
}

export interface DatesBannerInfo {
  readonly missedDeadlines: boolean;
  readonly missedGatedContent: boolean;
  readonly contentTypeGatingEnabled: boolean;
  readonly verifiedUpgradeLink: string | null;
}

export const ASSIGNMENT_DUE_DATE = 'assignment-due-date';
export const COURSE_END_DATE = 'course-end-date';
export const COURSE_START_DATE = 'course-start-date';

/** A date block, or a DecodeError (the list reader then drops it) when it has no readable date or title. */
export function decodeDateBlock(value: unknown, path: string): DateBlock {
  const r = read(value, path);
  const date = isoDate(r.raw('date'));
  const title = r.optStr('title');
  if (!date || title === null) throw r.missing('a date and a title');
  return {
    date,
    dateType: r.optStr('date_type') ?? '',
    title,
    description: r.optStr('description') ?? '',
    assignmentType: r.optText('assignment_type'),
    complete: r.optBool('complete'),
    learnerHasAccess: r.optBool('learner_has_access', true),
    link: r.optText('link') ?? '',
    linkText: r.optText('link_text') ?? '',
    extraInfo: r.optText('extra_info'),
  };
}

/** The blocks of a list, in server order (the timeline relies on it), dropping unreadable ones. */
export function decodeDateBlocks(r: Reader | null, key: string): DateBlock[] {
  return r ? r.optList(key, decodeDateBlock) : [];
}

export function decodeDatesBannerInfo(r: Reader | null): DatesBannerInfo {
  return {
    missedDeadlines: r?.optBool('missed_deadlines') ?? false,
    missedGatedContent: r?.optBool('missed_gated_content') ?? false,
    contentTypeGatingEnabled: r?.optBool('content_type_gating_enabled') ?? false,
    verifiedUpgradeLink: r?.optText('verified_upgrade_link') ?? null,
  };
}

/** An assignment the learner can work on: its due date, and not gated (course-home §3). */
export const isLearnerAssignment = (block: DateBlock) =>
  block.dateType === ASSIGNMENT_DUE_DATE && block.learnerHasAccess;

export type DatesBannerKind = 'info' | 'resetDates' | 'upgradeToReset' | 'upgradeToComplete';

export interface DatesBannerInput {
  readonly info: DatesBannerInfo;
  readonly hasEnded: boolean;
  readonly isSelfPaced: boolean;
  /** The blocks of the tab (the whole list on the dates tab, the widget's on the outline). */
  readonly blocks: readonly DateBlock[];
  readonly tab: 'dates' | 'outline';
}

/**
 * Which date-shift banners show (spec §5, course-home §3): none unless the course is self-paced, has an
 * assignment date and has not ended. "Shift due dates" when deadlines were missed and none of the missed
 * work is gated; "upgrade to shift" when gating applies, gated work was missed and an upgrade link exists;
 * on the dates tab only, "upgrade to complete graded work" when gating applies, nothing was missed and an
 * upgrade link exists, or else the schedule information when nothing was missed.
 */
export function datesBanners({
  info,
  hasEnded,
  isSelfPaced,
  blocks,
  tab,
}: DatesBannerInput): DatesBannerKind[] {
  if (!isSelfPaced || hasEnded || !blocks.some((b) => b.dateType === ASSIGNMENT_DUE_DATE)) return [];
  const link = Boolean(info.verifiedUpgradeLink);
  if (info.missedDeadlines && !info.missedGatedContent) return ['resetDates'];
  if (info.contentTypeGatingEnabled && info.missedDeadlines && info.missedGatedContent && link) {
    return ['upgradeToReset'];
  }
  if (tab === 'dates' && !info.missedDeadlines) {
    return [info.contentTypeGatingEnabled && link ? 'upgradeToComplete' : 'info'];
  }
  return [];
}

/** A call to action after a change (spec §4): a toast's header, link and link text. */
export interface CallToAction {
  readonly header: string;
  readonly link: string | null;
  readonly linkText: string | null;
}

export function decodeCallToAction(body: unknown): CallToAction {
  const r = read(body);
  return { header: r.str('header'), link: r.optText('link'), linkText: r.optText('link_text') };
}

export const courseDatesApi = lmsApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST reset_course_deadlines (course-home §5.2): shifts the learner's past-due dates; the answer is a
     * call to action for a toast. Afterwards the course's metadata, outline and dates load again.
     */
    resetCourseDeadlines: build.mutation<CallToAction, { courseId: string; tab: 'dates' | 'outline' }>({
      query: ({ courseId, tab }) => ({
        url: '/api/course_experience/v1/reset_course_deadlines',
        method: 'POST',
        body: { course_key: courseId, research_event_data: { location: `${tab}-tab` } },
        decode: decodeCallToAction,
      }),
      invalidatesTags: (result, _error, { courseId }) =>
        result
          ? [
              { type: 'CourseMetadata', id: courseId },
              { type: 'Outline', id: courseId },
              { type: 'Dates', id: courseId },
            ]
          : [],
    }),
  }),
});

export const { useResetCourseDeadlinesMutation } = courseDatesApi;
