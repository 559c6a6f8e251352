import { isInaccessible, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { auditExpiredCourse, demoCourse } from '@test/mock-lms/courses';
import {
  certDownloadableCourse,
  certDownloadPdfCourse,
  certEarnedCourse,
  certInProgressCourse,
  certNoUpgradeCourse,
  certNotPassingCourse,
  certPendingCourse,
  certRequestingCourse,
  certUnverifiedCourse,
  gradesCourse,
  hiddenScoresCourse,
  lockedCourse,
  ungradedCourse,
} from '@test/mock-lms/courses/progress';
import { lmsUrl } from '@test/mock-lms/env';
import { setServerEra } from '@test/mock-lms/era';
import { addFault, clearFaults } from '@test/mock-lms/faults';
import { mockLmsSettled, recordRequests } from '@test/mock-lms/requests';
import { trackingLog } from '@test/mock-lms/handlers';
import example from '@test/contract/examples/progress.json';
import currentExample from '@test/contract/examples-current/progress.json';
import currentMetadata from '@test/contract/examples-current/course_metadata.json';
import { renderApp } from '@test/render';

const progress = (courseId: string, target?: string | number) =>
  `/course/${courseId}/progress${target === undefined ? '' : `/${target}`}`;

const heading = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 8000 });

const certificateCard = () =>
  document.querySelector<HTMLElement>('section[aria-labelledby="progress-certificate-heading"]');

/** The completion donut: an image named by its text equivalent. */
const DONUT = /^\d+% of the course completed, \d+% incomplete, \d+% locked$/;

/** The course grade: the grade bar, the passing grade, the letter ranges and the verdict. */
const courseGrade = () => screen.getByRole('group', { name: 'Course grade' });

/** The grades locked for an audit learner: the upgrade prompt, named by its heading. */
const PARTIALLY_LOCKED = 'Unlock to work towards a certificate.';
const FULLY_LOCKED = 'Unlock to view grades and work towards a certificate.';

/** The parts of the grades card below the lock prompt, hidden from assistive technology or not. */
const gradeParts = () => [
  screen.getByRole('group', { name: 'Course grade', hidden: true }),
  screen.getByRole('table', { name: 'Grade summary', hidden: true }),
  screen.getByRole('region', { name: 'Detailed grades', hidden: true }),
];

/** The grade summary's body rows, cell texts (the footnote marker's screen-reader text left out). */
const summaryRows = () =>
  within(screen.getByRole('table', { name: 'Grade summary' }))
    .getAllByRole('row')
    .slice(1, -1)
    .map((row) =>
      [...row.querySelectorAll('th, td')].map((c) =>
        c.textContent.replace('See the note on dropped scores', '').trim(),
      ),
    );

/** The grade summary's total row's value. */
const summaryTotal = () =>
  within(
    within(screen.getByRole('table', { name: 'Grade summary' })).getByRole('row', { name: /^Current grade/ }),
  ).getByRole('cell');

/** A list's own items, not those of the lists inside them. */
const itemsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);

/** The detailed grades' subsections: the items of each section's list, which the section's name names. */
function detailedSubsections() {
  const detailed = screen.getByRole('region', { name: 'Detailed grades' });
  return within(detailed)
    .getAllByRole('heading', { level: 4 })
    .flatMap((section) => itemsOf(within(detailed).getByRole('list', { name: section.textContent })));
}

describe('progress tab: the page', () => {
  it('shows "Your progress", the completion donut with its text equivalent, and related links', async () => {
    await renderApp(progress(demoCourse.id), { persona: 'audit' });
    await heading('Your progress');
    const donut = screen.getByRole('img', { name: DONUT });
    // The drawing's segments are part of the image, with no role of their own.
    expect(donut.querySelector('.progress-donut-complete')).toBeInTheDocument();
    expect(donut.querySelector('.progress-donut-locked')).toBeInTheDocument();
    const related = screen.getByRole('region', { name: 'Related links' });
    expect(within(related).getByRole('link', { name: 'Dates' })).toHaveAttribute(
      'href',
      `/course/${demoCourse.id}/dates`,
    );
    expect(within(related).getByRole('link', { name: 'Course Outline' })).toHaveAttribute(
      'href',
      `/course/${demoCourse.id}/home`,
    );
    // Learners are not administrators: no studio link.
    expect(screen.queryByRole('link', { name: 'View grading in Studio' })).not.toBeInTheDocument();
  });

  it('leaves the complete part out of the donut when nothing is complete', async () => {
    await renderApp(progress(ungradedCourse.id), { persona: 'verified' });
    await heading('Your progress');
    const donut = screen.getByRole('img', {
      name: '0% of the course completed, 100% incomplete, 0% locked',
    });
    expect(donut.querySelector('.progress-donut-complete')).not.toBeInTheDocument();
    expect(donut.querySelector('.progress-donut-locked')).not.toBeInTheDocument();
  });

  it('shows the grade bar: the grade, the passing grade, letter ranges with F, and the verdict', async () => {
    await renderApp(progress(gradesCourse.id), { persona: 'verified' });
    await heading('Your progress');
    const grade = courseGrade();
    expect(within(grade).getByText('Your current grade: 60%')).toBeInTheDocument();
    expect(within(grade).getByText('Passing grade: 60%')).toBeInTheDocument();
    expect(within(grade).getByText('You’re currently passing this course')).toBeInTheDocument();
    expect(
      within(within(grade).getByRole('list', { name: 'Grade ranges' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['A: 90%–100%', 'B: 75%–90%', 'C: 60%–75%', 'F: 0%–60%']);
  });

  it('says "not passing" below the passing grade', async () => {
    await renderApp(progress(gradesCourse.id), { persona: 'audit' });
    await heading('Your progress');
    expect(within(courseGrade()).getByText('You’re not currently passing this course')).toBeInTheDocument();
    expect(screen.getByText('Your current grade: 40%')).toBeInTheDocument();
  });

  it('summarises grades by assignment type, with the dropped-scores footnote (spec era: computed)', async () => {
    setServerEra('spec');
    await renderApp(progress(gradesCourse.id), { persona: 'verified' });
    await heading('Your progress');
    expect(summaryRows()).toEqual([
      ['Homework1', '40%', '100%', '40%'],
      ['Lab', '20%', '100%', '20%'],
      ['Final Exam', '40%', '0%', '0%'],
      ['Practice', '0%', '100%', '0%'],
    ]);
    expect(summaryTotal()).toHaveTextContent('60%');
    expect(screen.getByRole('list', { name: 'Notes on dropped scores' })).toHaveTextContent(
      'The lowest 1 Homework score is dropped.',
    );
    // The spec's LMS sends no raw weighted grade.
    expect(screen.queryByText(/Your raw weighted grade summary/)).not.toBeInTheDocument();
  });

  it('lists detailed grades of graded subsections only, with problem scores and links', async () => {
    await renderApp(progress(gradesCourse.id), { persona: 'verified' });
    await heading('Your progress');
    const detailed = screen.getByRole('region', { name: 'Detailed grades' });
    const subsections = detailedSubsections();
    expect(subsections.map((s) => s.querySelector('a, span')?.textContent)).toEqual([
      'Homework 1',
      'Practice set',
      'Homework 2',
      'Lab 1',
      'Homework 3',
      'Final Exam',
    ]);
    expect(subsections[0]).toHaveTextContent('2/2 (100%)');
    expect(subsections[0]).toHaveTextContent('Problem scores:1/11/1');
    expect(within(detailed).queryByText('Introduction')).not.toBeInTheDocument();
    expect(within(detailed).getByRole('link', { name: 'Homework 3' })).toHaveAttribute(
      'href',
      lmsUrl(`/courses/${gradesCourse.id}/jump_to/${gradesCourse.sections[1]!.sequences[2]!.id}`),
    );
  });

  it('leaves out subsections whose grades are hidden, and does not link hidden subsections', async () => {
    const [intro, week1, week2] = example.section_scores;
    const body = {
      ...example,
      section_scores: [
        intro,
        { ...week1, subsections: week1!.subsections.map((s) => ({ ...s, url: null })) },
        { ...week2, subsections: week2!.subsections.map((s) => ({ ...s, show_grades: false })) },
      ],
    };
    addFault({ path: '/api/course_home/progress/', status: 200, body });
    await renderApp(progress(demoCourse.id), { persona: 'audit' });
    await heading('Your progress');
    const subsections = detailedSubsections();
    expect(subsections).toHaveLength(1);
    expect(subsections[0]).toHaveTextContent('Homework - Question Styles3/5 (60%)');
    expect(within(subsections[0]!).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText('Example Week 2: Get Interactive')).not.toBeInTheDocument();
  });

  it('says so when there are no graded problem scores', async () => {
    await renderApp(progress(ungradedCourse.id), { persona: 'verified' });
    await heading('Your progress');
    expect(screen.getByText('You currently have no graded problem scores.')).toBeInTheDocument();
  });
});

describe('progress tab: today’s LMS (current-lms.md §5)', () => {
  it('shows the server’s per-type averages in its order, with the raw weighted grade', async () => {
    await renderApp(progress(gradesCourse.id), { persona: 'verified' });
    await heading('Your progress');
    // Sorted by weight by the server; the same values as the spec's computation for this course.
    expect(summaryRows()).toEqual([
      ['Practice', '0%', '100%', '0%'],
      ['Lab', '20%', '100%', '20%'],
      ['Homework1', '40%', '100%', '40%'],
      ['Final Exam', '40%', '0%', '0%'],
    ]);
    expect(summaryTotal()).toHaveTextContent('60%');
    expect(screen.getByText('Your raw weighted grade summary is 60% and rounds to 60%.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Notes on dropped scores' })).toHaveTextContent(
      'The lowest 1 Homework score is dropped.',
    );
  });

  it('takes the averages as the server gives them rather than recomputing', async () => {
    const body = {
      ...currentExample,
      assignment_type_grade_summary: [
        {
          ...currentExample.assignment_type_grade_summary[0]!,
          average_grade: 0.4217,
          weighted_grade: 0.2109,
        },
        currentExample.assignment_type_grade_summary[1]!,
      ],
      course_grade: { ...currentExample.course_grade, percent: 0.21 },
      final_grades: 0.2109,
    };
    addFault({ path: '/api/course_home/progress/', status: 200, body });
    await renderApp(progress(demoCourse.id), { persona: 'audit' });
    await heading('Your progress');
    // The homework scores in section_scores (3/5 of two slots) would give 30%.
    expect(summaryRows()).toEqual([
      ['Homework', '50%', '42%', '21%'],
      ['Final Exam', '50%', '0%', '0%'],
    ]);
    expect(summaryTotal()).toHaveTextContent('21%');
    expect(within(courseGrade()).getByText('Your current grade: 21%')).toBeInTheDocument();
    expect(
      screen.getByText('Your raw weighted grade summary is 21.09% and rounds to 21%.'),
    ).toBeInTheDocument();
  });

  it('shows hidden scores: "+ Hidden Scores", locks, the legend, and no hidden subsection in detailed grades', async () => {
    await renderApp(progress(hiddenScoresCourse.id), { persona: 'verified' });
    await heading('Your progress');
    expect(summaryRows()).toEqual([
      ['Quiz', '20%', 'Hidden Scores', 'Hidden Scores'],
      ['Homework', '30%', '50%', '15%'],
      ['Exam', '50%', '50% + Hidden Scores', '25% + Hidden Scores'],
    ]);
    // The total is the course grade, hidden scores included (as final_grades).
    expect(summaryTotal()).toHaveTextContent('85%');
    expect(screen.getByText('Your raw weighted grade summary is 85% and rounds to 85%.')).toBeInTheDocument();
    const legend = screen.getByRole('list', { name: 'About hidden scores' });
    expect(itemsOf(legend).map((item) => item.textContent)).toEqual([
      'Hidden Scores: Scores from assignments that count toward your final grade but some are not shown here.',
      'Lock: Scores for an assignment type are hidden but still counted toward the course grade.',
    ]);
    expect(within(courseGrade()).getByText('Your current grade: 85% + Hidden Scores')).toBeInTheDocument();
    // The quiz's hidden grade is released at its due date, five days ahead.
    expect(
      within(courseGrade()).getByText(
        /^Some assignment scores are not yet included in your total grade\. These grades will be released by \w{3} \d{1,2}, \d{4}/,
      ),
    ).toBeInTheDocument();
    expect(detailedSubsections().map((s) => s.querySelector('a, span')?.textContent)).toEqual([
      'Homework 1',
      'Exam 1',
      'Homework 2',
    ]);
    expect(screen.queryByText('Unit 2: Sealed work')).not.toBeInTheDocument();
  });

  it('leaves a never_but_include_grade subsection out of detailed grades even when the server lists it', async () => {
    const [intro, week1, week2] = currentExample.section_scores;
    const body = {
      ...currentExample,
      section_scores: [
        intro,
        week1,
        {
          ...week2,
          subsections: week2!.subsections.map((s) =>
            s.display_name === 'Final Exam' ? { ...s, show_correctness: 'never_but_include_grade' } : s,
          ),
        },
      ],
    };
    addFault({ path: '/api/course_home/progress/', status: 200, body });
    await renderApp(progress(demoCourse.id), { persona: 'audit' });
    await heading('Your progress');
    const listed = detailedSubsections();
    expect(listed).toHaveLength(2);
    expect(listed[0]).toHaveTextContent('Homework - Question Styles');
    expect(listed[1]).toHaveTextContent('Homework - Labs and Demos');
  });

  it('has no completion graph when the course turns it off', async () => {
    await renderApp(progress(hiddenScoresCourse.id), { persona: 'verified' });
    await heading('Your progress');
    expect(screen.queryByRole('region', { name: 'Course completion' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: DONUT })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Detailed grades' })).toBeInTheDocument();
  });

  it('has the completion graph when the course leaves it on', async () => {
    await renderApp(progress(demoCourse.id), { persona: 'audit' });
    await heading('Your progress');
    expect(screen.getByRole('img', { name: DONUT })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'About hidden scores' })).not.toBeInTheDocument();
    expect(within(courseGrade()).queryByText(/Hidden Scores/)).not.toBeInTheDocument();
  });

  it('the spec era: the same course shows every subsection, the graph, and no hidden scores', async () => {
    setServerEra('spec');
    await renderApp(progress(hiddenScoresCourse.id), { persona: 'verified' });
    await heading('Your progress');
    expect(screen.getByRole('img', { name: DONUT })).toBeInTheDocument();
    expect(detailedSubsections().map((s) => s.querySelector('a, span')?.textContent)).toEqual([
      'Homework 1',
      'Exam 1',
      'Homework 2',
      'Exam 2',
      'Quiz 1',
    ]);
    expect(screen.queryByRole('list', { name: 'About hidden scores' })).not.toBeInTheDocument();
    expect(summaryRows()).toEqual([
      ['Homework', '30%', '50%', '15%'],
      ['Exam', '50%', '100%', '50%'],
      ['Quiz', '20%', '100%', '20%'],
    ]);
  });

  it('logs what the decoder skipped or defaulted in the summary, and shows the rest', async () => {
    const body = {
      ...currentExample,
      assignment_type_grade_summary: [
        { weight: 0.5, average_grade: 1 },
        'junk',
        {
          ...currentExample.assignment_type_grade_summary[1]!,
          average_grade: 'lots',
          has_hidden_contribution: 7,
        },
      ],
    };
    addFault({ path: '/api/course_home/progress/', status: 200, body });
    const { logger } = await renderApp(progress(demoCourse.id), { persona: 'audit' });
    await heading('Your progress');
    expect(summaryRows()).toEqual([['Final Exam', '50%', '0%', '0%']]);
    await waitFor(() =>
      expect(logger.infos).toEqual(
        expect.arrayContaining([
          expect.stringContaining('no assignment type'),
          expect.stringContaining('not an object'),
          expect.stringContaining('average_grade missing or invalid'),
          expect.stringContaining('has_hidden_contribution missing or invalid'),
        ]),
      ),
    );
  });
});

describe('progress tab: a 403 from the progress call (current-lms.md §6)', () => {
  it('with access: the spec’s failure and a retry', async () => {
    addFault({ path: '/api/course_home/progress', status: 403, times: 1 });
    const { user } = await renderApp(progress(demoCourse.id), { persona: 'audit' });
    const failed = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(failed).toHaveTextContent('There was an error loading this course.');
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    await heading('Your progress');
  });

  it('without access: no failure shown (the course frame decides from course_access)', async () => {
    const calls = recordRequests((url) => url.pathname.startsWith('/api/course_home/progress/'));
    await renderApp(progress(auditExpiredCourse.id), { persona: 'audit' });
    // The progress call (started beside the metadata) answers 403 here (the mock's handler tests hold
    // that); whatever the frame does with the expired access, nothing says the progress failed.
    await waitFor(() => expect(calls.length).toBeGreaterThan(0), { timeout: 8000 });
    await mockLmsSettled();
    expect(screen.queryByText('There was an error loading this course.')).not.toBeInTheDocument();
  });

  it('without access where the frame keeps the learner: the tab with empty data', async () => {
    addFault({
      path: '/api/course_home/course_metadata/',
      status: 200,
      body: {
        ...currentMetadata,
        course_access: {
          ...currentMetadata.course_access,
          has_access: false,
          error_code: 'microfrontend_disabled',
        },
      },
    });
    addFault({ path: '/api/course_home/progress', status: 403 });
    await renderApp(progress(demoCourse.id), { persona: 'audit' });
    await heading('Your progress');
    expect(screen.getByText('You currently have no graded problem scores.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('progress tab: audit locks', () => {
  it('partially locks grades with the upgrade prompt and no-access texts', async () => {
    await renderApp(progress(gradesCourse.id), { persona: 'audit' });
    await heading('Your progress');
    const locked = screen.getByRole('group', { name: PARTIALLY_LOCKED });
    expect(within(locked).getByRole('heading', { name: PARTIALLY_LOCKED })).toBeInTheDocument();
    expect(within(locked).getByRole('link', { name: 'Unlock now' })).toHaveAttribute(
      'href',
      'http://localhost:18130/basket/add/?sku=PROG0001',
    );
    for (const part of gradeParts()) expect(isInaccessible(part)).toBe(false);
    const lab = detailedSubsections().find((s) => s.textContent.includes('Lab 1'))!;
    expect(lab).toHaveTextContent('You do not have access to this subsection.');
    expect(within(lab).queryByRole('link')).not.toBeInTheDocument();
    const labRow = within(screen.getByRole('table', { name: 'Grade summary' })).getByRole('rowheader', {
      name: /Lab/,
    });
    expect(labRow).toHaveTextContent('You do not have access to assignments of this type.');
  });

  it('fully locks grades when no graded work is open to the learner', async () => {
    await renderApp(progress(lockedCourse.id), { persona: 'audit' });
    await heading('Your progress');
    expect(
      within(screen.getByRole('group', { name: FULLY_LOCKED })).getByRole('heading', { name: FULLY_LOCKED }),
    ).toBeInTheDocument();
    for (const part of gradeParts()) expect(isInaccessible(part)).toBe(true);
  });

  it('does not lock grades for verified learners', async () => {
    await renderApp(progress(lockedCourse.id), { persona: 'verified' });
    await heading('Your progress');
    expect(screen.queryByRole('group', { name: /^Unlock to/ })).not.toBeInTheDocument();
  });
});

describe('progress tab: staff looking at a learner', () => {
  it('shows the learner’s name, their grades, and the studio link for administrators', async () => {
    await renderApp(progress(gradesCourse.id, 11), { persona: 'staff' });
    await heading('Course progress for verified_learner');
    expect(
      within(courseGrade()).getByText('This learner is currently passing this course'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View grading in Studio' })).toHaveAttribute(
      'href',
      `http://localhost:18010/settings/grading/${gradesCourse.id}`,
    );
  });

  it('asks for another learner by the integer in the address', async () => {
    await renderApp(progress(demoCourse.id, '3'), { persona: 'staff' });
    await heading('Course progress for edx');
    expect(
      within(courseGrade()).getByText('This learner is not currently passing this course'),
    ).toBeInTheDocument();
  });

  it('reads the leading integer of the address as the user id', async () => {
    await renderApp(progress(demoCourse.id, '3abc'), { persona: 'staff' });
    await heading('Course progress for edx');
  });

  it('fails the tab when a learner asks for someone else’s progress (403)', async () => {
    await renderApp(progress(demoCourse.id, 11), { persona: 'audit' });
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'There was an error loading this course.',
    );
  });

  it('shows "Your progress" to staff looking at their own', async () => {
    await renderApp(progress(demoCourse.id), { persona: 'staff' });
    await heading('Your progress');
    expect(screen.getByRole('link', { name: 'View grading in Studio' })).toBeInTheDocument();
  });
});

describe('progress tab: certificate status card', () => {
  const card = async (courseId: string, persona = 'verified') => {
    await renderApp(progress(courseId), { persona });
    await heading('Your progress');
    return certificateCard();
  };

  it('downloadable with a web view: "View my certificate" on the LMS', async () => {
    const c = await card(certDownloadableCourse.id);
    expect(c).toHaveAttribute('data-variant', 'downloadable');
    expect(within(c!).getByRole('heading', { name: 'Your certificate is available!' })).toBeInTheDocument();
    expect(within(c!).getByRole('link', { name: 'View my certificate' })).toHaveAttribute(
      'href',
      lmsUrl('/certificates/7f1c2e3d4b5a'),
    );
  });

  it('downloadable: "Add to LinkedIn profile" when the courseware record gives an address', async () => {
    const calls = recordRequests((url) => url.pathname.startsWith('/api/courseware/course/'));
    const c = await card(certDownloadableCourse.id);
    const linkedin = await within(c!).findByRole('link', { name: 'Add to LinkedIn profile' });
    expect(linkedin).toHaveAttribute(
      'href',
      'https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME&name=Certificate+Web',
    );
    expect(linkedin).toHaveAttribute('target', '_blank');
    expect(calls.map((call) => call.url.pathname)).toEqual([
      `/api/courseware/course/${certDownloadableCourse.id}`,
    ]);
  });

  it('no LinkedIn button without an address', async () => {
    const pdf = await card(certDownloadPdfCourse.id);
    await mockLmsSettled();
    expect(within(pdf!).queryByRole('link', { name: 'Add to LinkedIn profile' })).not.toBeInTheDocument();
  });

  it('no LinkedIn button when the courseware record cannot be read; the card stays', async () => {
    addFault({ path: '/api/courseware/course/', status: 500 });
    const calls = recordRequests((url) => url.pathname.startsWith('/api/courseware/course/'));
    const failed = await card(certDownloadableCourse.id);
    // Asked once more (the client's one retry of a 500), then given up.
    await waitFor(() => expect(calls).toHaveLength(2), { timeout: 3000 });
    await mockLmsSettled();
    expect(within(failed!).getByRole('link', { name: 'View my certificate' })).toBeInTheDocument();
    expect(within(failed!).queryByRole('link', { name: 'Add to LinkedIn profile' })).not.toBeInTheDocument();
    clearFaults();
  });

  it('no LinkedIn button on another learner’s page (the address would be the viewer’s): not asked for', async () => {
    const calls = recordRequests((url) => url.pathname.startsWith('/api/courseware/course/'));
    await renderApp(progress(certDownloadableCourse.id, 11), { persona: 'staff' });
    await heading('Course progress for verified_learner');
    await mockLmsSettled();
    expect(certificateCard()).toHaveAttribute('data-variant', 'downloadable');
    expect(screen.queryByRole('link', { name: 'Add to LinkedIn profile' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('downloadable without a web view: the download address', async () => {
    const c = await card(certDownloadPdfCourse.id);
    expect(within(c!).getByRole('link', { name: 'Download my certificate' })).toHaveAttribute(
      'href',
      'http://localhost:18000/certificates/download/certificate.pdf',
    );
  });

  it('earned but not available: the end date and the availability date', async () => {
    const c = await card(certEarnedCourse.id);
    expect(
      within(c!).getByRole('heading', { name: 'Your certificate will be available soon!' }),
    ).toBeInTheDocument();
    expect(c).toHaveTextContent(
      /This course ends on \w{3} \d{1,2}, \d{4}\. Final grades and any earned certificates are scheduled to be available after \w{3} \d{1,2}, \d{4}\./,
    );
  });

  it('requesting: the request posts generate_user_cert and the card shows the new state', async () => {
    const { user } = await renderApp(progress(certRequestingCourse.id), { persona: 'verified' });
    await heading('Your progress');
    await user.click(screen.getByRole('button', { name: 'Request certificate' }));
    await waitFor(() => expect(certificateCard()).toHaveAttribute('data-variant', 'downloadable'));
    expect(screen.getByRole('link', { name: 'View my certificate' })).toHaveAttribute(
      'href',
      lmsUrl('/certificates/verified_learner-CertRequest'),
    );
  });

  it('requesting: a failed request says so and keeps the button', async () => {
    addFault({ path: '/generate_user_cert', status: 500 });
    const { user } = await renderApp(progress(certRequestingCourse.id), { persona: 'verified' });
    await heading('Your progress');
    await user.click(screen.getByRole('button', { name: 'Request certificate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your certificate could not be requested. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Request certificate' })).toBeEnabled();
  });

  it('unverified: the verify-ID button', async () => {
    const c = await card(certUnverifiedCourse.id);
    expect(within(c!).getByRole('link', { name: 'Verify ID now' })).toHaveAttribute(
      'href',
      `http://localhost:18000/verify_student/verify-now/${certUnverifiedCourse.id}/`,
    );
  });

  it('unverified while verification is pending: the waiting text, no button', async () => {
    const c = await card(certPendingCourse.id);
    expect(c).toHaveTextContent('Your ID verification is pending.');
    expect(within(c!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('audit passing with a verified mode: the upgrade offer', async () => {
    const c = await card(gradesCourse.id, 'audit');
    expect(within(c!).getByRole('heading', { name: 'Earn a certificate' })).toBeInTheDocument();
    expect(within(c!).getByRole('link', { name: 'Upgrade now' })).toHaveAttribute(
      'href',
      'http://localhost:18130/basket/add/?sku=PROG0001',
    );
  });

  it('audit passing without a verified mode: no card', async () => {
    expect(await card(certNoUpgradeCourse.id, 'audit')).toBeNull();
  });

  it('not passing', async () => {
    const c = await card(certNotPassingCourse.id);
    expect(c).toHaveAttribute('data-variant', 'not-passing');
    expect(c).toHaveTextContent('You are not currently passing this course.');
  });

  it('more content coming (scheduled content, not passing)', async () => {
    const c = await card(certInProgressCourse.id);
    expect(within(c!).getByRole('heading', { name: 'More content is coming soon!' })).toBeInTheDocument();
  });

  it.each([
    ['0', null],
    ['2', 'not-passing'],
    ['3', 'in-progress'],
  ])('numeric code %s', async (code, variant) => {
    addFault({
      path: '/api/course_home/progress/',
      status: 200,
      body: { certificate_data: { cert_status: Number(code) }, enrollment_mode: 'verified', username: 'x' },
    });
    const c = await card(demoCourse.id);
    if (variant === null) expect(c).toBeNull();
    else expect(c).toHaveAttribute('data-variant', variant);
  });
});

describe('progress tab: errors (spec §8)', () => {
  it('sends the browser to the legacy progress page on a 404', async () => {
    addFault({ path: '/api/course_home/progress', status: 404 });
    const { navigation } = await renderApp(progress(demoCourse.id), { persona: 'audit' });
    await waitFor(() =>
      expect(navigation.last).toEqual({ type: 'replace', url: lmsUrl(`/courses/${demoCourse.id}/progress`) }),
    );
  });

  it('shows the tab with empty data on a 401', async () => {
    addFault({ path: '/api/course_home/progress', status: 401 });
    await renderApp(progress(demoCourse.id), { persona: 'audit' });
    await heading('Your progress');
    expect(screen.getByText('You currently have no graded problem scores.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: DONUT })).not.toBeInTheDocument();
    expect(certificateCard()).toBeNull();
  });

  it.each([
    ['a server error', { status: 500 }],
    ['a 403 for another learner', { status: 403 }],
    ['a malformed answer', { body: 'wrong-shape' }],
    ['a network failure', { body: 'network' }],
  ])('fails with the spec’s message and a retry on %s', async (_name, fault) => {
    addFault({ path: '/api/course_home/progress', ...fault });
    const { user } = await renderApp(progress(demoCourse.id), { persona: 'audit' });
    const failed = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(failed).toHaveTextContent('There was an error loading this course.');
    clearFaults();
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    await heading('Your progress');
  });
});

describe('progress tab: analytics (spec §7)', () => {
  const events = (name: string) => trackingLog().filter((e) => e.eventType === name);

  it('logs the visit once, with the course and the staff flag', async () => {
    await renderApp(progress(demoCourse.id), { persona: 'audit' });
    await heading('Your progress');
    await waitFor(() => expect(events('edx.ui.lms.course_progress.visited')).toHaveLength(1));
    expect(events('edx.ui.lms.course_progress.visited')[0]!.event).toMatchObject({
      org_key: 'edX',
      courserun_key: demoCourse.id,
      is_staff: false,
      track_variant: 'audit',
    });
  });

  it('logs certificate-status and detailed-grade clicks', async () => {
    const { user } = await renderApp(progress(gradesCourse.id), { persona: 'audit' });
    await heading('Your progress');
    const upgrade = within(certificateCard()!).getByRole('link', { name: 'Upgrade now' });
    upgrade.addEventListener('click', (e) => e.preventDefault());
    await user.click(upgrade);
    const link = screen.getByRole('link', { name: 'Homework 1' });
    link.addEventListener('click', (e) => e.preventDefault());
    await user.click(link);
    await waitFor(() =>
      expect(events('edx.ui.lms.course_progress.certificate_status.clicked')[0]?.event).toMatchObject({
        certificate_status_variant: 'upgrade',
      }),
    );
    await waitFor(() =>
      expect(events('edx.ui.lms.course_progress.detailed_grades_assignment.clicked')[0]?.event).toMatchObject(
        {
          assignment_block_key: gradesCourse.sections[0]!.sequences[1]!.id,
        },
      ),
    );
  });

  it('logs the grades upgrade and related-link clicks', async () => {
    const { user, location } = await renderApp(progress(gradesCourse.id), { persona: 'audit' });
    await heading('Your progress');
    const unlock = within(screen.getByRole('group', { name: PARTIALLY_LOCKED })).getByRole('link', {
      name: 'Unlock now',
    });
    unlock.addEventListener('click', (e) => e.preventDefault());
    await user.click(unlock);
    await user.click(
      within(screen.getByRole('region', { name: 'Related links' })).getByRole('link', {
        name: 'Course Outline',
      }),
    );
    expect(location().pathname).toBe(`/course/${gradesCourse.id}/home`);
    await waitFor(() => expect(events('edx.ui.lms.course_progress.grades_upgrade.clicked')).toHaveLength(1));
    await waitFor(() =>
      expect(events('edx.ui.lms.course_progress.related_links.clicked')[0]?.event).toMatchObject({
        link_clicked: 'course_outline',
        courserun_key: gradesCourse.id,
      }),
    );
  });

  it('keeps the page working when the tracking log fails', async () => {
    addFault({ path: '/event', status: 500 });
    await renderApp(progress(demoCourse.id), { persona: 'audit' });
    await heading('Your progress');
    expect(screen.getByRole('region', { name: 'Detailed grades' })).toBeInTheDocument();
  });

  it('keeps the page working when an analytics call throws', async () => {
    const { platform, logger, user } = await renderApp(progress(gradesCourse.id), { persona: 'verified' });
    await heading('Your progress');
    vi.spyOn(platform.analytics, 'sendTrackEvent').mockImplementation(() => {
      throw new Error('analytics down');
    });
    const link = screen.getByRole('link', { name: 'Homework 1' });
    link.addEventListener('click', (e) => e.preventDefault());
    await user.click(link);
    expect(screen.getByRole('heading', { level: 1, name: 'Your progress' })).toBeInTheDocument();
    expect(logger.errors.join('\n')).toContain('analytics down');
  });
});
