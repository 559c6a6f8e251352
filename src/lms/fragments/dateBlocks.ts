import { isoDate, read, type Reader } from '../decode';

/**
 * Course dates (course-home §3 DateBlock, the outline's dates widget and dates banner info): one date
 * block model and one banner-info model for the outline and the dates tab.
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
  const title = r.optString('title');
  if (!date || title === null) throw r.missing('a date and a title');
  return {
    date,
    dateType: r.optString('date_type') ?? '',
    title,
    description: r.optString('description') ?? '',
    assignmentType: r.optNonBlankString('assignment_type'),
    complete: r.optBool('complete'),
    learnerHasAccess: r.optBool('learner_has_access', true),
    link: r.optUrl('link') ?? '',
    linkText: r.optNonBlankString('link_text') ?? '',
    extraInfo: r.optNonBlankString('extra_info'),
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
    verifiedUpgradeLink: r?.optUrl('verified_upgrade_link') ?? null,
  };
}
