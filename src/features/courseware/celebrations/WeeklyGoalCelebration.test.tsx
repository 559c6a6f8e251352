import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi, type MockInstance } from 'vitest';
import { coursewareApi, useGetCoursewareQuery } from '@/lms/courseware/api';
import type { CoursewareCourse } from '@/lms/courseware/types';
import type { Platform } from '@/platform/platform';
import { demoCourse, gatesCourse } from '@test/mock-lms/courses';
import { blockId } from '@test/mock-lms/courses/model';
import { makeWeeklyGoalDue, weeklyGoalDue } from '@test/mock-lms/handlers/gates';
import { mockLmsSettled, recordRequests } from '@test/mock-lms/requests';
import { renderWithProviders } from '@test/render';
import { ToolsAndMoments } from '../tools/ToolsAndMoments';
import type { GateCourse } from '../gates/types';
import { writeMarker } from './celebration';

/**
 * The "goal met" celebration (today's LMS, research-39 §3): when the course record's celebrations say
 * weekly_goal and no streak is due on the visit, a modal with the learner's days a week; weekly_goal:
 * false is posted as it opens.
 */
const unitPath = (course: typeof gatesCourse, sequence: string, unit: string) =>
  `/course/${course.id}/${blockId(course, 'sequential', sequence)}/${blockId(course, 'vertical', unit)}`;
const GATES_PATH = unitPath(gatesCourse, 'warm_up', 'warm_up_unit_1');
const DEMO_PATH = unitPath(demoCourse, 'basic_questions', 'basic_questions_unit_2');

const course = (over: Partial<GateCourse> = {}): GateCourse => ({
  id: gatesCourse.id,
  isEnrolled: true,
  celebrations: { firstSection: false, streakLengthToCelebrate: null, weeklyGoal: true },
  weeklyGoalDaysPerWeek: 3,
  ...over,
});

async function renderPiece(
  element: ReactElement,
  options: { path?: string; persona?: string; analyticsThrows?: boolean } = {},
) {
  let trackSpy: MockInstance<Platform['analytics']['sendTrackEvent']> | undefined;
  const result = await renderWithProviders(
    <Routes>
      <Route path="/course/:courseId/:sequenceId/:unitId" element={element} />
    </Routes>,
    {
      persona: options.persona ?? 'audit',
      path: options.path ?? GATES_PATH,
      beforeRender: (platform) => {
        trackSpy = vi.spyOn(platform.analytics, 'sendTrackEvent');
        if (options.analyticsThrows)
          trackSpy.mockImplementation(() => {
            throw new Error('analytics down');
          });
      },
    },
  );
  return { ...result, trackSpy: trackSpy! };
}

/** The piece given the course record from the courseware cache (the mock LMS's answer), as the page does. */
function WithCourseRecord({
  courseId,
  children,
}: {
  courseId: string;
  children: (course: CoursewareCourse) => ReactElement;
}) {
  const record = useGetCoursewareQuery(courseId).data?.course;
  return record ? children(record) : null;
}

const celebrationPosts = () =>
  recordRequests(
    (url, method) => method === 'POST' && url.pathname.startsWith('/api/courseware/celebration/'),
  );

describe('moments: the weekly goal celebration', () => {
  it('says the goal was met with the days a week, posts weekly_goal: false and tracks it; Keep it up closes', async () => {
    const posts = celebrationPosts();
    const { user, trackSpy } = await renderPiece(<ToolsAndMoments course={course()} />);
    const dialog = await screen.findByRole('dialog', { name: 'You met your goal!' }, { timeout: 5000 });
    expect(dialog).toHaveTextContent('Congratulations, you met your learning goal of 3 times a week.');
    expect(within(dialog).getByText('3 times').tagName).toBe('STRONG');
    expect(dialog).toHaveTextContent(
      'Setting a goal can help you achieve higher performance in your course.',
    );
    await waitFor(() => expect(posts.map(({ body }) => body)).toEqual([{ weekly_goal: false }]));
    expect(posts[0]?.url.pathname).toBe(`/api/courseware/celebration/${gatesCourse.id}`);
    expect(trackSpy).toHaveBeenCalledWith('edx.ui.lms.celebration.weekly_goal.opened', {
      course_id: gatesCourse.id,
    });
    // Focus is in the dialog.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.click(within(dialog).getByRole('button', { name: 'Keep it up' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await mockLmsSettled();
    expect(posts).toHaveLength(1);
  });

  it('says "1 time" for a goal of one day; leaves the number out when it is unknown; Escape closes', async () => {
    const { user } = await renderPiece(<ToolsAndMoments course={course({ weeklyGoalDaysPerWeek: 1 })} />);
    const dialog = await screen.findByRole('dialog', { name: 'You met your goal!' }, { timeout: 5000 });
    expect(dialog).toHaveTextContent('Congratulations, you met your learning goal of 1 time a week.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    cleanup();
    await renderPiece(<ToolsAndMoments course={course({ weeklyGoalDaysPerWeek: null })} />);
    const bare = await screen.findByRole('dialog', { name: 'You met your goal!' }, { timeout: 5000 });
    expect(bare).not.toHaveTextContent('Congratulations');
    expect(bare).toHaveTextContent('Setting a goal can help you');
  });

  it('clears the course record and the LMS’s flag, so the next visit shows nothing', async () => {
    makeWeeklyGoalDue('edx', demoCourse.id, 5);
    const { store, user } = await renderPiece(
      <WithCourseRecord courseId={demoCourse.id}>
        {(record) => <ToolsAndMoments course={record} />}
      </WithCourseRecord>,
      { path: DEMO_PATH },
    );
    const dialog = await screen.findByRole('dialog', { name: 'You met your goal!' }, { timeout: 5000 });
    expect(dialog).toHaveTextContent('of 5 times a week');
    expect(
      coursewareApi.endpoints.getCourseware.select(demoCourse.id)(store.getState()).data?.course?.celebrations
        .weeklyGoal,
    ).toBe(false);
    await waitFor(() => expect(weeklyGoalDue(demoCourse, 'edx')).toBe(false));
    // The modal stays open although the record now says it is not due.
    await mockLmsSettled();
    expect(screen.getByRole('dialog', { name: 'You met your goal!' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it up' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    cleanup();
    const posts = celebrationPosts();
    await renderPiece(
      <WithCourseRecord courseId={demoCourse.id}>
        {(record) => <ToolsAndMoments course={record} />}
      </WithCourseRecord>,
      { path: DEMO_PATH },
    );
    await mockLmsSettled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts).toEqual([]);
  });

  it('waits while a streak is due: the streak shows, and closing it does not bring the goal this visit', async () => {
    // The gates course celebrates a 3-day streak; the learner also met their goal.
    makeWeeklyGoalDue('edx', gatesCourse.id);
    const posts = celebrationPosts();
    const { user } = await renderPiece(
      <WithCourseRecord courseId={gatesCourse.id}>
        {(record) => <ToolsAndMoments course={record} />}
      </WithCourseRecord>,
    );
    const streak = await screen.findByRole('dialog', { name: '3 day streak' }, { timeout: 5000 });
    expect(screen.queryByRole('dialog', { name: 'You met your goal!' })).not.toBeInTheDocument();
    await user.click(within(streak).getByRole('button', { name: 'Keep going' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await mockLmsSettled();
    expect(screen.queryByRole('dialog', { name: 'You met your goal!' })).not.toBeInTheDocument();
    expect(posts).toEqual([]);
    // Still due for the next visit.
    expect(weeklyGoalDue(gatesCourse, 'edx')).toBe(true);
  });

  it('shows nothing when the goal was not met, or when a streak is due', async () => {
    const posts = celebrationPosts();
    await renderPiece(
      <ToolsAndMoments
        course={course({
          celebrations: { firstSection: false, streakLengthToCelebrate: null, weeklyGoal: false },
        })}
      />,
    );
    await mockLmsSettled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    cleanup();
    await renderPiece(
      <ToolsAndMoments
        course={course({
          celebrations: { firstSection: false, streakLengthToCelebrate: 3, weeklyGoal: true },
        })}
      />,
    );
    expect(
      await screen.findByRole('dialog', { name: '3 day streak' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await mockLmsSettled();
    expect(screen.queryByRole('dialog', { name: 'You met your goal!' })).not.toBeInTheDocument();
    expect(posts).toEqual([]);
  });

  it('waits for the first-section celebration to close, then opens', async () => {
    writeMarker({
      courseId: gatesCourse.id,
      prevSequenceId: blockId(gatesCourse, 'sequential', 'warm_up'),
      nextSequenceId: blockId(gatesCourse, 'sequential', 'after_warm_up'),
      nextUnitId: blockId(gatesCourse, 'vertical', 'after_warm_up_unit_1'),
    });
    const posts = celebrationPosts();
    const { user } = await renderPiece(
      <ToolsAndMoments
        course={course({
          celebrations: { firstSection: true, streakLengthToCelebrate: null, weeklyGoal: true },
        })}
      />,
      { path: unitPath(gatesCourse, 'after_warm_up', 'after_warm_up_unit_1') },
    );
    const first = await screen.findByRole('dialog', { name: 'Congratulations!' }, { timeout: 5000 });
    await mockLmsSettled();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(posts.map(({ body }) => body)).toEqual([{ first_section: false }]);
    await user.click(within(first).getByRole('button', { name: 'Keep going' }));
    expect(
      await screen.findByRole('dialog', { name: 'You met your goal!' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(posts.map(({ body }) => body)).toEqual([{ first_section: false }, { weekly_goal: false }]),
    );
  });

  it('opens and closes even when analytics throws', async () => {
    const { user, trackSpy } = await renderPiece(<ToolsAndMoments course={course()} />, {
      analyticsThrows: true,
    });
    const dialog = await screen.findByRole('dialog', { name: 'You met your goal!' }, { timeout: 5000 });
    expect(trackSpy).toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it up' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
