import { describe, expect, it } from 'vitest';
import { lmsApi } from '../api';
import { coursewareApi } from './api';

describe('the courseware cache key read by useCoursewareLegacyInfo', () => {
  it('is RTK Query’s key for getCourseware(courseId)', () => {
    const state = lmsApi.reducer(undefined, { type: 'init' });
    const key = `getCourseware(${JSON.stringify('course-v1:a+b+c')})`;
    const selected = coursewareApi.endpoints.getCourseware.select('course-v1:a+b+c')({
      lms: { ...state, queries: { [key]: { status: 'fulfilled', data: { status: 'loaded' } } } },
    } as never);
    expect(selected.data).toEqual({ status: 'loaded' });
  });
});
