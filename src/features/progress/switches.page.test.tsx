import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import creditExample from '@test/contract/examples-current/progress_credit.json';
import { emptyCourse } from '@test/mock-lms/courses';
import { creditCourse, practiceCourse } from '@test/mock-lms/courses/progress';
import { lmsUrl } from '@test/mock-lms/env';
import { mockLms } from '@test/mock-lms/node';
import { renderApp } from '@test/render';

/**
 * The progress tab's features sites switch on (issue 46), against the mock LMS: a credit course's
 * requirements (credit_course_requirements, with the site's CREDIT_HELP_LINK_URL) and the ungraded
 * subsections of SHOW_UNGRADED_ASSIGNMENT_PROGRESS. Decoding and filtering: credit/credit.test.ts,
 * ungraded/ungraded.test.ts; in the browser: test/e2e/progress.spec.ts.
 */

const HELP = lmsUrl('/support/credit');
const progress = (courseId: string) => `/course/${courseId}/progress`;
const heading = () => screen.findByRole('heading', { level: 1, name: 'Your progress' }, { timeout: 8000 });
const credit = () => screen.findByRole('region', { name: 'Requirements for course credit' });
const gradesCard = () => screen.getByRole('heading', { level: 2, name: /^Grades/ });

/** Each requirement with its status, as the description list says them. */
const requirements = (region: HTMLElement) =>
  within(region)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

/** The progress answer of the credit course as today's LMS gives it, its credit part replaced. */
function creditAnswer(creditCourseRequirements: unknown) {
  mockLms.use(
    http.get(lmsUrl('/api/course_home/progress/:courseId'), ({ params }) =>
      params.courseId === creditCourse.id
        ? HttpResponse.json({ ...creditExample, credit_course_requirements: creditCourseRequirements })
        : undefined,
    ),
  );
}

describe('a credit course’s requirements', () => {
  it('lists each requirement’s status and the eligibility, with the site’s help link', async () => {
    await renderApp(progress(creditCourse.id), {
      persona: 'verified',
      config: { CREDIT_HELP_LINK_URL: HELP },
    });
    await heading();
    const region = await credit();
    expect(gradesCard()).toHaveTextContent('Grades & Credit');
    expect(region).toHaveTextContent(
      'You are no longer eligible for credit in this course. Learn more about course credit.',
    );
    expect(within(region).getByRole('link', { name: 'course credit' })).toHaveAttribute('href', HELP);
    expect(requirements(region)).toEqual([
      ['Minimum grade for credit (80%)', 'Upcoming'],
      ['Proctored Midterm', 'Verification submitted'],
      ['Identity Verification', 'Completed'],
      ['Re-verification', 'Verification failed'],
    ]);
  });

  it('offers the dashboard to an eligible learner; without a help link, “course credit” is words', async () => {
    creditAnswer({
      eligibility_status: 'eligible',
      requirements: [
        {
          namespace: 'grade',
          display_name: 'Grade',
          criteria: { min_grade: 0.75 },
          status: 'satisfied',
          order: 0,
        },
      ],
    });
    await renderApp(progress(creditCourse.id), { persona: 'verified' });
    await heading();
    const region = await credit();
    expect(region).toHaveTextContent(
      'You have met the requirements for credit in this course. Go to your dashboard to purchase course credit. Or learn more about course credit.',
    );
    expect(within(region).getByRole('link', { name: 'dashboard' })).toHaveAttribute(
      'href',
      lmsUrl('/dashboard'),
    );
    expect(within(region).queryByRole('link', { name: 'course credit' })).not.toBeInTheDocument();
    expect(requirements(region)).toEqual([['Minimum grade for credit (75%)', 'Completed']]);
  });

  it('says what is still to do to a learner partly there', async () => {
    creditAnswer({
      eligibility_status: 'partial_eligible',
      requirements: creditExample.credit_course_requirements.requirements,
    });
    await renderApp(progress(creditCourse.id), {
      persona: 'verified',
      config: { CREDIT_HELP_LINK_URL: HELP },
    });
    await heading();
    expect(await credit()).toHaveTextContent(
      'You have not yet met the requirements for credit. Learn more about course credit.',
    );
  });

  it.each([
    ['not an object', 'credit'],
    ['without requirements', { eligibility_status: 'eligible' }],
    [
      'with no readable requirement',
      { eligibility_status: 'eligible', requirements: [{ status: 'satisfied' }] },
    ],
  ])('hides them when the answer’s requirements are %s, and the tab is as any other', async (_, value) => {
    creditAnswer(value);
    await renderApp(progress(creditCourse.id), { persona: 'verified' });
    await heading();
    await waitFor(() => expect(gradesCard()).toHaveTextContent(/^Grades$/));
    expect(screen.queryByRole('region', { name: 'Requirements for course credit' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Detailed grades' })).toBeInTheDocument();
  });

  it('shows none to an audit learner, whose track earns no credit', async () => {
    await renderApp(progress(creditCourse.id), { persona: 'audit' });
    await heading();
    expect(gradesCard()).toHaveTextContent(/^Grades$/);
    expect(screen.queryByRole('region', { name: 'Requirements for course credit' })).not.toBeInTheDocument();
  });
});

describe('SHOW_UNGRADED_ASSIGNMENT_PROGRESS', () => {
  /** The detailed grades' subsections, each with the label of its problem scores. */
  const detailed = () =>
    within(screen.getByRole('region', { name: 'Detailed grades' }))
      .getAllByRole('listitem')
      .filter((item) => item.classList.contains('progress-subsection'))
      .map((item) => [
        item.querySelector('a, span')?.textContent,
        item.querySelector('.small > span')?.textContent,
      ]);

  it('lists the ungraded subsections too, each under the label of its kind, and says what the labels mean', async () => {
    await renderApp(progress(practiceCourse.id), {
      persona: 'verified',
      config: { SHOW_UNGRADED_ASSIGNMENT_PROGRESS: 'true' },
    });
    await heading();
    await waitFor(() =>
      expect(detailed()).toEqual([
        ['Self-check 1', 'Practice Scores:'],
        ['Homework 1', 'Graded Scores:'],
        ['Self-check 2', 'Practice Scores:'],
      ]),
    );
    const region = screen.getByRole('region', { name: 'Detailed grades' });
    expect(region).toHaveTextContent(
      'Practice Scores: Scores from non-graded activities meant for practice and self-assessment.',
    );
    expect(region).toHaveTextContent(
      'Graded Scores: Scores from activities that contribute to your final grade.',
    );
  });

  it('lists the graded ones alone without the switch', async () => {
    await renderApp(progress(practiceCourse.id), { persona: 'verified' });
    await heading();
    expect(detailed()).toEqual([['Homework 1', 'Problem scores:']]);
  });

  it('says there are no scores, graded or not, when there are none', async () => {
    await renderApp(progress(emptyCourse.id), {
      persona: 'verified',
      config: { SHOW_UNGRADED_ASSIGNMENT_PROGRESS: true },
    });
    await heading();
    expect(
      await screen.findByText('You currently have no graded or ungraded problem scores.'),
    ).toBeInTheDocument();
  });
});
