import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi, type MockInstance } from 'vitest';
import type { Platform } from '@/platform/platform';
import { demoCourse } from '@test/mock-lms/courses';
import { addFault } from '@test/mock-lms/faults';
import { mockLmsSettled, recordRequests } from '@test/mock-lms/requests';
import { uc } from '@test/mock-lms/state';
import { courseHomeState, weeklyGoalOf } from '@test/mock-lms/wire/courseHomeTabs';
import { renderApp } from '@test/render';

/**
 * Today's weekly learning goal on the outline (current-lms.md §3, research-39 §3): the mock LMS answers as
 * today's LMS (the default era), whose outline says weekly_learning_goal_enabled to enrolled learners.
 */
const C = demoCourse.id;
const HOME = `/course/${C}/home`;
const LEARNER = 'verified_learner';

async function outlineShown() {
  await screen.findByRole('heading', { level: 1, name: 'Demonstration Course' }, { timeout: 8000 });
}

const card = () => screen.getByRole('region', { name: 'Set a weekly learning goal' });
const goals = () => within(card()).getByRole('radiogroup', { name: 'Set a weekly learning goal' });
const goal = (name: RegExp) => within(goals()).getByRole('radio', { name });
const reminderSwitch = () => within(card()).getByRole('switch', { name: 'Set a goal reminder' });
const REMINDER_DETAIL = 'If we notice you’re not quite at your goal, we’ll send you an email reminder.';
const checked = () =>
  within(goals())
    .getAllByRole('radio')
    .filter((radio) => radio.getAttribute('aria-checked') === 'true')
    .map((radio) => radio.textContent);

/** Spies on the analytics calls of the page about to render. */
function trackingSpy() {
  const spy: { calls?: MockInstance<Platform['analytics']['sendTrackEvent']> } = {};
  return {
    beforeRender: (platform: Platform) => {
      spy.calls = vi.spyOn(platform.analytics, 'sendTrackEvent');
    },
    calls: () => spy.calls!,
  };
}

const saves = () =>
  recordRequests((url, method) => method === 'POST' && url.pathname === '/api/course_home/save_course_goal');

/** The goals the saves sent, in order. */
const daysPosted = (posted: ReturnType<typeof saves>) =>
  posted.map(({ body }) => (body as { days_per_week: number }).days_per_week);

describe('outline tab: weekly learning goal (today’s LMS)', () => {
  it('shows the card to an enrolled learner: three goals, none chosen, the reminder switch off and disabled', async () => {
    await renderApp(HOME, { persona: 'verified' });
    await outlineShown();
    expect(card()).toHaveTextContent(
      'Setting a goal motivates you to finish the course. You can always change it later.',
    );
    expect(
      within(goals())
        .getAllByRole('radio')
        .map((radio) => radio.textContent),
    ).toEqual(['Casual1 day a week', 'Regular3 days a week', 'Intense5 days a week']);
    expect(checked()).toEqual([]);
    expect(reminderSwitch()).not.toBeChecked();
    expect(reminderSwitch()).toBeDisabled();
    expect(screen.queryByText(REMINDER_DETAIL)).not.toBeInTheDocument();
    // The spec's picker is not there: today's LMS sends no goal_options.
    expect(screen.queryByRole('group', { name: 'Course goals' })).not.toBeInTheDocument();
  });

  it('shows no card when the outline does not enable weekly goals (not enrolled)', async () => {
    await renderApp(HOME, { persona: 'unenrolled' });
    await outlineShown();
    expect(screen.queryByRole('region', { name: 'Set a weekly learning goal' })).not.toBeInTheDocument();
  });

  it('saves the chosen goal with reminders on, shows it at once, and shows it again on return', async () => {
    const posted = saves();
    const { user } = await renderApp(HOME, { persona: 'verified' });
    await outlineShown();
    await user.click(goal(/Regular/));
    // At once, before the save answers; RTK Query batches its cache updates to the next frame.
    await waitFor(() => expect(goal(/Regular/)).toHaveAttribute('aria-checked', 'true'));
    expect(reminderSwitch()).toBeChecked();
    expect(reminderSwitch()).toBeEnabled();
    expect(screen.getByText(REMINDER_DETAIL)).toBeInTheDocument();
    await waitFor(() =>
      expect(posted.map(({ body }) => body)).toEqual([
        { course_id: C, days_per_week: 3, subscribed_to_reminders: true },
      ]),
    );
    await waitFor(() =>
      expect(weeklyGoalOf(LEARNER, C)).toEqual({ daysPerWeek: 3, subscribedToReminders: true }),
    );

    // A later visit: the outline answer's selected_goal.
    cleanup();
    await renderApp(HOME, { persona: 'verified' });
    await outlineShown();
    expect(checked()).toEqual(['Regular3 days a week']);
    expect(reminderSwitch()).toBeChecked();
  });

  it('keeps the reminder choice when the goal changes, and the switch saves the same body', async () => {
    courseHomeState().weeklyGoals.set(uc(LEARNER, C), { daysPerWeek: 5, subscribedToReminders: false });
    const posted = saves();
    const { user } = await renderApp(HOME, { persona: 'verified' });
    await outlineShown();
    expect(checked()).toEqual(['Intense5 days a week']);
    expect(reminderSwitch()).not.toBeChecked();
    expect(reminderSwitch()).toBeEnabled();

    await user.click(goal(/Casual/));
    expect(reminderSwitch()).not.toBeChecked();
    // RTK Query batches its cache updates to the next frame: the switch follows the store a frame later.
    await user.click(reminderSwitch());
    await waitFor(() => expect(reminderSwitch()).toBeChecked());
    expect(screen.getByText(REMINDER_DETAIL)).toBeInTheDocument();
    expect(reminderSwitch()).toHaveAccessibleDescription(REMINDER_DETAIL);
    await user.click(reminderSwitch());
    await waitFor(() => expect(reminderSwitch()).not.toBeChecked());
    expect(screen.queryByText(REMINDER_DETAIL)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(posted.map(({ body }) => body)).toEqual([
        { course_id: C, days_per_week: 1, subscribed_to_reminders: false },
        { course_id: C, days_per_week: 1, subscribed_to_reminders: true },
        { course_id: C, days_per_week: 1, subscribed_to_reminders: false },
      ]),
    );
    await waitFor(() =>
      expect(weeklyGoalOf(LEARNER, C)).toEqual({ daysPerWeek: 1, subscribedToReminders: false }),
    );
  });

  it('brings the previous goal back and says so when saving fails', async () => {
    courseHomeState().weeklyGoals.set(uc(LEARNER, C), { daysPerWeek: 3, subscribedToReminders: true });
    // Slow to fail, so that the goal can be seen shown at once.
    addFault({ path: '/api/course_home/save_course_goal', status: 500, delayMs: 300 });
    const { user, logger } = await renderApp(HOME, { persona: 'verified' });
    await outlineShown();
    await user.click(goal(/Intense/));
    await waitFor(() => expect(goal(/Intense/)).toHaveAttribute('aria-checked', 'true'));
    expect(await screen.findByText('Your goal could not be saved. Please try again.')).toBeInTheDocument();
    expect(checked()).toEqual(['Regular3 days a week']);
    expect(reminderSwitch()).toBeChecked();
    expect(logger.errors.join('\n')).toContain('Saving the weekly learning goal failed');
    expect(weeklyGoalOf(LEARNER, C)).toEqual({ daysPerWeek: 3, subscribedToReminders: true });
  });

  it('takes back a first goal when it fails: nothing chosen, the switch off and disabled', async () => {
    addFault({ path: '/api/course_home/save_course_goal', status: 500 });
    const { user } = await renderApp(HOME, { persona: 'verified' });
    await outlineShown();
    await user.click(goal(/Casual/));
    expect(await screen.findByText('Your goal could not be saved. Please try again.')).toBeInTheDocument();
    expect(checked()).toEqual([]);
    expect(reminderSwitch()).not.toBeChecked();
    expect(reminderSwitch()).toBeDisabled();
  });

  it('is one tab stop; arrow keys move through the goals and choose, wrapping; Home and End', async () => {
    const posted = saves();
    const { user } = await renderApp(HOME, { persona: 'verified' });
    await outlineShown();
    const tabStops = () =>
      within(goals())
        .getAllByRole('radio')
        .filter((radio) => radio.tabIndex === 0)
        .map((radio) => radio.textContent);
    // Nothing chosen: the first goal is the way in.
    expect(tabStops()).toEqual(['Casual1 day a week']);
    goal(/Casual/).focus();
    await user.keyboard('{ArrowRight}');
    expect(goal(/Regular/)).toHaveFocus();
    await waitFor(() => expect(goal(/Regular/)).toHaveAttribute('aria-checked', 'true'));
    expect(tabStops()).toEqual(['Regular3 days a week']);
    await user.keyboard('{ArrowDown}');
    expect(goal(/Intense/)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(goal(/Casual/)).toHaveFocus();
    await waitFor(() => expect(goal(/Casual/)).toHaveAttribute('aria-checked', 'true'));
    await user.keyboard('{ArrowLeft}');
    expect(goal(/Intense/)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(goal(/Casual/)).toHaveFocus();
    await user.keyboard('{End}');
    expect(goal(/Intense/)).toHaveFocus();
    await waitFor(() => expect(checked()).toEqual(['Intense5 days a week']));
    await waitFor(() => expect(daysPosted(posted)).toEqual([3, 5, 1, 5, 1, 5]));
    await waitFor(() => expect(weeklyGoalOf(LEARNER, C)?.daysPerWeek).toBe(5));
    // The first goal turned reminders on; the rest kept them.
    expect(weeklyGoalOf(LEARNER, C)?.subscribedToReminders).toBe(true);
  });

  it('keys pressed faster than the page renders each choose: none is taken for the choice already shown', async () => {
    const posted = saves();
    const { user } = await renderApp(HOME, { persona: 'verified' });
    await outlineShown();
    await user.click(goal(/Intense/));
    await waitFor(() => expect(goal(/Intense/)).toHaveAttribute('aria-checked', 'true'));
    // Home, then End, in one task: the page has not rendered Home's choice when End comes.
    act(() => {
      fireEvent.keyDown(goal(/Intense/), { key: 'Home' });
      fireEvent.keyDown(goal(/Casual/), { key: 'End' });
    });
    expect(goal(/Intense/)).toHaveFocus();
    await waitFor(() => expect(checked()).toEqual(['Intense5 days a week']));
    await waitFor(() => expect(daysPosted(posted)).toEqual([5, 1, 5]));
    await waitFor(() => expect(weeklyGoalOf(LEARNER, C)?.daysPerWeek).toBe(5));
  });

  it('saves nothing for staff viewing the course as a learner (masquerading), but shows the choice', async () => {
    const posted = saves();
    const tracking = trackingSpy();
    const { user } = await renderApp(HOME, {
      persona: 'staff-as-learner',
      beforeRender: tracking.beforeRender,
    });
    await outlineShown();
    await user.click(goal(/Regular/));
    // Shown within a frame: the cache's update reaches the page with the store's batched notification.
    await waitFor(() => expect(goal(/Regular/)).toHaveAttribute('aria-checked', 'true'));
    await waitFor(() => expect(reminderSwitch()).toBeChecked());
    await user.click(reminderSwitch());
    await waitFor(() => expect(reminderSwitch()).not.toBeChecked());
    await mockLmsSettled();
    expect(posted).toEqual([]);
    expect(weeklyGoalOf('instructor', C)).toBeNull();
    expect(tracking.calls()).not.toHaveBeenCalledWith(
      'edx.ui.lms.goal.days-per-week.changed',
      expect.anything(),
    );
  });

  it('tracks the changes', async () => {
    const tracking = trackingSpy();
    const { user } = await renderApp(HOME, { persona: 'verified', beforeRender: tracking.beforeRender });
    await outlineShown();
    await user.click(goal(/Casual/));
    await user.click(reminderSwitch());
    expect(tracking.calls()).toHaveBeenCalledWith('edx.ui.lms.goal.days-per-week.changed', {
      org_key: 'edX',
      courserun_key: C,
      is_staff: false,
      num_days: 1,
      reminder_selected: true,
    });
    expect(tracking.calls()).toHaveBeenCalledWith('edx.ui.lms.goal.reminder-selected.changed', {
      org_key: 'edX',
      courserun_key: C,
      is_staff: false,
      reminder_selected: false,
    });
    await mockLmsSettled();
  });

  it('sets the goal a reminder email links to (?weekly_goal=5) once, and drops the parameter', async () => {
    const posted = saves();
    const { location } = await renderApp(`${HOME}?weekly_goal=5`, { persona: 'verified' });
    await outlineShown();
    await waitFor(() => expect(checked()).toEqual(['Intense5 days a week']));
    await waitFor(() => expect(location().search).toBe(''));
    await waitFor(() =>
      expect(posted.map(({ body }) => body)).toEqual([
        { course_id: C, days_per_week: 5, subscribed_to_reminders: true },
      ]),
    );
  });
});
