import { isPast, now, resolveDate } from '../clock';
import {
  allSequences,
  allUnits,
  blockId,
  type MockCourse,
  type MockSection,
  type MockSequence,
  type MockUnit,
} from '../courses/model';
import { lmsUrl } from '../env';
import { isCurrentEra } from '../era';
import { weeklyGoalOf } from './courseHomeTabs';
import { celebrationsFor, notesFor, weeklyGoalDue } from '../handlers/gates';
import { featureState, state, uc } from '../state';
import { courseAccess, enrollmentOf, type Viewer } from '../viewer';
import {
  accessExpirationFor,
  courseTabs,
  offerFor,
  PAID_MODES,
  streakDiscountFor,
  verifiedModeFor,
} from './common';

/**
 * The courseware answers (courseware contract §1–§5), derived from the course model, the viewer and the
 * server state (completions, views, positions, bookmarks). Every field of the sequence answer comes from
 * a model field: prerequisite → gated_content, hideAfterDue → is_hidden_after_due, timeLimited,
 * proctored, contentTypeGated → contains_content_type_gated_content, bannerText, showCompletion, and a
 * future start makes the sequence scheduled (listed by learning sequences, hidden from blocks).
 */

/** What the courseware side keeps besides the shared state: celebrations and integrity signatures. */
export const coursewareState = () =>
  featureState('courseware', () => ({
    /** `${username}|${courseId}` of learners who have had their first-section celebration. */
    firstSectionCelebrated: new Set<string>(),
    /** `${username}|${courseId}` → streak length waiting to be celebrated. */
    streaks: new Map<string, number>(),
    /** `${username}|${courseId}` of learners who signed the honor code. */
    integritySigned: new Set<string>(),
  }));

const username = (viewer: Viewer) => viewer.effective?.username ?? null;

/** Released for this viewer: staff see everything; others only what has started. */
export const isReleased = (sequence: MockSequence, section?: MockSection) =>
  (!sequence.start || isPast(sequence.start)) && (!section?.start || isPast(section.start));

function visibleFor(viewer: Viewer, sequence: MockSequence, section: MockSection): boolean {
  return viewer.isStaff || isReleased(sequence, section);
}

export function unitComplete(viewer: Viewer, unitId: string): boolean {
  const user = username(viewer);
  return user !== null && (state.completions.get(user)?.has(unitId) ?? false);
}

export function sequenceDone(viewer: Viewer, sequence: MockSequence): boolean {
  return sequence.units.length > 0 && sequence.units.every((u) => unitComplete(viewer, u.id));
}

/** The viewer may see the course's content (course_access granted, or a public course for visitors). */
export const canSeeContent = (course: MockCourse, viewer: Viewer) => courseAccess(course, viewer).has_access;

const courseBlockId = (course: MockCourse) => blockId(course, 'course', 'course');

const urls = (course: MockCourse, id: string) => ({
  lms_web_url: lmsUrl(`/courses/${course.id}/jump_to/${id}`),
  legacy_web_url: lmsUrl(`/courses/${course.id}/jump_to/${id}?experience=legacy`),
  student_view_url: lmsUrl(`/xblock/${id}`),
});

const hasScheduled = (course: MockCourse) =>
  course.sections.some((section) => section.sequences.some((sequence) => !isReleased(sequence, section)));

/**
 * Hidden from the table of contents (today's LMS, current-lms.md §4): the sequence itself or its section.
 * The spec's LMS has no such blocks: there they are ordinary ones.
 */
export const hiddenFromToc = (sequence: MockSequence | null, section: MockSection) =>
  isCurrentEra() && Boolean(section.hideFromToc || sequence?.hideFromToc);

/**
 * GET /api/courses/v2/blocks/ (contract §1). Empty `children` are left out, as the LMS does. Today's LMS
 * sends `hide_from_toc` on sections and sequences when the call asks for it (`requested_fields`), for
 * learners too: the blocks API does not leave hidden blocks out, learning sequences do.
 */
export function blocksBody(course: MockCourse, viewer: Viewer, requestedFields: string | null = null) {
  const blocks: Record<string, Record<string, unknown>> = {};
  const withChildren = (children: string[]) => (children.length ? { children } : {});
  const asksHidden = isCurrentEra() && (requestedFields ?? '').split(',').includes('hide_from_toc');
  const hiddenField = (sequence: MockSequence | null, section: MockSection) =>
    asksHidden ? { hide_from_toc: hiddenFromToc(sequence, section) } : {};
  const sectionIds: string[] = [];
  for (const section of course.sections) {
    const sequenceIds: string[] = [];
    for (const sequence of section.sequences) {
      if (!visibleFor(viewer, sequence, section)) continue;
      sequenceIds.push(sequence.id);
      for (const unit of sequence.units) {
        blocks[unit.id] = {
          id: unit.id,
          block_id: unit.id.slice(unit.id.lastIndexOf('@') + 1),
          type: 'vertical',
          display_name: unit.title,
          graded: Boolean(sequence.graded),
          ...urls(course, unit.id),
        };
      }
      blocks[sequence.id] = {
        id: sequence.id,
        block_id: sequence.id.slice(sequence.id.lastIndexOf('@') + 1),
        type: 'sequential',
        display_name: sequence.title,
        ...withChildren(sequence.units.map((u) => u.id)),
        graded: Boolean(sequence.graded),
        effort_activities: sequence.effortActivities ?? null,
        effort_time: sequence.effortTime ?? null,
        ...hiddenField(sequence, section),
        ...urls(course, sequence.id),
      };
    }
    if (!viewer.isStaff && section.start && !isPast(section.start)) continue;
    sectionIds.push(section.id);
    blocks[section.id] = {
      id: section.id,
      block_id: section.id.slice(section.id.lastIndexOf('@') + 1),
      type: 'chapter',
      display_name: section.title,
      // Sections and the course always list children (the shape check wants the key), units never do.
      children: sequenceIds,
      ...hiddenField(null, section),
      ...urls(course, section.id),
    };
  }
  const root = courseBlockId(course);
  blocks[root] = {
    id: root,
    block_id: 'course',
    type: 'course',
    display_name: course.title,
    children: sectionIds,
    has_scheduled_content: hasScheduled(course),
    ...urls(course, root),
  };
  return { root, blocks };
}

/**
 * GET /api/learning_sequences/v1/course_outline/{courseId} (contract §2): scheduled sequences listed. Today's
 * LMS leaves sections and sequences hidden from the table of contents out, except for staff (research 39 §4).
 */
export function learningSequencesBody(course: MockCourse, viewer: Viewer) {
  const courseStart = resolveDate(course.start);
  const sequences: Record<string, unknown> = {};
  const listed = (sequence: MockSequence | null, section: MockSection) =>
    viewer.isStaff || !hiddenFromToc(sequence, section);
  const sections = course.sections.flatMap((section) => {
    if (!listed(null, section)) return [];
    const sectionStart = resolveDate(section.start) ?? courseStart;
    const shown = section.sequences.filter((sequence) => listed(sequence, section));
    for (const sequence of shown) {
      const start = resolveDate(sequence.start) ?? sectionStart;
      sequences[sequence.id] = {
        id: sequence.id,
        title: sequence.title,
        accessible: visibleFor(viewer, sequence, section),
        inaccessible_after_due: Boolean(sequence.hideAfterDue),
        start,
        effective_start: start,
        due: resolveDate(sequence.due),
      };
    }
    return {
      id: section.id,
      title: section.title,
      start: sectionStart,
      effective_start: sectionStart,
      sequence_ids: shown.map((s) => s.id),
    };
  });
  return {
    course_key: course.id,
    title: course.title,
    course_start: courseStart,
    course_end: resolveDate(course.end),
    self_paced: course.selfPaced,
    days_early_for_beta: null,
    published_at: courseStart,
    published_version: '5fc6b9f7a4b3f2e1d0c9b8a7',
    username: username(viewer) ?? '',
    user_id: viewer.effective?.userId ?? null,
    at_time: new Date(now()).toISOString(),
    outline: { sections, sequences },
  };
}

/** cert_status as course-home §4 gives it (audit learners are always audit_passing). */
function certificateData(course: MockCourse, viewer: Viewer) {
  const enrollment = enrollmentOf(viewer, course.id);
  if (!enrollment) return null;
  const status = enrollment.mode === 'audit' ? 'audit_passing' : (course.certificate?.status ?? 'notpassing');
  return {
    cert_status: status,
    cert_web_view_url: course.certificate?.webViewUrl ?? null,
    download_url: course.certificate?.downloadUrl ?? null,
    certificate_available_date: resolveDate(course.certificateAvailableDate ?? null),
  };
}

/**
 * GET /api/courseware/course/{courseId}: every key a Sept 2021 LMS sends (contract §3), or, as today's LMS,
 * without access, tabs, staff flags, verified mode, org and number and with its new keys (current-lms.md §1).
 */
export function coursewareCourseBody(course: MockCourse, viewer: Viewer, browserTimezone: string | null) {
  const body = specCoursewareCourseBody(course, viewer, browserTimezone);
  if (!isCurrentEra()) return body;
  const {
    course_access: _access,
    tabs: _tabs,
    is_staff: _isStaff,
    original_user_is_staff: _originalUserIsStaff,
    verified_mode: _verifiedMode,
    number: _number,
    org: _org,
    can_view_legacy_courseware: _legacy,
    can_show_upgrade_sock: _sock,
    is_mfe_special_exams_enabled: _special,
    is_mfe_proctored_exams_enabled: _proctored,
    ...kept
  } = body;
  return {
    ...kept,
    display_number_with_default: course.number,
    display_org_with_default: course.org,
    course_goals: courseGoalsFor(course, viewer),
    entrance_exam_data: entranceExamDataFor(course, viewer),
    can_access_proctored_exams: Boolean(course.proctoredExams),
    language: 'en',
    pacing: course.selfPaced ? 'self' : 'instructor',
    start_display: resolveDate(course.start),
    start_type: 'timestamp',
    show_courseware_link: true,
    is_course_full: false,
    can_enroll: !course.invitationOnly,
    invitation_only: Boolean(course.invitationOnly),
    is_shib_course: false,
    allow_anonymous: Boolean(course.publicView),
    media: {
      image: {
        raw: lmsUrl(
          `/asset-v1:${course.org}+${course.number}+${course.run}+type@asset+block@images_course_image.jpg`,
        ),
      },
    },
    learning_assistant_enabled: false,
  };
}

/** today's courseware course `course_goals` (current-lms.md §1, §3): the learner's weekly goal. */
function courseGoalsFor(course: MockCourse, viewer: Viewer) {
  const user = username(viewer);
  const goal = user ? weeklyGoalOf(user, course.id) : null;
  return {
    selected_goal: goal
      ? { days_per_week: goal.daysPerWeek, subscribed_to_reminders: goal.subscribedToReminders }
      : null,
    weekly_learning_goal_enabled: Boolean(enrollmentOf(viewer, course.id)),
  };
}

/** today's `entrance_exam_data` (current-lms.md §1): from the course's entrance exam and the learner's score. */
function entranceExamDataFor(course: MockCourse, viewer: Viewer) {
  const exam = course.entranceExam;
  const user = username(viewer);
  const score = exam && user ? (exam.scores?.[user] ?? 0) : 0;
  return {
    entrance_exam_current_score: score,
    entrance_exam_enabled: Boolean(exam),
    entrance_exam_id: exam?.sectionId ?? '',
    entrance_exam_minimum_score_pct: exam ? exam.minimumScorePct / 100 : 0,
    entrance_exam_passed: !exam || viewer.isStaff || score * 100 >= exam.minimumScorePct,
  };
}

function specCoursewareCourseBody(course: MockCourse, viewer: Viewer, browserTimezone: string | null) {
  const enrollment = enrollmentOf(viewer, course.id);
  const user = username(viewer);
  const key = user ? uc(user, course.id) : '';
  const cw = coursewareState();
  const learner = Boolean(enrollment) && !viewer.isStaff;
  const paid = enrollment ? PAID_MODES.has(enrollment.mode) : false;
  return {
    id: course.id,
    name: course.title,
    number: course.number,
    org: course.org,
    short_description: '',
    start: resolveDate(course.start),
    end: resolveDate(course.end),
    enrollment_start: null,
    enrollment_end: null,
    enrollment: { mode: enrollment?.mode ?? null, is_active: Boolean(enrollment) },
    course_access: courseAccess(course, viewer),
    is_staff: viewer.isStaff,
    original_user_is_staff: viewer.originalUserIsStaff,
    can_view_legacy_courseware: viewer.originalUserIsStaff,
    is_mfe_special_exams_enabled: true,
    is_mfe_proctored_exams_enabled: true,
    license: course.license ?? null,
    user_timezone: viewer.effective?.timezone ?? browserTimezone,
    tabs: courseTabs(course).map((tab, index) => ({
      title: tab.title,
      slug: tab.tab_id,
      priority: index,
      type: tab.tab_id,
      url: tab.url.startsWith(lmsUrl('/')) ? tab.url.slice(lmsUrl('').length) : tab.url,
    })),
    verified_mode: verifiedModeFor(course, viewer),
    access_expiration: accessExpirationFor(course, viewer),
    offer: offerFor(course, viewer),
    can_show_upgrade_sock: Boolean(verifiedModeFor(course, viewer)),
    content_type_gating_enabled: course.contentTypeGating,
    show_calculator: course.showCalculator ?? false,
    notes: notesFor(course, user),
    marketing_url: course.marketingUrl ?? null,
    celebrations: {
      first_section:
        learner && (course.celebrations?.firstSection ?? true) && !cw.firstSectionCelebrated.has(key),
      // A milestone set by a test, else the course's streak, reported once (handlers/gates.ts).
      streak_length_to_celebrate:
        (learner &&
          (cw.streaks.get(key) ??
            celebrationsFor(course, user, { reportStreak: true }).streak_length_to_celebrate)) ||
        null,
      streak_discount_enabled: streakDiscountFor(course, viewer),
      // Today's LMS: the learner met their weekly goal (research-39 §3; handlers/gates.ts makes it due).
      ...(isCurrentEra() ? { weekly_goal: learner && weeklyGoalDue(course, user) } : {}),
    },
    user_has_passing_grade: Boolean(enrollment) && Boolean(course.certificate?.passing),
    course_exit_page_is_active: course.exitPageActive ?? true,
    certificate_data: certificateData(course, viewer),
    verify_identity_url: paid ? lmsUrl('/verify_student/verify-now/') : null,
    verification_status: paid && enrollment?.mode === 'verified' ? 'approved' : 'none',
    linkedin_add_to_profile_url: enrollment ? (course.certificate?.linkedinUrl ?? null) : null,
    related_programs: user
      ? (course.relatedPrograms ?? []).map((program) => ({
          progress: {
            completed: program.completed,
            in_progress: program.inProgress,
            not_started: program.notStarted,
          },
          slug: program.slug,
          title: program.title,
          url: lmsUrl(`/dashboard/programs/${program.uuid}/`),
          uuid: program.uuid,
        }))
      : null,
    user_needs_integrity_signature:
      Boolean(course.integritySignatureRequired) && learner && paid && !cw.integritySigned.has(key),
  };
}

export function findSequenceIn(
  course: MockCourse,
  id: string,
): { sequence: MockSequence; section: MockSection } | null {
  for (const section of course.sections) {
    const sequence = section.sequences.find((s) => s.id === id);
    if (sequence) return { sequence, section };
  }
  return null;
}

export const findUnitIn = (course: MockCourse, id: string): MockUnit | undefined =>
  allUnits(course).find((u) => u.id === id);

const PREREQ_BANNER =
  'This section is a prerequisite. You must complete this section in order to unlock additional content.';
const STAFF_GATED_BANNER =
  'This subsection is unlocked for learners when they meet the prerequisite requirements.';
const STAFF_HIDDEN_BANNER = 'Because the due date has passed, this assignment is hidden from the learner.';

/**
 * The sequence answer (contract §4) for a sequence the viewer may load, or the status the LMS gives
 * otherwise: 404 for an unknown or unreleased block, 422 for a unit, a chapter answer for a section.
 */
export function sequenceAnswer(
  course: MockCourse,
  viewer: Viewer,
  id: string,
): { status: number; body: unknown } {
  const found = findSequenceIn(course, id);
  if (!found) {
    const section = course.sections.find((s) => s.id === id);
    if (section) {
      return {
        status: 200,
        body: { item_id: section.id, tag: 'chapter', display_name: section.title, items: [] },
      };
    }
    if (findUnitIn(course, id)) {
      return { status: 422, body: { detail: `${id} is not a sequence.` } };
    }
    return { status: 404, body: { detail: `Invalid usage key: '${id}'` } };
  }
  const { sequence, section } = found;
  if (!canSeeContent(course, viewer) || !visibleFor(viewer, sequence, section)) {
    return { status: 404, body: { detail: 'Not found.' } };
  }
  const user = username(viewer);
  const enrollment = enrollmentOf(viewer, course.id);
  const prereq = sequence.prerequisite ? findSequenceIn(course, sequence.prerequisite.sequenceId) : null;
  const gated = Boolean(prereq) && !viewer.isStaff && !sequenceDone(viewer, prereq!.sequence);
  const due = resolveDate(sequence.due);
  const pastDue = due !== null && Date.parse(due) < now();
  const hidden = Boolean(sequence.hideAfterDue) && pastDue && !viewer.isStaff;
  // Today's LMS lists a gated sequence's units, marked `is_gated`, with no content (research 39 §4).
  const current = isCurrentEra();
  const units = gated && !current ? [] : sequence.units;
  const saved = user ? state.positions.get(`${user}|${sequence.id}`) : undefined;
  const position =
    saved !== undefined && saved >= 1 && saved <= units.length ? saved : units.length ? 1 : null;
  const banner =
    sequence.bannerText ??
    (viewer.originalUserIsStaff && sequence.prerequisite
      ? STAFF_GATED_BANNER
      : viewer.originalUserIsStaff && !viewer.isStaff && sequence.hideAfterDue && pastDue
        ? STAFF_HIDDEN_BANNER
        : sequence.isPrerequisite
          ? PREREQ_BANNER
          : null);
  const bookmarks = viewer.effective ? state.bookmarks.get(viewer.effective.username) : undefined;
  const gatedByType = course.contentTypeGating && enrollment?.mode === 'audit';
  return {
    status: 200,
    body: {
      item_id: sequence.id,
      tag: 'sequential',
      display_name: sequence.title,
      sequence_name: sequence.title,
      format: sequence.format ?? null,
      element_id: sequence.id.slice(sequence.id.lastIndexOf('@') + 1),
      position,
      save_position: Boolean(user),
      show_completion: Boolean(user) && (sequence.showCompletion ?? true),
      banner_text: banner,
      is_time_limited: Boolean(sequence.timeLimited || sequence.proctored),
      is_proctored: Boolean(sequence.proctored),
      allow_proctoring_opt_out: false,
      is_hidden_after_due: hidden,
      gated_content: {
        gated,
        prereq_id: gated ? prereq!.sequence.id : null,
        prereq_url: gated ? `/courses/${course.id}/jump_to/${prereq!.sequence.id}` : null,
        prereq_section_name: gated ? prereq!.sequence.title : null,
        gated_section_name: sequence.title,
      },
      items: units.map((unit) =>
        gated
          ? { id: unit.id, type: 'vertical', display_name: unit.title, is_gated: true, content: '' }
          : {
              id: unit.id,
              page_title: unit.title,
              type: unit.type,
              graded: Boolean(sequence.graded),
              bookmarked: bookmarks?.has(unit.id) ?? false,
              ...(user ? { complete: unitComplete(viewer, unit.id) } : {}),
              contains_content_type_gated_content: gatedByType && unit.contentTypeGated === true,
              path: `${section.title} > ${sequence.title} > ${unit.title}`,
              href: '',
              content: '',
            },
      ),
      next_url: null,
      prev_url: null,
      exclude_units: true,
      gated_sequence_paywall: null,
      // Today's LMS: a sequence hidden from the table of contents offers no way out past its ends.
      ...(current ? { navigation_disabled: hiddenFromToc(sequence, section) } : {}),
    },
  };
}

/** GET /api/courseware/resume/{courseId} (contract §5): from the last viewed unit. */
export function resumeBody(course: MockCourse, viewer: Viewer) {
  const user = username(viewer);
  const unitId = user ? state.lastViewed.get(uc(user, course.id)) : undefined;
  const sequence = unitId
    ? allSequences(course).find((s) => s.units.some((u) => u.id === unitId))
    : undefined;
  if (!unitId || !sequence) return { block_id: null, section_id: null, unit_id: null };
  return { block_id: unitId, section_id: sequence.id, unit_id: unitId };
}
