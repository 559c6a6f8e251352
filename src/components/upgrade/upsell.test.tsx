import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Platform } from '@/platform/platform';
import { gatedMissedCourse } from '@test/mock-lms/courses/courseHome';
import { gradesCourse } from '@test/mock-lms/courses/progress';
import { renderApp } from '@test/render';

/** Every upgrade button and link sends Open edX's upsell event (spec §7), with its own link name. */
describe('upsell events of the other upgrade links', () => {
  const spy = () => {
    const track = vi.fn();
    return {
      track,
      beforeRender: (platform: Platform) => {
        platform.analytics.sendTrackEvent = track;
      },
    };
  };
  const noNavigation = (link: HTMLElement) =>
    link.addEventListener('click', (event) => event.preventDefault());

  it('the progress tab’s "Unlock now": the grades-upgrade event and the upsell event', async () => {
    const { track, beforeRender } = spy();
    const { user } = await renderApp(`/course/${gradesCourse.id}/progress`, {
      persona: 'audit',
      beforeRender,
    });
    const unlock = await screen.findByRole('link', { name: 'Unlock now' }, { timeout: 8000 });
    noNavigation(unlock);
    await user.click(unlock);
    expect(track).toHaveBeenCalledWith(
      'edx.ui.lms.course_progress.grades_upgrade.clicked',
      expect.objectContaining({ courserun_key: gradesCourse.id }),
    );
    expect(track).toHaveBeenCalledWith('edx.bi.ecommerce.upsell_links_clicked', {
      org_key: gradesCourse.org,
      courserun_key: gradesCourse.id,
      linkCategory: '(none)',
      linkName: 'progress_locked',
      linkType: 'button',
      pageName: 'progress',
    });
  });

  it('the outline’s "Upgrade to shift due dates" banner', async () => {
    const { track, beforeRender } = spy();
    const { user } = await renderApp(`/course/${gatedMissedCourse.id}/home`, {
      persona: 'audit',
      beforeRender,
    });
    const link = await screen.findByRole('link', { name: 'Upgrade to shift due dates' }, { timeout: 8000 });
    noNavigation(link);
    await user.click(link);
    expect(track).toHaveBeenCalledWith('edx.bi.ecommerce.upsell_links_clicked', {
      org_key: gatedMissedCourse.org,
      courserun_key: gatedMissedCourse.id,
      linkCategory: 'personalized_learner_schedules',
      linkName: 'dates_upgrade',
      linkType: 'button',
      pageName: 'course_home',
    });
  });
});
