import { isPast, now, resolveDate } from '../clock';
import { allSequences, type MockCourse, type MockSection, type MockSequence } from '../courses/model';
import { appUrl, lmsUrl } from '../env';
import { isCurrentEra } from '../era';
import { featureState, state, uc, type Enrollment } from '../state';
import { courseAccess, enrollmentOf, type Viewer } from '../viewer';
import {
  accessExpirationFor,
  offerFor,
  certificateStatusBody,
  PAID_MODES,
  upgradeUrl,
  verifiedModeFor,
} from './common';

/**
 * The course home's answers (course-home §2 outline, §3 dates, §5.1 proctoring status), derived from the
 * course model, the viewer and the server state: completions, the resume point, saved goals, the dismissed
 * welcome message and shifted deadlines.
 */

const DAY = 24 * 60 * 60 * 1000;

export interface WeeklyGoal {
  readonly daysPerWeek: number;
  readonly subscribedToReminders: boolean;
}

/** The learner's saved weekly goal in a course, or null. */
export const weeklyGoalOf = (user: string, courseId: string): WeeklyGoal | null =>
  courseHomeState().weeklyGoals.get(uc(user, courseId)) ?? null;

/** What the course home keeps per user and course: goal, reminders, dismissed welcome, deadline shift. */
export const courseHomeState = () =>
  featureState('course-home', () => ({
    goals: new Map<string, string>(),
    reminders: new Map<string, boolean>(),
    /** Today's weekly learning goals (current-lms.md §3), per user and course. */
    weeklyGoals: new Map<string, WeeklyGoal>(),
    welcomeDismissed: new Set<string>(),
    /** Milliseconds added to a learner's due dates in a self-paced course ("shift due dates"). */
    deadlineShifts: new Map<string, number>(),
    unsubscribed: new Set<string>(),
  }));

const iso = (ms: number) => new Date(Math.floor(ms / 60000) * 60000).toISOString().replace('.000Z', 'Z');

export const jumpTo = (course: MockCourse, blockId: string) =>
  lmsUrl(`/courses/${course.id}/jump_to/${blockId}`);

const username = (viewer: Viewer) => viewer.effective?.username ?? null;

/** The learner's own due date: the authored one, moved by their shift in a self-paced course. */
export function personalDue(course: MockCourse, sequence: MockSequence, viewer: Viewer): string | null {
  const due = resolveDate(sequence.due);
  if (!due) return null;
  const user = username(viewer);
  const shift =
    user && course.selfPaced ? (courseHomeState().deadlineShifts.get(uc(user, course.id)) ?? 0) : 0;
  return shift ? iso(Date.parse(due) + shift) : due;
}

export function sequenceComplete(sequence: MockSequence, viewer: Viewer): boolean {
  const user = username(viewer);
  if (!user || !sequence.units.length) return false;
  const done = state.completions.get(user);
  return Boolean(done) && sequence.units.every((unit) => done?.has(unit.id));
}

/** Audit learners may not do content-type-gated work. */
export function gatedFor(course: MockCourse, sequence: MockSequence, enrollment: Enrollment | null): boolean {
  return (
    course.contentTypeGating &&
    enrollment?.mode === 'audit' &&
    sequence.units.some((unit) => unit.contentTypeGated === true)
  );
}

const isReleased = (sequence: MockSequence) => !sequence.start || isPast(sequence.start);

function description(sequence: MockSequence): string | null {
  if (sequence.proctored) return 'Proctored Exam';
  if (sequence.timeLimited) return 'Timed Exam';
  return sequence.format ?? null;
}

export interface WireDateBlock {
  assignment_type: string | null;
  complete: boolean | null;
  date: string;
  date_type: string;
  description: string;
  learner_has_access: boolean;
  link: string;
  link_text: string;
  title: string;
  extra_info: string | null;
  first_component_block_id: string;
}

const dateBlock = (fields: Partial<WireDateBlock> & Pick<WireDateBlock, 'date' | 'date_type' | 'title'>) => ({
  assignment_type: null,
  complete: null,
  description: '',
  learner_has_access: true,
  link: '',
  link_text: '',
  extra_info: null,
  first_component_block_id: '',
  ...fields,
});

const learnerIsFullAccess = (course: MockCourse, viewer: Viewer, enrollment: Enrollment | null) =>
  viewer.isStaff || !course.contentTypeGating || (enrollment !== null && PAID_MODES.has(enrollment.mode));

/** Every date of the course for this learner, sorted by date (the dates tab's list). */
export function courseDateBlocks(course: MockCourse, viewer: Viewer): WireDateBlock[] {
  const enrollment = enrollmentOf(viewer, course.id);
  const blocks: WireDateBlock[] = [];
  const start = resolveDate(course.start);
  if (start) blocks.push(dateBlock({ date: start, date_type: 'course-start-date', title: 'Course starts' }));
  for (const sequence of allSequences(course)) {
    const due = personalDue(course, sequence, viewer);
    if (!due || !sequence.graded) continue;
    blocks.push(
      dateBlock({
        assignment_type: sequence.format ?? null,
        complete: sequenceComplete(sequence, viewer),
        date: due,
        date_type: 'assignment-due-date',
        learner_has_access: !gatedFor(course, sequence, enrollment),
        link: isReleased(sequence) ? jumpTo(course, sequence.id) : '',
        title: sequence.title,
        extra_info: sequence.dateExtraInfo ?? null,
        first_component_block_id: sequence.units[0]?.id ?? '',
      }),
    );
  }
  const upgrade = upgradeUrl(course);
  const deadline = resolveDate(course.upgradeDeadline);
  if (upgrade && deadline && enrollment?.mode === 'audit' && !isPast(course.upgradeDeadline)) {
    blocks.push(
      dateBlock({
        date: deadline,
        date_type: 'verified-upgrade-deadline',
        title: 'Verification Upgrade Deadline',
        description:
          "Don't miss the opportunity to highlight your new knowledge and skills by earning a verified certificate.",
        link: upgrade,
        link_text: 'Upgrade to Verified Certificate',
      }),
    );
  }
  const end = resolveDate(course.end);
  if (course.verifiedMode && end) {
    blocks.push(
      dateBlock({
        date: iso(Date.parse(end) - 10 * DAY),
        date_type: 'verification-deadline-date',
        title: 'Verification Deadline',
        description:
          'You must successfully complete verification before this date to qualify for a Verified Certificate.',
        learner_has_access: learnerIsFullAccess(course, viewer, enrollment),
        link: lmsUrl(`/verify_student/verify-now/${course.id}/`),
        link_text: 'Verify My Identity',
      }),
    );
  }
  if (end) {
    blocks.push(
      dateBlock({
        date: end,
        date_type: 'course-end-date',
        title: 'Course ends',
        description: 'After the course ends, the course content will be archived and no longer active.',
      }),
    );
  }
  const certificates = resolveDate(course.certificateAvailableDate);
  if (certificates) {
    blocks.push(
      dateBlock({
        date: certificates,
        date_type: 'certificate-available-date',
        title: 'Certificate Available',
        description: 'Day certificates will become available for passing verified learners.',
      }),
    );
  }
  return blocks.sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
}

/** dates_banner_info: missed deadlines (and whether the missed work is gated), and the upgrade link. */
export function datesBannerInfo(course: MockCourse, viewer: Viewer) {
  const enrollment = enrollmentOf(viewer, course.id);
  let missed = false;
  let missedGated = false;
  if (enrollment) {
    for (const sequence of allSequences(course)) {
      const due = personalDue(course, sequence, viewer);
      if (!sequence.graded || !due || Date.parse(due) >= now() || sequenceComplete(sequence, viewer))
        continue;
      missed = true;
      if (gatedFor(course, sequence, enrollment)) missedGated = true;
    }
  }
  const audit = enrollment?.mode === 'audit';
  return {
    missed_deadlines: missed,
    missed_gated_content: missedGated,
    content_type_gating_enabled: course.contentTypeGating && audit,
    verified_upgrade_link: audit && !isPast(course.upgradeDeadline) ? upgradeUrl(course) : null,
  };
}

export const hasEnded = (course: MockCourse) => isPast(course.end);

/** GET /api/course_home/dates/{courseId} (course-home §3). */
export function datesBody(course: MockCourse, viewer: Viewer) {
  return {
    course_date_blocks: courseDateBlocks(course, viewer),
    dates_banner_info: datesBannerInfo(course, viewer),
    has_ended: hasEnded(course),
    learner_is_full_access: learnerIsFullAccess(course, viewer, enrollmentOf(viewer, course.id)),
    user_timezone: viewer.effective?.timezone ?? null,
  };
}

/**
 * The sidebar's short list: today, the next few dates from now on, and the course end (the course-end
 * alert reads it).
 */
function datesWidgetBlocks(course: MockCourse, viewer: Viewer) {
  const all = courseDateBlocks(course, viewer);
  const upcoming = all
    .filter((b) => Date.parse(b.date) >= now() && b.date_type !== 'course-end-date')
    .slice(0, 3);
  const end = all.filter((b) => b.date_type === 'course-end-date');
  return [dateBlock({ date: iso(now()), date_type: 'todays-date', title: 'Today' }), ...upcoming, ...end];
}

function courseTools(course: MockCourse, viewer: Viewer, enrollment: Enrollment | null) {
  const tools = [];
  if (enrollment || viewer.isStaff) {
    tools.push({
      analytics_id: 'edx.bookmarks',
      title: 'Bookmarks',
      url: lmsUrl(`/courses/${course.id}/bookmarks/`),
    });
  }
  const upgrade = verifiedModeFor(course, viewer);
  if (upgrade?.upgrade_url) {
    tools.push({
      analytics_id: 'edx.tool.verified_upgrade',
      title: 'Upgrade to Verified',
      url: upgrade.upgrade_url,
    });
  }
  if (course.verifiedMode) {
    tools.push({
      analytics_id: 'edx.tool.financial_assistance',
      title: 'Financial Assistance',
      url: lmsUrl('/financial-assistance/'),
    });
  }
  tools.push({
    analytics_id: 'edx.updates',
    title: 'Updates',
    url: lmsUrl(`/courses/${course.id}/course/updates`),
  });
  return tools;
}

/**
 * course_blocks: the course, its sections and sequences (units are not sent), with completion, the
 * resume path, due dates and the link rule (no links for a learner who may not follow them). Today's LMS
 * sends `hide_from_toc` on every block and leaves the hidden sections and sequences out for all but staff
 * (research 39 §4: the outline keeps what learning sequences list).
 */
function courseBlocks(course: MockCourse, viewer: Viewer, canFollowLinks: boolean) {
  const current = isCurrentEra();
  const hiddenOf = (sequence: MockSequence | null, section: MockSection) =>
    current && Boolean(section.hideFromToc || sequence?.hideFromToc);
  const hiddenField = (hidden: boolean | null) => (current ? { hide_from_toc: hidden } : {});
  const shown = <T>(items: readonly T[], hidden: (item: T) => boolean) =>
    viewer.isStaff ? items : items.filter((item) => !hidden(item));
  const sections = shown(course.sections, (section) => hiddenOf(null, section));
  const user = username(viewer);
  const resumeUnit = user ? state.lastViewed.get(uc(user, course.id)) : undefined;
  const courseBlockId = `block-v1:${course.org}+${course.number}+${course.run}+type@course+block@course`;
  const blocks: Record<string, unknown> = {};
  const link = (id: string, hide = false) =>
    canFollowLinks && !hide
      ? { lms_web_url: jumpTo(course, id), legacy_web_url: `${jumpTo(course, id)}?experience=legacy` }
      : { lms_web_url: null, legacy_web_url: null };
  const base = {
    description: null,
    due: null,
    effort_activities: null,
    effort_time: null,
    icon: null,
    has_scheduled_content: null,
  };
  let scheduled = false;
  for (const section of sections) {
    const sequences = shown(section.sequences, (sequence) => hiddenOf(sequence, section));
    let sectionComplete = sequences.length > 0;
    let sectionResume = false;
    for (const sequence of sequences) {
      const complete = sequenceComplete(sequence, viewer);
      const resume = resumeUnit !== undefined && sequence.units.some((u) => u.id === resumeUnit);
      sectionComplete &&= complete;
      sectionResume ||= resume;
      if (!isReleased(sequence)) scheduled = true;
      const special = sequence.graded || sequence.timeLimited || sequence.proctored;
      blocks[sequence.id] = {
        ...base,
        children: [],
        complete,
        description: description(sequence),
        display_name: sequence.title,
        due: personalDue(course, sequence, viewer),
        effort_activities: sequence.effortActivities ?? null,
        effort_time: sequence.effortTime ?? null,
        icon: special ? 'fa-pencil-square-o' : null,
        id: sequence.id,
        ...link(sequence.id, sequence.hideLink),
        resume_block: resume,
        type: 'sequential',
        ...hiddenField(hiddenOf(sequence, section)),
      };
    }
    blocks[section.id] = {
      ...base,
      children: sequences.map((s) => s.id),
      complete: sectionComplete,
      display_name: section.title,
      id: section.id,
      ...link(section.id),
      resume_block: sectionResume,
      type: 'chapter',
      ...hiddenField(hiddenOf(null, section)),
    };
  }
  blocks[courseBlockId] = {
    ...base,
    children: sections.map((s) => s.id),
    complete: false,
    display_name: course.title,
    id: courseBlockId,
    ...link(courseBlockId),
    resume_block: false,
    type: 'course',
    has_scheduled_content: scheduled,
    ...hiddenField(null),
  };
  return { blocks, scheduled, resumeUnit };
}

/** GET /api/course_home/outline/{courseId} (course-home §2). */
export function outlineBody(course: MockCourse, viewer: Viewer) {
  const access = courseAccess(course, viewer);
  const enrollment = enrollmentOf(viewer, course.id);
  const user = username(viewer);
  const key = user ? uc(user, course.id) : null;
  const home = courseHomeState();
  const open = access.has_access;
  const tree = open
    ? courseBlocks(course, viewer, Boolean(enrollment) || viewer.isStaff || Boolean(course.publicView))
    : null;
  const firstUnit = course.sections[0]?.sequences[0]?.units[0]?.id;
  const resumeUnit = tree?.resumeUnit ?? firstUnit;
  const goalOptions = enrollment ? (course.goalOptions ?? []) : [];
  const goalKey = key ? home.goals.get(key) : undefined;
  const goal = goalOptions.find(([k]) => k === goalKey);
  const canEnroll = Boolean(viewer.real) && !enrollment && !course.invitationOnly && !isPast(course.end);
  const current = isCurrentEra();
  const weekly = current && key ? home.weeklyGoals.get(key) : undefined;
  return {
    access_expiration: accessExpirationFor(course, viewer),
    // Today's LMS sends neither the upgrade sock flag nor a top-level has_scheduled_content (§8).
    ...(current ? {} : { can_show_upgrade_sock: Boolean(verifiedModeFor(course, viewer)) }),
    cert_data: certificateStatusBody(course, enrollment),
    course_blocks: tree ? { blocks: tree.blocks } : null,
    course_goals: current
      ? {
          selected_goal: weekly
            ? { days_per_week: weekly.daysPerWeek, subscribed_to_reminders: weekly.subscribedToReminders }
            : null,
          weekly_learning_goal_enabled: Boolean(enrollment),
        }
      : {
          goal_options: goalOptions.map(([k, text]) => [k, text]),
          selected_goal: goal ? { key: goal[0], text: goal[1] } : null,
          weekly_learning_goal_enabled: false,
        },
    course_tools: open ? courseTools(course, viewer, enrollment) : [],
    dates_banner_info: datesBannerInfo(course, viewer),
    dates_widget: {
      course_date_blocks: open ? datesWidgetBlocks(course, viewer) : [],
      dates_tab_link: appUrl(`/course/${course.id}/dates`),
      user_timezone: viewer.effective?.timezone ?? null,
    },
    enable_proctored_exams: Boolean(course.proctoredExams),
    enroll_alert: enrollment
      ? null
      : {
          can_enroll: canEnroll,
          extra_text: course.invitationOnly ? 'This course is by invitation only.' : null,
        },
    enrollment_mode: enrollment?.mode ?? null,
    handouts_html: open ? (course.handoutsHtml ?? null) : null,
    has_ended: hasEnded(course),
    ...(current ? {} : { has_scheduled_content: tree?.scheduled ?? false }),
    offer: offerFor(course, viewer),
    resume_course: {
      has_visited_course: Boolean(tree?.resumeUnit),
      url: open && resumeUnit ? jumpTo(course, resumeUnit) : null,
    },
    user_has_passing_grade: Boolean(enrollment && course.certificate?.passing),
    verified_mode: verifiedModeFor(course, viewer),
    welcome_message_html:
      open && course.welcomeMessageHtml && !(key && home.welcomeDismissed.has(key))
        ? course.welcomeMessageHtml
        : null,
  };
}

/** GET /api/edx_proctoring/v1/user_onboarding/status (course-home §5.1); null → 404 (no proctoring). */
export function proctoringStatusBody(course: MockCourse, viewer: Viewer) {
  const settings = course.proctoring;
  if (!settings || !viewer.effective) return null;
  const onboarding = allSequences(course)[0];
  return {
    onboarding_status: settings.status,
    onboarding_link: onboarding ? appUrl(`/course/${course.id}/${onboarding.id}`) : null,
    expiration_date:
      settings.expiresInDays === undefined || settings.expiresInDays === null
        ? null
        : iso(now() + settings.expiresInDays * DAY),
    onboarding_release_date: iso(now() + (settings.releaseInDays ?? -30) * DAY),
    onboarding_past_due: settings.pastDue ?? false,
  };
}

/**
 * POST reset_course_deadlines (course-home §5.2): moves the learner's schedule so that the earliest missed
 * assignment is due again tomorrow; every later date moves with it, as the LMS shifts a self-paced schedule.
 */
export function shiftDeadlines(course: MockCourse, viewer: Viewer): boolean {
  const user = username(viewer);
  if (!user || !course.selfPaced) return false;
  let earliest = Infinity;
  for (const sequence of allSequences(course)) {
    const due = personalDue(course, sequence, viewer);
    if (!sequence.graded || !due || Date.parse(due) >= now() || sequenceComplete(sequence, viewer)) continue;
    earliest = Math.min(earliest, Date.parse(due));
  }
  if (earliest === Infinity) return true;
  const shifts = courseHomeState().deadlineShifts;
  const key = uc(user, course.id);
  shifts.set(key, (shifts.get(key) ?? 0) + (now() - earliest) + DAY);
  return true;
}
