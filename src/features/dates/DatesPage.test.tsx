import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pinClock } from '@test/mock-lms/clock';
import { demoCourse, notStartedCourse } from '@test/mock-lms/courses';
import { datesShowcaseCourse, endingSoonCourse, gatedMissedCourse } from '@test/mock-lms/courses/courseHome';
import { lmsUrl } from '@test/mock-lms/env';
import { addFault, clearFaults } from '@test/mock-lms/faults';
import { resetState } from '@test/mock-lms/state';
import { courseHomeState } from '@test/mock-lms/wire/courseHomeTabs';
import { renderApp } from '@test/render';
import { courseLoadFailure, tryAgainButton } from '@test/pageStates';

const dates = (courseId: string) => `/course/${courseId}/dates`;
const seq = (name: string) => `block-v1:edX+DemoX+Demo_Course+type@sequential+block@${name}`;

async function datesTab() {
  return screen.findByRole('heading', { level: 1, name: 'Important dates' }, { timeout: 8000 });
}

/** The timeline: the list named by the tab's heading. */
const timeline = () => screen.getByRole('list', { name: 'Important dates' });

/** A list's own items, not those of the lists inside them. */
const itemsOf = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('listitem')
    .filter((item) => item.parentElement === list);

/** The day (timeline entry) that holds an item whose text matches. */
function dayOf(text: string | RegExp): HTMLElement {
  const matches = (el: HTMLElement) =>
    typeof text === 'string' ? el.textContent.includes(text) : text.test(el.textContent);
  const day = itemsOf(timeline()).find((d) => {
    const items = within(d).queryByRole('list');
    return items !== null && itemsOf(items).some(matches);
  });
  if (!day) throw new Error(`no item ${String(text)}`);
  return day;
}

/** A badge: one of the badge texts, alone in its element. */
const BADGE = /^(Today|Completed|Past due|Due next|Not yet released|Verified only)$/;

/** The badges of a day, in its heading after the date. */
const dayBadges = (day: HTMLElement) =>
  within(within(day).getByRole('heading'))
    .queryAllByText(BADGE)
    .map((b) => b.textContent.trim());

/** The date banners: alerts named by their headings. */
const banner = (heading: string) => screen.queryByRole('group', { name: heading });
const RESET = 'It looks like you missed some important deadlines based on our suggested schedule.';
const AUDIT = 'You are auditing this course.';
const SCHEDULE = 'We’ve built a suggested schedule to help you stay on track.';

describe('dates tab', () => {
  it('shows the timeline with the contract’s badges for the demo learner', async () => {
    await renderApp(dates(demoCourse.id), { persona: 'audit' });
    await datesTab();
    expect(dayBadges(dayOf('Homework: Homework - Question Styles'))).toEqual(['Past due']);
    expect(dayBadges(dayOf('Homework: Homework - Labs and Demos'))).toEqual(['Verified only']);
    expect(dayBadges(dayOf('Final Exam: Final Exam'))).toEqual(['Due next', 'Not yet released']);
    expect(dayBadges(dayOf('Verification Deadline'))).toEqual(['Verified only']);
    const today = within(timeline()).getByRole('listitem', { current: 'date' });
    expect(dayBadges(today)).toEqual(['Today']);
  });

  it('shows the Completed badge for a completed assignment', async () => {
    await renderApp(dates(datesShowcaseCourse.id), { persona: 'verified' });
    await datesTab();
    expect(dayBadges(dayOf('Homework: Homework 1'))).toEqual(['Completed']);
    expect(dayBadges(dayOf('Homework: Homework 2'))).toEqual(['Past due']);
    expect(dayBadges(dayOf('Homework: Homework 3'))).toEqual(['Due next']);
  });

  it('prefixes assignments with their type and links them only when the learner has access', async () => {
    await renderApp(dates(demoCourse.id), { persona: 'audit' });
    await datesTab();
    expect(screen.getByRole('link', { name: 'Homework: Homework - Question Styles' })).toHaveAttribute(
      'href',
      lmsUrl(`/courses/${demoCourse.id}/jump_to/${seq('basic_questions')}`),
    );
    expect(screen.getByText('Homework: Homework - Labs and Demos')).not.toHaveAttribute('href');
    expect(screen.queryByRole('link', { name: /Labs and Demos/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Final Exam/ })).not.toBeInTheDocument();
    expect(dayOf('Homework - Question Styles')).toHaveTextContent(/due \d{1,2}:\d{2} [AP]M UTC/);
  });

  it('shows descriptions and the link text of upgrade and verification links', async () => {
    await renderApp(dates(demoCourse.id), { persona: 'audit' });
    await datesTab();
    const upgrade = dayOf('Verification Upgrade Deadline');
    expect(upgrade).toHaveTextContent(
      "Don't miss the opportunity to highlight your new knowledge and skills by earning a verified certificate.",
    );
    expect(within(upgrade).getByRole('link', { name: 'Upgrade to Verified Certificate' })).toHaveAttribute(
      'href',
      'http://localhost:18130/basket/add/?sku=8CF08E5',
    );
    // The audit learner may not verify: no link.
    expect(screen.queryByRole('link', { name: 'Verify My Identity' })).not.toBeInTheDocument();
  });

  it('gives a verified learner the verification link', async () => {
    await renderApp(dates(demoCourse.id), { persona: 'verified' });
    await datesTab();
    expect(screen.getByRole('link', { name: 'Verify My Identity' })).toHaveAttribute(
      'href',
      lmsUrl(`/verify_student/verify-now/${demoCourse.id}/`),
    );
  });

  it('explains a date in an accessible tooltip, on focus and hover, closed with Escape', async () => {
    const { user } = await renderApp(dates(datesShowcaseCourse.id), { persona: 'verified' });
    await datesTab();
    const button = screen.getByRole('button', { name: 'More about Final Exam' });
    expect(button).toHaveAccessibleDescription("Exam dates are set by the course team and can't be shifted.");
    const tip = screen.getByRole('tooltip', { hidden: true });
    expect(tip).not.toBeVisible();
    act(() => button.focus());
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('tooltip', { hidden: true })).not.toBeVisible();
    act(() => button.blur());
    await user.click(button);
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.keyboard('{Escape}');
    act(() => button.blur());
    await user.unhover(button);
    expect(screen.getByRole('tooltip', { hidden: true })).not.toBeVisible();
    await user.hover(button);
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.unhover(button);
    expect(screen.getByRole('tooltip', { hidden: true })).not.toBeVisible();
  });

  it('groups dates by the day in the learner’s time zone', async () => {
    // Homework 2 is due 3 days before 02:30 UTC: the evening before in New York.
    pinClock('2030-01-10T02:30:00Z');
    resetState();
    await renderApp(dates(datesShowcaseCourse.id), { persona: 'verified' });
    await datesTab();
    expect(within(dayOf('Homework: Homework 2')).getByRole('heading')).toHaveTextContent(/^Jan 6, 2030/);
  });

  it('shifts due dates from the dates tab, shows the toast and reloads the dates', async () => {
    const { user } = await renderApp(dates(demoCourse.id), { persona: 'audit' });
    await datesTab();
    await user.click(within(banner(RESET)!).getByRole('button', { name: 'Shift due dates' }));
    expect(
      await screen.findByText('Your due dates have been successfully shifted to help you stay on track.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(banner(RESET)).not.toBeInTheDocument());
    expect(dayBadges(dayOf('Homework: Homework - Question Styles'))).toEqual(['Due next']);
    // Nothing missed any more: the audit learner is offered the upgrade instead.
    expect(banner(AUDIT)).toHaveTextContent(
      'To complete graded assignments as part of this course, you can upgrade today.',
    );
  });

  it('keeps the banner and says so when shifting fails', async () => {
    addFault({ path: '/api/course_experience/v1/reset_course_deadlines', status: 500 });
    const { user } = await renderApp(dates(demoCourse.id), { persona: 'audit' });
    await datesTab();
    await user.click(screen.getByRole('button', { name: 'Shift due dates' }));
    expect(
      await screen.findByText('Your due dates could not be shifted. Please try again.'),
    ).toBeInTheDocument();
    expect(courseHomeState().deadlineShifts.size).toBe(0);
  });

  it('offers the upgrade to shift when the missed work is gated', async () => {
    await renderApp(dates(gatedMissedCourse.id), { persona: 'audit' });
    await datesTab();
    expect(banner(AUDIT)).toHaveTextContent(
      'To complete graded assignments as part of this course and shift the past due assignments into the future, you can upgrade today.',
    );
    expect(
      within(banner(AUDIT)!).getByRole('link', { name: 'Upgrade to shift due dates' }),
    ).toBeInTheDocument();
  });

  it('offers audit learners who missed nothing the upgrade, and others the schedule information', async () => {
    await renderApp(dates(endingSoonCourse.id), { persona: 'audit' });
    await datesTab();
    expect(banner(AUDIT)).toHaveTextContent(
      'To complete graded assignments as part of this course, you can upgrade today.',
    );
    expect(within(banner(AUDIT)!).getByRole('link', { name: 'Upgrade now' })).toBeInTheDocument();
  });

  it('shows the schedule information to a verified learner on track', async () => {
    await renderApp(dates(endingSoonCourse.id), { persona: 'verified' });
    await datesTab();
    expect(banner(SCHEDULE)).toHaveTextContent(
      'But don’t worry—it’s flexible so you can learn at your own pace.',
    );
  });

  it('shows no date banners in an instructor-paced course', async () => {
    await renderApp(dates(notStartedCourse.id), { persona: 'staff' });
    await datesTab();
    for (const heading of [RESET, AUDIT, SCHEDULE]) expect(banner(heading)).not.toBeInTheDocument();
  });
});

describe('dates tab failures (spec §8)', () => {
  it('sends the browser to the legacy dates page on a 404', async () => {
    addFault({ path: '/api/course_home/dates', status: 404 });
    const { navigation } = await renderApp(dates(demoCourse.id), { persona: 'verified' });
    await waitFor(() =>
      expect(navigation.last).toEqual({ type: 'replace', url: lmsUrl(`/courses/${demoCourse.id}/dates`) }),
    );
  });

  it('shows the tab with no dates on a 401', async () => {
    addFault({ path: '/api/course_home/dates', status: 401 });
    const { navigation } = await renderApp(dates(demoCourse.id), { persona: 'verified' });
    await datesTab();
    expect(screen.getByText('There are no dates to show.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Important dates' })).not.toBeInTheDocument();
    expect(navigation.calls).toEqual([]);
  });

  it.each([
    ['a 500', { status: 500 }],
    ['a malformed body', { body: 'malformed' as const }],
    ['a body of the wrong shape', { body: 'wrong-shape' as const }],
  ])('fails the tab on %s, with a way to try again', async (_name, fault) => {
    addFault({ path: '/api/course_home/dates', ...fault });
    const { user } = await renderApp(dates(demoCourse.id), { persona: 'verified' });
    expect(await courseLoadFailure()).toBeInTheDocument();
    clearFaults();
    await user.click(tryAgainButton());
    await datesTab();
  });
});
