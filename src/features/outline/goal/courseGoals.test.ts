import { describe, expect, it } from 'vitest';
import current from '@test/contract/examples-current/outline.json';
import spec from '@test/contract/examples/outline.json';
import type { LmsResponseMeta } from '@/lms/baseQuery';
import { testConfig } from '@test/render';
import { decodeOutline } from '../model';

const COURSE = 'course-v1:edX+DemoX+Demo_Course';
const meta: LmsResponseMeta = { date: null, requestTime: 0, responseTime: 0 };
const goalsOf = (courseGoals: unknown) =>
  decodeOutline({ ...spec, course_goals: courseGoals }, COURSE, { meta, config: testConfig() }).courseGoals;

const NO_WEEKLY_GOAL = { enabled: false, daysPerWeek: null, subscribedToReminders: false };

describe('the outline’s course_goals, as either LMS sends them', () => {
  it('reads the spec’s goal picker: options and the chosen goal, no weekly goal', () => {
    const goals = decodeOutline(spec, COURSE, { meta, config: testConfig() }).courseGoals;
    expect(goals.goalOptions.map(([key]) => key)).toEqual(['certify', 'complete', 'explore', 'unsure']);
    expect(goals.selectedGoal).toBeNull();
    expect(goals.weekly).toEqual(NO_WEEKLY_GOAL);
    expect(
      goalsOf({ goal_options: [['explore', 'Explore the course']], selected_goal: { key: 'explore' } })
        .selectedGoal,
    ).toEqual({ key: 'explore', text: 'Explore the course' });
  });

  it('reads today’s weekly goal: enabled, days per week and reminders; no picker', () => {
    const goals = decodeOutline(current, COURSE, { meta, config: testConfig() }).courseGoals;
    expect(goals.weekly).toEqual({ enabled: true, daysPerWeek: 3, subscribedToReminders: true });
    expect(goals.goalOptions).toEqual([]);
    expect(goals.selectedGoal).toBeNull();
    expect(goalsOf({ selected_goal: null, weekly_learning_goal_enabled: true }).weekly).toEqual({
      enabled: true,
      daysPerWeek: null,
      subscribedToReminders: false,
    });
    expect(
      goalsOf({
        selected_goal: { days_per_week: 5, subscribed_to_reminders: false },
        weekly_learning_goal_enabled: false,
      }).weekly,
    ).toEqual({ enabled: false, daysPerWeek: 5, subscribedToReminders: false });
  });

  it('takes a number of days that is not a positive whole number as no goal (and no reminders)', () => {
    for (const days of [0, -3, 2.5, '3', null, true, Number.NaN, {}]) {
      expect(
        goalsOf({
          selected_goal: { days_per_week: days, subscribed_to_reminders: true },
          weekly_learning_goal_enabled: true,
        }).weekly,
      ).toEqual({ enabled: true, daysPerWeek: null, subscribedToReminders: false });
    }
  });

  it('never fails on junk: everything falls back to no goal', () => {
    for (const junk of [
      undefined,
      null,
      'goals',
      42,
      [],
      { goal_options: 'x', selected_goal: 'y', weekly_learning_goal_enabled: 'yes' },
      { goal_options: [[1, 2], ['only-key'], null], selected_goal: { key: 7 } },
      { selected_goal: { days_per_week: 3, subscribed_to_reminders: 'yes' } },
    ]) {
      const goals = goalsOf(junk);
      expect(goals.goalOptions).toEqual([]);
      expect(goals.selectedGoal).toBeNull();
      expect(goals.weekly.enabled).toBe(false);
      expect(goals.weekly.subscribedToReminders).toBe(false);
    }
    expect(goalsOf({ selected_goal: { days_per_week: 3, subscribed_to_reminders: 'yes' } }).weekly).toEqual({
      enabled: false,
      daysPerWeek: 3,
      subscribedToReminders: false,
    });
  });
});
