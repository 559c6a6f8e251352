import { http, HttpResponse } from 'msw';
import { findCourse } from '../courses';
import { lmsUrl } from '../env';
import { isCurrentEra } from '../era';
import { signedIn, viewerFor } from '../viewer';
import { canSeeContent } from '../wire/courseware';
import { searchBody, searchEnabledBody } from '../wire/search';
import { notFound } from './util';

/** edx-search's largest page (SEARCH_MAX_PAGE_SIZE). */
const MAX_PAGE_SIZE = 100;

const searchError = (error: string) => HttpResponse.json({ error }, { status: 500 });

/**
 * The courseware search (issue 46; current-lms.md §9). Today's LMS answers whether a course offers it, for
 * anyone (openedx-platform's `courseware_mfe_search_enabled` has no permission of its own): only a course
 * with `coursewareSearch` has its switch on. The spec's LMS (Sept 2021) has no such call: 404, so no
 * search. The search itself (edx-search's `do_search`, in both eras' LMS) reads form data, checks the page
 * size as edx-search does and answers its errors with a 500 and `{"error": …}`.
 */
export const searchHandlers = [
  http.get(lmsUrl('/courses/:courseId/courseware-search/enabled/'), ({ params }) => {
    if (!isCurrentEra()) return notFound();
    return HttpResponse.json(searchEnabledBody(findCourse(String(params.courseId))));
  }),
  http.post(lmsUrl('/search/:courseId'), async ({ params, request, cookies }) => {
    const form = new URLSearchParams(await request.text());
    const searchString = form.get('search_string') ?? '';
    if (!searchString) return searchError('No search term provided for search');
    const pageSize = form.has('page_size') ? Number(form.get('page_size')) : 20;
    if (!Number.isInteger(pageSize) || pageSize <= 0 || pageSize > MAX_PAGE_SIZE)
      return searchError(`Invalid page size of ${form.get('page_size')}`);
    const pageIndex = form.has('page_index') ? Number(form.get('page_index')) : 0;
    if (!Number.isInteger(pageIndex) || pageIndex < 0) return searchError('Invalid page index');
    const course = findCourse(String(params.courseId));
    const canSee = course ? canSeeContent(course, viewerFor(signedIn(cookies), course.id)) : false;
    return HttpResponse.json(searchBody(course, { searchString, pageSize, pageIndex }, canSee));
  }),
];
