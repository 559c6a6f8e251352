import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addFault } from '@test/mock-lms/faults';
import { GOAL_TOKENS } from '@test/mock-lms/handlers/courseHomeTabs';
import { courseHomeState } from '@test/mock-lms/wire/courseHomeTabs';
import { renderApp } from '@test/render';

const DEMO_TOKEN = '0d1d2a3c-4b5e-4f60-8a7b-9c0d1e2f3a4b';

describe('goal-reminder unsubscribe page', () => {
  it('unsubscribes a visitor by token and names the course, with a way to the dashboard', async () => {
    expect(GOAL_TOKENS[DEMO_TOKEN]).toBe('course-v1:edX+DemoX+Demo_Course');
    await renderApp(`/goal-unsubscribe/${DEMO_TOKEN}`, { persona: null });
    expect(
      await screen.findByRole(
        'heading',
        { name: "You've unsubscribed from goal reminders" },
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        (_content, element) =>
          element?.tagName === 'P' &&
          element.textContent ===
            'You will no longer receive email reminders about your goal for Demonstration Course.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute(
      'href',
      'http://localhost:18000/dashboard',
    );
    expect(courseHomeState().unsubscribed.has(DEMO_TOKEN)).toBe(true);
    await waitFor(() => expect(document.title).toBe('Goal reminders | edX'));
  });

  it('has a header without the user menu (nor sign-in buttons), also for a signed-in learner', async () => {
    await renderApp(`/goal-unsubscribe/${DEMO_TOKEN}`, { persona: 'verified' });
    await screen.findByRole(
      'heading',
      { name: "You've unsubscribed from goal reminders" },
      { timeout: 8000 },
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /User menu/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('shows the loading state while the call is on its way', async () => {
    addFault({ path: '/api/course_home/unsubscribe_from_course_goal', delayMs: 300, times: 1 });
    await renderApp(`/goal-unsubscribe/${DEMO_TOKEN}`, { persona: null });
    expect(await screen.findByText('Unsubscribing…', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: "You've unsubscribed from goal reminders" }),
    ).toBeInTheDocument();
  });

  it.each([
    ['an unknown token (404)', null],
    ['a server error', { status: 500 }],
    ['a network failure', { body: 'network' as const }],
    ['a malformed answer', { body: 'malformed' as const }],
  ])('explains that something went wrong on %s', async (_name, fault) => {
    if (fault) addFault({ path: '/api/course_home/unsubscribe_from_course_goal', ...fault });
    await renderApp(`/goal-unsubscribe/${fault ? DEMO_TOKEN : 'no-such-token'}`, { persona: null });
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        (_content, element) =>
          element?.tagName === 'P' &&
          element.textContent ===
            'We were unable to unsubscribe you from goal reminder emails. Please try again later or contact support for help.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact support' })).toHaveAttribute(
      'href',
      'http://localhost:18000/support',
    );
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toBeInTheDocument();
  });
});
