import { lmsApi } from './api';
import { read } from './decode';

/** A single CSS class name (what the LMS sends is put on the page as a class, nothing else). */
const CLASS_NAME = /^-?[_a-zA-Z][_a-zA-Z0-9-]*$/;

/**
 * The course font of GET {lms}/wikimedia_general/api/v0/wiki_metadata/{courseId} (spec §7): `course_font`
 * names a class for the main area (`font-open-sans`, …). null when the course has none, when the value is
 * not one class name, or when the answer is not an object.
 */
export function decodeCourseFont(body: unknown): string | null {
  let font: string | null;
  try {
    font = read(body).optNonBlankString('course_font');
  } catch {
    return null;
  }
  const trimmed = font?.trim() ?? '';
  return CLASS_NAME.test(trimmed) ? trimmed : null;
}

export const courseFontApi = lmsApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Every course page asks, beside the course metadata. A course without a font answers 404 (null); any
     * other failure leaves the query failed, and the page keeps its default font either way.
     */
    getCourseFont: build.query<string | null, string>({
      query: (courseId) => ({
        url: `/wikimedia_general/api/v0/wiki_metadata/${courseId}`,
        decode: (body) => decodeCourseFont(body),
        onStatus: { 404: () => null },
      }),
    }),
  }),
});

/** The course's font class, or undefined while unknown, for a course without one, or after a failure. */
export function useCourseFontClass(courseId: string): string | undefined {
  const { data } = courseFontApi.useGetCourseFontQuery(courseId, { skip: !courseId });
  return data ?? undefined;
}
