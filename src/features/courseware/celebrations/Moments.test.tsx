import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { coursewareApi } from '@/lms/courseware/api';
import { celebrationsFor } from '@test/mock-lms/handlers/gates';
import { gatesCourse } from '@test/mock-lms/courses';
import { mockLmsSettled, recordRequests } from '@test/mock-lms/requests';
import { C, course, renderPiece, seqId, unitId, WithCourseRecord } from '@test/coursewarePieces';
import { ToolsAndMoments } from '../tools/ToolsAndMoments';
import { CELEBRATION_MARKER_KEY, readMarker, writeMarker } from './celebration';

describe('moments: the first-section celebration', () => {
  const target = { sequenceId: seqId('after_warm_up'), unitId: unitId('after_warm_up_unit_1') };
  const path = `/course/${C}/${target.sequenceId}/${target.unitId}`;
  const mark = () =>
    writeMarker({
      courseId: C,
      prevSequenceId: seqId('warm_up'),
      nextSequenceId: target.sequenceId,
      nextUnitId: target.unitId,
    });

  it('shows once on the target, posts first_section: false and tracks it; not again after a reload', async () => {
    mark();
    const posts = recordRequests((url) => url.pathname.includes('/api/courseware/celebration/'));
    const first = await renderPiece(<ToolsAndMoments course={course()} />, { path });
    expect(
      await screen.findByRole('dialog', { name: 'Congratulations!' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(posts.map(({ body }) => body)).toEqual([{ first_section: false }]));
    expect(first.trackSpy).toHaveBeenCalledWith('edx.ui.lms.celebration.first_section.opened', {
      course_id: C,
    });
    expect(readMarker()?.shown).toBe(true);
    await first.user.click(screen.getByRole('button', { name: 'Keep going' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    first.unmount();

    // A reload on the target with a course record that still says first_section (an old answer).
    await renderPiece(<ToolsAndMoments course={course()} />, { path });
    await mockLmsSettled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts).toHaveLength(1);
  });

  it('once closed, gives focus to the unit’s title, whatever had focus when it opened', async () => {
    mark();
    // Opened while the Next link that led here had focus; the link is gone by the time it closes.
    const { user } = await renderPiece(
      <>
        <h1 className="unit-title" tabIndex={-1}>
          After the warm-up
        </h1>
        <ToolsAndMoments course={course()} />
      </>,
      { path },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations!' }, { timeout: 5000 });
    await user.click(within(dialog).getByRole('button', { name: 'Keep going' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });

  it('says at once in the cached course record that the first section was celebrated; the modal stays open', async () => {
    mark();
    // The learner's streak was celebrated on an earlier visit: only the first section is due.
    celebrationsFor(gatesCourse, 'edx', { reportStreak: true });
    const { store } = await renderPiece(
      <WithCourseRecord>{(record) => <ToolsAndMoments course={record} />}</WithCourseRecord>,
      { path },
    );
    expect(
      await screen.findByRole('dialog', { name: 'Congratulations!' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      coursewareApi.endpoints.getCourseware.select(C)(store.getState()).data?.course?.celebrations
        .firstSection,
    ).toBe(false);
    await mockLmsSettled();
    expect(screen.getByRole('dialog', { name: 'Congratulations!' })).toBeInTheDocument();
  });

  it('does not show when the first section was celebrated, and forgets the marker off the target', async () => {
    mark();
    await renderPiece(
      <ToolsAndMoments
        course={course({ celebrations: { firstSection: false, streakLengthToCelebrate: null } })}
      />,
      {
        path,
      },
    );
    await mockLmsSettled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await renderPiece(<ToolsAndMoments course={course()} />, {
      path: `/course/${C}/${seqId('welcome')}/${unitId('welcome_unit_1')}`,
    });
    await waitFor(() => expect(sessionStorage.getItem(CELEBRATION_MARKER_KEY)).toBeNull());
  });

  it('with a streak due, shows the streak instead but still posts', async () => {
    mark();
    const posted = recordRequests((url) => url.pathname.includes('/api/courseware/celebration/'));
    await renderPiece(
      <ToolsAndMoments
        course={course({ celebrations: { firstSection: true, streakLengthToCelebrate: 3 } })}
      />,
      {
        path,
      },
    );
    expect(
      await screen.findByRole('dialog', { name: '3 day streak' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Congratulations!' })).not.toBeInTheDocument();
  });
});

describe('moments: the streak celebration', () => {
  it('inserts the streak length and one of the two facts; closing clears it', async () => {
    const { user, trackSpy, store } = await renderPiece(
      <WithCourseRecord>{(record) => <ToolsAndMoments course={record} />}</WithCourseRecord>,
    );
    const dialog = await screen.findByRole('dialog', { name: '3 day streak' }, { timeout: 5000 });
    expect(
      within(dialog).getByText(/3 days in a row (are 20x more likely to pass|complete 5x as much content)/),
    ).toBeInTheDocument();
    expect(trackSpy).toHaveBeenCalledWith('edx.ui.lms.celebration.streak.opened', { course_id: C });
    await user.click(within(dialog).getByRole('button', { name: 'Keep going' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trackSpy).toHaveBeenCalledWith('edx.ui.lms.celebration.streak.closed', { course_id: C });
    // Cleared in the course record the page reads (no call: the LMS reports each milestone once).
    expect(
      coursewareApi.endpoints.getCourseware.select(C)(store.getState()).data?.course?.celebrations
        .streakLengthToCelebrate,
    ).toBeNull();
  });

  it('opens and closes even when analytics throws', async () => {
    const { user, trackSpy } = await renderPiece(
      <WithCourseRecord>{(record) => <ToolsAndMoments course={record} />}</WithCourseRecord>,
      { analyticsThrows: true },
    );
    const dialog = await screen.findByRole('dialog', { name: '3 day streak' }, { timeout: 5000 });
    expect(trackSpy).toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Keep going' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trackSpy).toHaveBeenCalledWith('edx.ui.lms.celebration.streak.closed', { course_id: C });
  });

  it('shows nothing without a streak to celebrate', async () => {
    await renderPiece(
      <ToolsAndMoments
        course={course({ celebrations: { firstSection: false, streakLengthToCelebrate: null } })}
      />,
    );
    await mockLmsSettled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
