import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoCourse, notStartedCourse } from '@test/mock-lms/courses';
import { addFault } from '@test/mock-lms/faults';
import { renderApp } from '@test/render';
import { decodeCourseFont } from './courseFont';

describe('course font (spec §7, wiki_metadata)', () => {
  it.each([
    [{ course_font: 'font-open-sans' }, 'font-open-sans'],
    [{ course_font: '  font-trebuchet ' }, 'font-trebuchet'],
    [{ course_font: '' }, null],
    [{ course_font: null }, null],
    [{ course_font: 'two classes' }, null],
    [{ course_font: 'x" onmouseover="y' }, null],
    [{}, null],
    [['font-open-sans'], null],
    ['font-open-sans', null],
  ])('reads %j as %j', (body, font) => {
    expect(decodeCourseFont(body)).toBe(font);
  });

  it('puts the course font on the main area when the LMS names one', async () => {
    await renderApp(`/course/${notStartedCourse.id}/home`, { persona: 'staff' });
    await waitFor(() => expect(screen.getByRole('main')).toHaveClass('font-open-sans'));
    expect(screen.getByRole('main')).toHaveClass('flex-grow-1');
  });

  it.each([
    ['a 404 (no font for the course)', demoCourse.id, null],
    ['a failed call', notStartedCourse.id, { status: 500 }],
    ['a network failure', notStartedCourse.id, { body: 'network' }],
    ['a malformed answer', notStartedCourse.id, { body: 'malformed' }],
  ] as const)('keeps the default font after %s', async (_name, courseId, fault) => {
    if (fault) addFault({ path: '/wikimedia_general/', ...fault });
    const { store } = await renderApp(`/course/${courseId}/home`, { persona: 'staff' });
    await waitFor(() =>
      expect(
        Object.values(store.getState().lms.queries).find((q) => q?.endpointName === 'getCourseFont')?.status,
      ).toMatch(/fulfilled|rejected/),
    );
    expect(await screen.findByRole('navigation', { name: 'Course' })).toBeInTheDocument();
    expect(screen.getByRole('main').className).toBe('flex-grow-1');
  });
});
