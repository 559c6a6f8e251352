import { http, HttpResponse } from 'msw';
import { COURSES } from '../courses';
import { lmsUrl } from '../env';
import { state } from '../state';
import { signedIn } from '../viewer';
import { notFound, unauthorized } from './util';

/**
 * The course exit page's extra calls (courseware contract §11.3): the catalogue's recommendations (the
 * discovery service, mounted here under /discovery) and the learner's enrolments.
 */

/** A small catalogue: four other courses, and one run of the demo course (left out for its learners). */
const CATALOGUE = [
  ['edX+E2E-101', 'End-to-End Testing', ['edX'], 'course-v1:edX+E2E-101+course'],
  ['edX+MapsX', 'Maps for Everyone', ['edX'], 'course-v1:edX+MapsX+2025'],
  [
    'edX+GeoX',
    'Geography of Data: Places, People and the Patterns Between Them in a Connected World',
    ['edX', 'MITx', 'HarvardX', 'DelftX'],
    'course-v1:edX+GeoX+2025',
  ],
  ['edX+StatsX', 'Statistics in Practice', ['edX'], 'course-v1:edX+StatsX+2025'],
  ['edX+DemoX', 'Demonstration Course', ['edX'], 'course-v1:edX+DemoX+Demo_Course'],
] as const;

const uuidFor = (index: number) => `9d2e6b5a-2f7c-4b1e-8d6a-0c1a2b3c4d${String(index + 1).padStart(2, '0')}`;

const COLOURS = ['#00262b', '#0a3055', '#4f1f5c'];

export const courseExitHandlers = [
  // Card images for the catalogue (plain shapes; a real catalogue serves photos).
  http.get(lmsUrl('/static/course-:n.svg'), ({ params }) => {
    const colour = COLOURS[(Number(String(params.n).replace('.svg', '')) - 1) % COLOURS.length] ?? COLOURS[0];
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 270 135"><rect width="270" height="135" fill="${colour}"/><circle cx="220" cy="30" r="60" fill="#ffffff22"/></svg>`;
    return new HttpResponse(svg, {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' },
    });
  }),

  http.get(lmsUrl('/discovery/api/v1/course_recommendations/:courseKey'), ({ params, cookies }) => {
    if (!signedIn(cookies)) return unauthorized();
    const key = String(params.courseKey);
    const course = COURSES.find((c) => `${c.org}+${c.number}` === key);
    if (!course) return notFound();
    return HttpResponse.json({
      uuid: course.catalogUuid ?? `catalog-${key}`,
      recommendations: CATALOGUE.map(([courseKey, title, owners, run], index) => ({
        key: courseKey,
        uuid: uuidFor(index),
        title,
        owners: owners.map((owner) => ({ key: owner, name: owner, logo_image_url: null })),
        image: {
          src: lmsUrl(`/static/course-${(index % 3) + 1}.svg`),
          description: null,
          height: null,
          width: null,
        },
        short_description: null,
        marketing_url: `https://www.example.org/course/${courseKey.toLowerCase().replace('+', '-')}`,
        course_run_keys: [run],
      })),
    });
  }),

  // The learner's enrolments, active or not (an array).
  http.get(lmsUrl('/api/enrollment/v1/enrollment'), ({ cookies }) => {
    const persona = signedIn(cookies);
    if (!persona) return unauthorized();
    const mine = [...state.enrollments.entries()].filter(([key]) => key.startsWith(`${persona.username}|`));
    return HttpResponse.json(
      mine.map(([key, enrollment]) => {
        const courseId = key.slice(key.indexOf('|') + 1);
        return {
          created: enrollment.created,
          mode: enrollment.mode,
          is_active: enrollment.isActive,
          course_details: {
            course_id: courseId,
            course_name: COURSES.find((c) => c.id === courseId)?.title ?? courseId,
            enrollment_start: null,
            enrollment_end: null,
            course_start: null,
            course_end: null,
            invite_only: false,
            course_modes: [],
          },
          user: persona.username,
        };
      }),
    );
  }),
];
