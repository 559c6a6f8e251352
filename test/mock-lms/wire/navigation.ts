import { isPast } from '../clock';
import { blockId, type MockCourse, type MockSection, type MockSequence } from '../courses/model';
import type { Viewer } from '../viewer';
import { findSequenceIn, hiddenFromToc, isReleased, sequenceDone, unitComplete } from './courseware';

/**
 * GET /api/course_home/navigation/{courseId} (today's LMS only, current-lms.md §7; openedx-platform
 * `course_home_api/outline/views.py` CourseNavigationBlocksView with the outline's CourseBlockSerializer,
 * `include_vertical`, `extra_fields: [special_exam_info, completion_stat]`, `enable_prerequisite_block_type`):
 * `{blocks: {id: block}}` from the course block down to units. Learners get neither unreleased blocks nor
 * blocks hidden from the table of contents; staff get everything, the hidden ones with `hide_from_toc`.
 * A sequence the learner cannot open yet (an unmet prerequisite) is typed `lock`. Completion: a unit is
 * complete when the learner completed it, with `completion_stat` {1 or 0 of 1}; a sequence counts its
 * complete units, a section sums its sequences' counts, the course counts its complete sections. No
 * links (`enable_links` is not set), `description` the format or exam kind, `icon` the unit's type.
 */
export function navigationBody(course: MockCourse, viewer: Viewer) {
  const blocks: Record<string, Record<string, unknown>> = {};
  const base = (id: string, type: string, title: string) => ({
    children: [] as string[],
    complete: false,
    description: null as string | null,
    display_name: title,
    due: null,
    effort_activities: null,
    effort_time: null,
    icon: null as string | null,
    id,
    lms_web_url: null,
    resume_block: false,
    type,
    has_scheduled_content: null,
    hide_from_toc: null as boolean | null,
  });
  const listed = (sequence: MockSequence | null, section: MockSection) =>
    viewer.isStaff || !hiddenFromToc(sequence, section);
  const sectionIds: string[] = [];
  let completeSections = 0;
  for (const section of course.sections) {
    if (!listed(null, section)) continue;
    if (!viewer.isStaff && section.start && !isPast(section.start)) continue;
    const sequenceIds: string[] = [];
    let sectionDone = 0;
    let sectionTotal = 0;
    for (const sequence of section.sequences) {
      if (!listed(sequence, section) || !(viewer.isStaff || isReleased(sequence, section))) continue;
      const prereq = sequence.prerequisite ? findSequenceIn(course, sequence.prerequisite.sequenceId) : null;
      const locked = Boolean(prereq) && !viewer.isStaff && !sequenceDone(viewer, prereq!.sequence);
      const done = sequence.units.filter((unit) => unitComplete(viewer, unit.id)).length;
      for (const unit of sequence.units) {
        const complete = unitComplete(viewer, unit.id);
        blocks[unit.id] = {
          ...base(unit.id, 'vertical', unit.title),
          complete,
          icon: unit.type === 'vertical' ? 'other' : unit.type,
          completion_stat: { completion: complete ? 1 : 0, completable_children: 1 },
        };
      }
      const exam = sequence.proctored ? 'Proctored Exam' : sequence.timeLimited ? 'Timed Exam' : null;
      sequenceIds.push(sequence.id);
      sectionDone += done;
      sectionTotal += sequence.units.length;
      blocks[sequence.id] = {
        ...base(sequence.id, locked ? 'lock' : 'sequential', sequence.title),
        children: sequence.units.map((unit) => unit.id),
        complete: done === sequence.units.length,
        description: exam ?? sequence.format ?? null,
        effort_activities: sequence.effortActivities ?? null,
        effort_time: sequence.effortTime ?? null,
        icon: exam || (sequence.graded ? 'fa-pencil-square-o' : null),
        hide_from_toc: hiddenFromToc(sequence, section),
        ...(exam ? { special_exam_info: exam } : {}),
        completion_stat: { completion: done, completable_children: sequence.units.length },
      };
    }
    const complete = sectionDone === sectionTotal;
    if (complete) completeSections += 1;
    sectionIds.push(section.id);
    blocks[section.id] = {
      ...base(section.id, 'chapter', section.title),
      children: sequenceIds,
      complete,
      hide_from_toc: hiddenFromToc(null, section),
      completion_stat: { completion: sectionDone, completable_children: sectionTotal },
    };
  }
  const root = blockId(course, 'course', 'course');
  blocks[root] = {
    ...base(root, 'course', course.title),
    children: sectionIds,
    complete: completeSections === sectionIds.length,
    has_scheduled_content: course.sections.some((section) =>
      section.sequences.some((sequence) => !isReleased(sequence, section)),
    ),
    completion_stat: { completion: completeSections, completable_children: sectionIds.length },
  };
  return { blocks };
}
