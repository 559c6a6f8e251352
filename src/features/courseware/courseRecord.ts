import { coursewareApi } from '@/lms/courseware/api';
import type { CoursewareCourse, CoursewareData } from '@/lms/courseware/types';

/*
 * What the learner does in the courseware that the LMS then knows (the honor code signed, a celebration had)
 * is written into the course record where the page reads it: the courseware cache (`getCourseware`), not a
 * copy beside it. The LMS's next answer for the course says the same (contract §3, §9.4, §9.5), so a
 * refetch keeps it. See docs/decisions/0016-courseware-hooks.md.
 */

/** Changes the course record in the courseware cache (nothing when the course is not loaded). */
export const patchCourse = (
  courseId: string,
  change: (course: CoursewareCourse) => Partial<CoursewareCourse>,
) =>
  coursewareApi.util.updateQueryData('getCourseware', courseId, (draft): CoursewareData =>
    draft.course ? { ...draft, course: { ...draft.course, ...change(draft.course) } } : draft,
  );
