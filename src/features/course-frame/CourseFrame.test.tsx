import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { auditExpiredCourse, demoCourse, restrictedCourse } from '@test/mock-lms/courses';
import { setServerEra } from '@test/mock-lms/era';
import { addFault } from '@test/mock-lms/faults';
import { renderApp } from '@test/render';
import { courseLoadFailure } from '@test/pageStates';

const home = `/course/${demoCourse.id}/home`;

describe('course frame', () => {
  it('shows the course in the header, the tabs and the page title for a learner', async () => {
    await renderApp(home, { persona: 'verified' });
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByText('Demonstration Course')).toBeInTheDocument();
    expect(within(banner).getByText('edX DemoX')).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Course' });
    expect(within(tabs).getByRole('link', { name: 'Course' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('Course | Demonstration Course | edX'));
  });
});

describe('course frame states', () => {
  it('shows the loading spinner with its words while the metadata loads', async () => {
    addFault({ path: '/api/course_home/course_metadata', delayMs: 200, times: 1 });
    await renderApp(home);
    expect(screen.getByText('Loading course page…').closest('[role="status"]')).not.toBeNull();
    expect(await screen.findByRole('navigation', { name: 'Course' })).toBeInTheDocument();
  });

  it.each([
    ['a 500', { status: 500 }, 2],
    ['a 404', { status: 404 }, 1],
    ['a malformed body', { body: 'malformed' as const }, 1],
    ['a body of the wrong shape', { body: 'wrong-shape' as const }, 1],
    ['a network failure', { body: 'network' as const }, 2],
  ])('shows the failure message and a way forward on %s', async (_name, fault, times) => {
    // A 5xx or a lost connection is asked once more by the client itself (retries, issue 18) first.
    addFault({ path: '/api/course_home/course_metadata', ...fault, times });
    const { user } = await renderApp(home);
    expect(await courseLoadFailure()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute(
      'href',
      'http://localhost:18000/dashboard',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await within(await screen.findByRole('banner')).findByText('Demonstration Course'),
    ).toBeInTheDocument();
  });

  it('sends an audit learner whose access expired to the dashboard with the reason', async () => {
    const { navigation } = await renderApp(`/course/${auditExpiredCourse.id}/dates`, { persona: 'audit' });
    await waitFor(() => expect(navigation.last?.type).toBe('replace'));
    expect(navigation.last?.url).toMatch(
      /^http:\/\/localhost:18000\/dashboard\?access_response_error=Access%20to%20Archived%20Audit%20Course%20expired%20on%20/,
    );
  });

  it('sends a visitor on the dates tab of a private course to the legacy course home (the spec’s LMS)', async () => {
    setServerEra('spec');
    const { navigation } = await renderApp(`/course/${demoCourse.id}/dates`, { persona: null });
    await waitFor(() =>
      expect(navigation.last?.url).toBe(`http://localhost:18000/courses/${demoCourse.id}/course/`),
    );
  });

  it('sends a visitor on the dates tab of a private course to the course home here on today’s LMS, whose legacy course home leads back', async () => {
    const { navigation, location } = await renderApp(`/course/${demoCourse.id}/dates`, { persona: null });
    await waitFor(() => expect(location().pathname).toBe(`/course/${demoCourse.id}/home`));
    expect(await screen.findByRole('link', { name: 'Register' })).toBeInTheDocument();
    expect(navigation.calls).toEqual([]);
  });

  it('shows the not-available page, with the LMS’s reason and the dashboard, when the LMS refuses the course (403), and stays', async () => {
    const { navigation, location } = await renderApp(`/course/${restrictedCourse.id}/home`, {
      persona: 'verified',
    });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this course' }),
    ).toBeInTheDocument();
    expect(screen.getByText('You do not have access to this course.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      'http://localhost:18000/dashboard',
    );
    expect(location().pathname).toBe(`/course/${restrictedCourse.id}/home`);
    expect(navigation.calls).toEqual([]);
  });

  it('shows the not-available page for a refused course in the courseware too', async () => {
    await renderApp(`/course/${restrictedCourse.id}`, { persona: 'verified' });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this course' }),
    ).toBeInTheDocument();
  });

  it('keeps a visitor on the outline of a private course', async () => {
    const { navigation } = await renderApp(home, { persona: null });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      expect.stringContaining('/login?next='),
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      expect.stringContaining('/register?next='),
    );
    expect(navigation.calls).toEqual([]);
  });

  it('names the user in the menu and lists its links', async () => {
    const { user } = await renderApp(home, { persona: 'staff' });
    await user.click(await screen.findByRole('button', { name: 'User menu for staff' }));
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      'http://localhost:18000/u/staff',
    );
    expect(screen.getByRole('link', { name: 'Order History' })).toHaveAttribute(
      'href',
      'http://localhost:18000/orders',
    );
  });

  it('leaves Order History out when it is not configured', async () => {
    const { user } = await renderApp(home, { config: { ORDER_HISTORY_URL: '' } });
    await user.click(await screen.findByRole('button', { name: /User menu/ }));
    expect(screen.getByRole('link', { name: 'Account' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Order History' })).not.toBeInTheDocument();
  });

  it('speaks the learner’s language', async () => {
    const { loadMessages } = await import('@/platform/i18n');
    await renderApp(home, { locale: 'fr', messages: await loadMessages('fr') });
    expect(await screen.findByRole('navigation', { name: 'Cours' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller au contenu principal.' })).toBeInTheDocument();
  });
});
