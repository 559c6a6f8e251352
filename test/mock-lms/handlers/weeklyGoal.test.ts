import { describe, expect, it } from 'vitest';
import { demoCourse } from '../courses';
import { setServerEra } from '../era';
import { weeklyGoalOf } from '../wire/courseHomeTabs';
import { makeWeeklyGoalDue, weeklyGoalDue } from './gates';
import { call } from './testClient';

/** Today's weekly goals in the mock LMS (research-39 §3): the save, the "goal met" celebration. */
const C = demoCourse.id;
const celebrationsOf = async (persona: string, path: string) =>
  ((await (await call(persona, path)).json()) as { celebrations: Record<string, unknown> }).celebrations;
const coursewareCelebrations = (persona: string) => celebrationsOf(persona, `/api/courseware/course/${C}`);
const metadataCelebrations = (persona: string) =>
  celebrationsOf(persona, `/api/course_home/course_metadata/${C}`);
const outlineGoals = async (persona: string) =>
  ((await (await call(persona, `/api/course_home/outline/${C}`)).json()) as { course_goals: unknown })
    .course_goals;

describe('mock LMS: weekly goals (today’s LMS)', () => {
  it('saves days and reminders; keeps the days when only the switch is sent; 400s as today’s LMS', async () => {
    const save = (body: unknown) =>
      call('audit', '/api/course_home/save_course_goal', { method: 'POST', body });
    expect(await outlineGoals('audit')).toEqual({ selected_goal: null, weekly_learning_goal_enabled: true });
    const saved = await save({ course_id: C, days_per_week: 3, subscribed_to_reminders: true });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({
      header: 'Your course goal has been successfully set.',
      message: 'Course goal updated successfully.',
    });
    expect((await save({ course_id: C, subscribed_to_reminders: false })).status).toBe(200);
    expect(weeklyGoalOf('edx', C)).toEqual({ daysPerWeek: 3, subscribedToReminders: false });
    expect(await outlineGoals('audit')).toEqual({
      selected_goal: { days_per_week: 3, subscribed_to_reminders: false },
      weekly_learning_goal_enabled: true,
    });
    const noSwitch = await save({ course_id: C, days_per_week: 5 });
    expect(noSwitch.status).toBe(400);
    expect(await noSwitch.json()).toEqual({ detail: "'subscribed_to_reminders' is required." });
    const noCourse = await save({ days_per_week: 5, subscribed_to_reminders: true });
    expect(await noCourse.json()).toEqual({ detail: "'course_id' is required." });
    expect(weeklyGoalOf('edx', C)).toEqual({ daysPerWeek: 3, subscribedToReminders: false });
  });

  it('says weekly_goal in both celebrations once due, until weekly_goal: false is posted', async () => {
    expect((await coursewareCelebrations('audit')).weekly_goal).toBe(false);
    expect((await metadataCelebrations('audit')).weekly_goal).toBe(false);
    makeWeeklyGoalDue('edx', C);
    expect(weeklyGoalOf('edx', C)).toEqual({ daysPerWeek: 3, subscribedToReminders: true });
    expect((await coursewareCelebrations('audit')).weekly_goal).toBe(true);
    expect((await metadataCelebrations('audit')).weekly_goal).toBe(true);
    // Reading it does not clear it: only the POST does.
    expect((await coursewareCelebrations('audit')).weekly_goal).toBe(true);
    // Somebody else's is not due.
    expect((await coursewareCelebrations('verified')).weekly_goal).toBe(false);

    const path = `/api/courseware/celebration/${C}`;
    expect((await call('audit', path, { method: 'POST', body: { weekly_goal: false } })).status).toBe(201);
    expect(weeklyGoalDue(demoCourse, 'edx')).toBe(false);
    expect((await coursewareCelebrations('audit')).weekly_goal).toBe(false);
    expect((await metadataCelebrations('audit')).weekly_goal).toBe(false);
    expect((await call('audit', path, { method: 'POST', body: { weekly_goal: false } })).status).toBe(200);
    expect((await call('audit', path, { method: 'POST', body: { weekly_goal: 'no' } })).status).toBe(400);
    expect((await call('audit', path, { method: 'POST', body: { streak: 1 } })).status).toBe(400);
  });

  it('is made due by POST /__mock/weekly-goal', async () => {
    const made = await call(null, '/__mock/weekly-goal', {
      method: 'POST',
      body: { username: 'edx', course_id: C, days_per_week: 5 },
    });
    expect(await made.json()).toEqual({ weekly_goal: true });
    expect(weeklyGoalOf('edx', C)?.daysPerWeek).toBe(5);
    const cleared = await call(null, '/__mock/weekly-goal', {
      method: 'POST',
      body: { username: 'edx', course_id: C, met: false },
    });
    expect(await cleared.json()).toEqual({ weekly_goal: false });
    expect((await call(null, '/__mock/weekly-goal', { method: 'POST', body: {} })).status).toBe(400);
  });

  it('the spec’s LMS sends no weekly_goal and refuses it in the celebration POST', async () => {
    setServerEra('spec');
    makeWeeklyGoalDue('edx', C);
    expect(await coursewareCelebrations('audit')).not.toHaveProperty('weekly_goal');
    expect(await metadataCelebrations('audit')).not.toHaveProperty('weekly_goal');
    const refused = await call('audit', `/api/courseware/celebration/${C}`, {
      method: 'POST',
      body: { weekly_goal: false },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ detail: 'Only first_section may be set.' });
  });
});
