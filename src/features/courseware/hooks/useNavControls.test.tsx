import { skipToken } from '@reduxjs/toolkit/query';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useGetCoursewareQuery, useGetSequenceQuery } from '@/lms/courseware/api';
import type { CoursewareOutline } from '@/lms/courseware/types';
import { demoCourse } from '@test/mock-lms/courses';
import { uc } from '@test/mock-lms/state';
import { coursewareState } from '@test/mock-lms/wire/courseware';
import { renderHookWithProviders } from '@test/render';
import { readMarker } from '../celebrations/celebration';
import type { EndButton } from '../pathRules';
import { useNavControls } from './useNavControls';
import { useNavTargets } from './useNavTargets';
import type { Place } from './usePlaceMoves';

const C = demoCourse.id;
const demo = (type: string, name: string) => `block-v1:edX+DemoX+Demo_Course+type@${type}+block@${name}`;
const ORIENTATION = demo('sequential', 'course_orientation');
const LESSON = demo('sequential', 'lesson_1');
const BASIC = demo('sequential', 'basic_questions');
const GRADED = demo('sequential', 'graded_simulations');
const END: EndButton = { label: 'endOfCourse', disabled: false };
const LOADING = { sections: {}, sequences: {}, units: {}, sequenceOrder: [] } as unknown as CoursewareOutline;

/** The hook as the page uses it: the course record, outline and sequence from the cache; null until loaded. */
function usePage(place: Place) {
  const data = useGetCoursewareQuery(C).data;
  const sequence = useGetSequenceQuery(place.sequenceId ?? skipToken).data?.sequence ?? null;
  const outline = data?.outline ?? LOADING;
  const targets = useNavTargets({ outline, ...place, sequence });
  const controls = useNavControls({
    courseId: C,
    course: data?.course ?? ({ celebrations: { firstSection: false } } as never),
    outline,
    ...place,
    sequence,
    end: END,
    ...targets,
  });
  return data?.course && sequence?.id === place.sequenceId ? controls : null;
}

async function renderAt(place: Place) {
  const app = await renderHookWithProviders(usePage, { initialProps: place });
  await waitFor(() => expect(app.result.current).not.toBeNull());
  return { ...app, controls: () => app.result.current! };
}

describe('useNavControls', () => {
  it('links Previous and Next to their targets; Next into another sequence names it and its effort', async () => {
    const { controls } = await renderAt({
      sequenceId: ORIENTATION,
      unitId: demo('vertical', 'course_orientation_unit_2'),
    });
    expect(controls().previous.to).toBe(
      `/course/${C}/${ORIENTATION}/${demo('vertical', 'course_orientation_unit_1')}`,
    );
    expect(controls().next.to).toBe(`/course/${C}/${LESSON}/${demo('vertical', 'lesson_1_unit_1')}`);
    // lesson_1: 900 seconds of effort, 4 activities.
    expect(controls().next.nextUp).toEqual({
      title: 'Lesson 1 - Getting Started',
      minutes: 15,
      activities: 4,
    });
    expect(controls().next.end).toBeUndefined();
  });

  it('makes Next on the last unit of the course the end button of the exit state', async () => {
    // The last sequence the learner can reach (the final exam is scheduled, not released).
    const { controls } = await renderAt({
      sequenceId: GRADED,
      unitId: demo('vertical', 'graded_simulations_unit_1'),
    });
    expect(controls().next.to).toBe(`/course/${C}/course-end`);
    expect(controls().next.end).toBe(END);
    expect(controls().next.nextUp).toBeNull();
  });

  it('sends the sequence events with the unit’s place, the unit count and where the control sits', async () => {
    const { controls, platform } = await renderAt({
      sequenceId: BASIC,
      unitId: demo('vertical', 'basic_questions_unit_2'),
    });
    const send = vi.spyOn(platform.analytics, 'sendTrackEvent');
    controls().next.onClick('bottom');
    controls().previous.onClick('top');
    controls().onSelectUnit(demo('vertical', 'basic_questions_unit_1'));
    const common = { current_tab: 2, id: demo('vertical', 'basic_questions_unit_2'), tab_count: 3 };
    // Sent once the move is on screen (afterPaint), not before.
    expect(send).not.toHaveBeenCalled();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(3));
    expect(send.mock.calls).toEqual([
      ['edx.ui.lms.sequence.next_selected', { ...common, widget_placement: 'bottom' }],
      ['edx.ui.lms.sequence.previous_selected', { ...common, widget_placement: 'top' }],
      ['edx.ui.lms.sequence.tab_selected', { ...common, widget_placement: 'top', target_tab: 1 }],
    ]);
  });

  it('carries on when analytics throws', async () => {
    const { controls, platform } = await renderAt({
      sequenceId: BASIC,
      unitId: demo('vertical', 'basic_questions_unit_2'),
    });
    vi.spyOn(platform.analytics, 'sendTrackEvent').mockImplementation(() => {
      throw new Error('analytics down');
    });
    expect(() => controls().next.onClick('top')).not.toThrow();
  });

  it('remembers Next across a section boundary for the first-section celebration', async () => {
    const { controls } = await renderAt({
      sequenceId: ORIENTATION,
      unitId: demo('vertical', 'course_orientation_unit_2'),
    });
    act(() => controls().next.onClick('top'));
    expect(readMarker()).toEqual({
      courseId: C,
      prevSequenceId: ORIENTATION,
      nextSequenceId: LESSON,
      nextUnitId: demo('vertical', 'lesson_1_unit_1'),
      shown: false,
    });
  });

  it('remembers nothing once the course record says the first section was celebrated', async () => {
    coursewareState().firstSectionCelebrated.add(uc('verified_learner', C));
    const { controls } = await renderAt({
      sequenceId: ORIENTATION,
      unitId: demo('vertical', 'course_orientation_unit_2'),
    });
    act(() => controls().next.onClick('top'));
    expect(readMarker()).toBeNull();
  });

  it('remembers nothing for Next inside a section', async () => {
    const { controls } = await renderAt({ sequenceId: LESSON, unitId: demo('vertical', 'lesson_1_unit_2') });
    expect(controls().next.to).toContain(BASIC);
    act(() => controls().next.onClick('top'));
    expect(readMarker()).toBeNull();
  });
});
