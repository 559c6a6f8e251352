import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { proctoringCourses } from '@test/mock-lms/courses/courseHome';
import { appUrl, lmsUrl } from '@test/mock-lms/env';
import { addFault } from '@test/mock-lms/faults';
import { mockLms } from '@test/mock-lms/node';
import { renderApp } from '@test/render';
import { mockLmsSettled } from '@test/mock-lms/requests';

const byNumber = (number: string) => {
  const course = proctoringCourses.find((c) => c.number === `Proctoring${number}`);
  if (!course) throw new Error(number);
  return course;
};

/** Records each proctoring status call the app makes (the mock still answers it). */
function watchProctoringCalls(): string[] {
  const asked: string[] = [];
  mockLms.use(
    http.get(lmsUrl('/api/edx_proctoring/v1/user_onboarding/status'), ({ request }) => {
      asked.push(new URL(request.url).search);
      return undefined;
    }),
  );
  return asked;
}

/** The panel: the sidebar region its heading names. */
const PANEL = { name: 'This course contains proctored exams' };

async function panelOf(number: string, persona = 'audit') {
  const course = byNumber(number);
  await renderApp(`/course/${course.id}/home`, { persona });
  await screen.findByRole('heading', { level: 1, name: course.title }, { timeout: 8000 });
  return { panel: await screen.findByRole('region', PANEL), course };
}

describe('proctoring onboarding panel (spec §4, §9)', () => {
  it('shows a learner who has not started what to do, with the onboarding button', async () => {
    const { panel, course } = await panelOf('NotStarted');
    expect(
      within(panel).getByRole('heading', { name: 'This course contains proctored exams' }),
    ).toBeInTheDocument();
    expect(panel).toHaveTextContent('Current Onboarding Status: Not Started');
    expect(panel).toHaveTextContent('You have not started your onboarding exam.');
    expect(panel).toHaveTextContent(
      'You must complete the onboarding process prior to taking any proctored exam.',
    );
    expect(panel).toHaveTextContent('Onboarding profile review can take 2+ business days.');
    expect(panel).toHaveAttribute('data-look', 'plain');
    expect(within(panel).getByRole('link', { name: 'Complete Onboarding' })).toHaveAttribute(
      'href',
      appUrl(`/course/${course.id}/${course.sections[0]!.sequences[0]!.id}`),
    );
    expect(
      within(panel).getByRole('link', { name: 'Review instructions and system requirements' }),
    ).toBeInTheDocument();
  });

  it('gives a submitted profile the "submitted" look, says it is in review, and hides the button', async () => {
    const { panel } = await panelOf('Submitted');
    expect(panel).toHaveAttribute('data-look', 'submitted');
    expect(panel).toHaveClass('proctoring-panel-submitted');
    expect(panel).toHaveTextContent('Current Onboarding Status: Submitted');
    expect(panel).toHaveTextContent('Your submitted profile is in review.');
    expect(panel).toHaveTextContent('Onboarding profile review can take 2+ business days.');
    expect(within(panel).queryByRole('link', { name: 'Complete Onboarding' })).not.toBeInTheDocument();
  });

  it('gives an approval the "success" look without the general information', async () => {
    const { panel } = await panelOf('Verified');
    expect(panel).toHaveAttribute('data-look', 'success');
    expect(panel).toHaveClass('proctoring-panel-success');
    expect(panel).toHaveTextContent('Your onboarding exam has been approved in this course.');
    expect(panel).not.toHaveTextContent('You must complete the onboarding process');
    expect(within(panel).queryByRole('link', { name: 'Complete Onboarding' })).not.toBeInTheDocument();
  });

  it('offers the practice exam to a learner approved in another course, with the success look', async () => {
    const { panel } = await panelOf('OtherCourse');
    expect(panel).toHaveAttribute('data-look', 'success');
    expect(panel).toHaveTextContent('Current Onboarding Status: Approved in Another Course');
    expect(panel).toHaveTextContent('If your device has changed');
    expect(within(panel).getByRole('link', { name: 'View Onboarding Exam' })).toBeInTheDocument();
  });

  it.each([
    ['Rejected', 'Your onboarding exam has been rejected. Please retry onboarding.'],
    ['Error', 'An error has occurred during your onboarding exam. Please retry onboarding.'],
  ])('asks to retry onboarding after %s', async (number, text) => {
    const { panel } = await panelOf(number);
    expect(panel).toHaveTextContent(text);
    expect(within(panel).getByRole('link', { name: 'Complete Onboarding' })).toBeInTheDocument();
  });

  it('marks an approval expiring within 28 days as expiring soon, with the "submitted" look', async () => {
    const { panel } = await panelOf('Expiring');
    expect(panel).toHaveAttribute('data-look', 'submitted');
    expect(panel).toHaveTextContent('Current Onboarding Status: Expiring Soon');
    expect(panel).toHaveTextContent('your onboarding status is expiring soon');
  });

  it('disables the button with the opening date until the onboarding exam opens', async () => {
    const { panel } = await panelOf('NotOpen');
    const button = within(panel).getByRole('button', { name: /^Onboarding Opens: \w{3} \d{1,2}, \d{4}$/ });
    expect(button).toBeDisabled();
  });

  it('disables the button when the onboarding exam is past due', async () => {
    const { panel } = await panelOf('PastDue');
    expect(within(panel).getByRole('button', { name: 'Onboarding Past Due' })).toBeDisabled();
  });

  it('asks for the learner’s status in this course, naming the learner', async () => {
    const asked = watchProctoringCalls();
    const { course } = await panelOf('Started');
    expect(asked.map((search) => Object.fromEntries(new URLSearchParams(search)))).toEqual([
      { is_learning_mfe: 'true', course_id: course.id, username: 'edx' },
    ]);
  });

  it.each([
    ['the course has no proctoring (404, spec §8: empty)', 404],
    ['the status call fails', 500],
  ])('hides the panel when %s', async (_name, status) => {
    // A course whose panel shows (so its chunk is loaded), then the same course with the failing call.
    await panelOf('Started');
    cleanup();
    addFault({ path: '/api/edx_proctoring', status });
    const answered = watchProctoringCalls();
    const course = byNumber('Started');
    await renderApp(`/course/${course.id}/home`, { persona: 'audit' });
    await screen.findByRole('heading', { level: 1, name: course.title }, { timeout: 8000 });
    await waitFor(() => expect(answered).toHaveLength(1));
    await mockLmsSettled();
    expect(screen.queryByRole('region', PANEL)).not.toBeInTheDocument();
  });
});
