import { read } from '@/lms/decode';

/**
 * The learner's product tours as the LMS keeps them (openedx-platform/lms/djangoapps/user_tours:
 * `GET /api/user_tours/v1/{username}`, current-lms.md §9). The LMS creates the record with every new user
 * (`show-new-user-tour`, `show_courseware_tour: true`); its backfill gave users who already had an
 * enrolment `show-existing-user-tour` and no courseware tour.
 */
export type CourseHomeTourStatus = 'show-new-user-tour' | 'show-existing-user-tour' | 'no-tour';

export interface UserTours {
  readonly courseHomeTourStatus: CourseHomeTourStatus;
  readonly showCoursewareTour: boolean;
}

/** The wire body of the GET (and the fields a PATCH may send). */
export interface WireUserTours {
  course_home_tour_status: CourseHomeTourStatus;
  show_courseware_tour: boolean;
}

const STATUSES: readonly CourseHomeTourStatus[] = [
  'show-new-user-tour',
  'show-existing-user-tour',
  'no-tour',
];

/**
 * The record as the app uses it. A body that is not an object fails (the tours then stay away); a status
 * the app does not know, or a missing one, shows no course-home tour, and a courseware flag that is not
 * `true` shows no courseware tour: a tour nobody asked for is worse than one missed.
 */
export function decodeUserTours(body: unknown): UserTours {
  const r = read(body);
  const status = r.optString('course_home_tour_status');
  return {
    courseHomeTourStatus: STATUSES.find((known) => known === status) ?? 'no-tour',
    showCoursewareTour: r.optBool('show_courseware_tour'),
  };
}
