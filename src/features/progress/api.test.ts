import { describe, expect, it } from 'vitest';
import { progressPath } from './api';

describe('progressPath (course-home §4)', () => {
  it('asks for the learner’s own progress without a trailing slash', () => {
    expect(progressPath({ courseId: 'course-v1:a+b+c', targetUserId: null })).toBe(
      '/api/course_home/progress/course-v1:a+b+c',
    );
  });

  it('asks for another learner with their id and a trailing slash', () => {
    expect(progressPath({ courseId: 'course-v1:a+b+c', targetUserId: 42 })).toBe(
      '/api/course_home/progress/course-v1:a+b+c/42/',
    );
    expect(progressPath({ courseId: 'c', targetUserId: 'some one' })).toBe(
      '/api/course_home/progress/c/some%20one/',
    );
  });
});
