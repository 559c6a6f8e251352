import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import checkLg from 'bootstrap-icons/icons/check-lg.svg?raw';
import example from '@test/contract/examples/outline.json';
import { pinClock } from '@test/mock-lms/clock';
import { resetState } from '@test/mock-lms/state';
import { auditExpiredCourse, demoCourse, largeCourse, notStartedCourse } from '@test/mock-lms/courses';
import {
  authorHtmlCourse,
  certificateReadyCourse,
  certificateRequestCourse,
  certificateSoonCourse,
  certificateVerifyCourse,
  datesShowcaseCourse,
  endingSoonCourse,
  gatedMissedCourse,
  invitationOnlyCourse,
  notPassingCourse,
} from '@test/mock-lms/courses/courseHome';
import { lmsUrl } from '@test/mock-lms/env';
import { addFault, clearFaults } from '@test/mock-lms/faults';
import { trackingLog } from '@test/mock-lms/handlers';
import { mockLms } from '@test/mock-lms/node';
import { setServerEra } from '@test/mock-lms/era';
import { courseHomeState } from '@test/mock-lms/wire/courseHomeTabs';
import { findIcon } from '@test/icons';
import { renderApp } from '@test/render';
import { FLASH_STORAGE_KEY } from '@/components/alerts/flashStore';
import { courseLoadFailure, tryAgainButton } from '@test/pageStates';

const home = (courseId: string) => `/course/${courseId}/home`;

/** Moves the mock LMS's clock, and starts its state (enrolments) from there. */
function pinServerClock(at: string | number) {
  pinClock(at);
  resetState();
}
const DAY = 86_400_000;
const block = (type: string, name: string) => `block-v1:edX+DemoX+Demo_Course+type@${type}+block@${name}`;

/** Waits for the outline of a course to be on screen (its h1 is the course title). */
async function outlineOf(title: string) {
  return screen.findByRole('heading', { level: 1, name: title }, { timeout: 8000 });
}

const sectionButton = (name: string | RegExp) => screen.getByRole('button', { name });

/** The outline: the list of sections. */
const outline = () => screen.getByRole('list', { name: 'Course outline' });
/** The sections of the outline: each has a heading (holding its disclosure button). */
const sections = () => within(outline()).getAllByRole('heading', { level: 2 });
/** The subsection rows: the items of the open sections' lists of subsections (each named by its section). */
const sequenceRows = () =>
  within(outline())
    .queryAllByRole('list')
    .flatMap((list) => within(list).getAllByRole('listitem'));

/** The alerts with no heading: named by what they are about. */
const alertNamed = (name: string) => screen.queryByRole('group', { name });

/** The date banners: alerts named by their headings. */
const RESET_BANNER = 'It looks like you missed some important deadlines based on our suggested schedule.';
const AUDIT_BANNER = 'You are auditing this course.';
const SCHEDULE_BANNER = 'We’ve built a suggested schedule to help you stay on track.';

describe('outline tab: title, start or resume, sections', () => {
  it('shows the course title and "Resume course" to the resume address for a learner who has visited', async () => {
    await renderApp(home(demoCourse.id), { persona: 'verified' });
    await outlineOf('Demonstration Course');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Pick up where you left off')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Resume course' })).toHaveAttribute(
      'href',
      lmsUrl(`/courses/${demoCourse.id}/jump_to/${block('vertical', 'basic_questions_unit_2')}`),
    );
  });

  it('shows "Start course" to the first unit for a learner who has not visited', async () => {
    await renderApp(home(endingSoonCourse.id), { persona: 'verified' });
    await outlineOf('Course Ending Soon');
    expect(screen.getByText('Begin your course today')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start course' })).toHaveAttribute(
      'href',
      lmsUrl(
        `/courses/${endingSoonCourse.id}/jump_to/${endingSoonCourse.sections[0]!.sequences[0]!.units[0]!.id}`,
      ),
    );
  });

  it('opens only the section with the resume point, and expands and collapses all', async () => {
    const { user } = await renderApp(home(demoCourse.id), { persona: 'verified' });
    await outlineOf('Demonstration Course');
    const intro = sectionButton(/^Introduction/);
    const week1 = sectionButton(/^Example Week 1/);
    const week2 = sectionButton(/^Example Week 2/);
    expect(intro).toHaveAttribute('aria-expanded', 'false');
    expect(week1).toHaveAttribute('aria-expanded', 'true');
    expect(week2).toHaveAttribute('aria-expanded', 'false');
    expect(sequenceRows()).toHaveLength(3);
    expect(
      within(screen.getByRole('list', { name: 'Example Week 1: Getting Started' })).getAllByRole('listitem'),
    ).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    for (const button of [intro, week1, week2]) expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(sequenceRows()).toHaveLength(8);

    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    for (const button of [intro, week1, week2]) expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(sequenceRows()).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Expand all' })).toHaveFocus();
  });

  it('opens and closes one section from the keyboard', async () => {
    const { user } = await renderApp(home(demoCourse.id), { persona: 'verified' });
    await outlineOf('Demonstration Course');
    const intro = sectionButton(/^Introduction/);
    intro.focus();
    await user.keyboard('{Enter}');
    expect(intro).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Demo Course Overview' })).toBeInTheDocument();
    await user.keyboard(' ');
    expect(intro).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Demo Course Overview' })).not.toBeInTheDocument();
  });

  it('marks completed sections and subsections for sight and for screen readers', async () => {
    const { user } = await renderApp(home(demoCourse.id), { persona: 'verified' });
    await outlineOf('Demonstration Course');
    expect(sectionButton(/^Introduction/)).toHaveAccessibleName('Introduction Completed section');
    expect(sectionButton(/^Example Week 1/)).toHaveAccessibleName(
      'Example Week 1: Getting Started Incomplete section',
    );
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    const rows = sequenceRows();
    expect(within(rows[0]!).getByText('Completed')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Incomplete')).toBeInTheDocument();
  });

  it('shows a subsection’s kind and due date, the graded icon, effort, and links it into the app', async () => {
    pinServerClock('2030-01-10T12:00:00Z');
    await renderApp(home(demoCourse.id), { persona: 'audit' });
    await outlineOf('Demonstration Course');
    const homework = screen.getByRole('link', { name: 'Homework - Question Styles' }).closest('li')!;
    expect(within(homework).getByText('Homework due Dec 21, 2029')).toBeInTheDocument();
    expect(within(homework).getByRole('img', { name: 'Graded' })).toBeInTheDocument();
    expect(within(homework).getByText(/20 min · 6 activities/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Homework - Question Styles' })).toHaveAttribute(
      'href',
      `/course/${demoCourse.id}/${block('sequential', 'basic_questions')}`,
    );
    const lesson = screen.getByRole('link', { name: 'Lesson 1 - Getting Started' }).closest('li')!;
    expect(within(lesson).queryByRole('img', { name: 'Graded' })).not.toBeInTheDocument();
    expect(within(lesson).getByText(/15 min · 4 activities/)).toBeInTheDocument();
  });

  it('shows due dates as day, short month and year in the learner’s time zone', async () => {
    // Due 20 days before the pinned clock, at 02:30 UTC: still the day before in New York.
    pinServerClock('2030-01-10T02:30:00Z');
    await renderApp(home(demoCourse.id), { persona: 'verified' });
    await outlineOf('Demonstration Course');
    expect(screen.getByText('Homework due Dec 20, 2029')).toBeInTheDocument();
  });

  it('rounds effort up to whole minutes', async () => {
    const blocks = structuredClone(example.course_blocks.blocks) as Record<string, Record<string, unknown>>;
    blocks[block('sequential', 'lesson_1')]!.effort_time = 61;
    mockLms.use(
      http.get(lmsUrl('/api/course_home/outline/:courseId'), () =>
        HttpResponse.json({ ...example, course_blocks: { blocks } }),
      ),
    );
    await renderApp(home(demoCourse.id), { persona: 'audit' });
    await outlineOf('Demonstration Course');
    expect(screen.getByText(/2 min · 4 activities/)).toBeInTheDocument();
  });

  it('shows the title without a link when the learner may not follow it', async () => {
    // The mock's final exam is not open yet: the LMS sends no address for it (show_link false).
    const app = await renderApp(home(datesShowcaseCourse.id), { persona: 'verified' });
    await outlineOf('Dates and Badges');
    await app.user.click(screen.getByRole('button', { name: 'Expand all' }));
    // The title (and its "Final Exam" kind below it) is there, and none of it is a link.
    const texts = await screen.findAllByText('Final Exam');
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text.closest('a')).toBeNull();
    expect(screen.queryByRole('link', { name: /Final Exam/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Homework 3' }).length).toBeGreaterThan(0);
  });

  it('links to the legacy page when this app’s courseware cannot load the course', async () => {
    const { courseMetadataBody } = await import('@test/mock-lms/wire/courseMetadata');
    const { viewerFor, signedIn } = await import('@test/mock-lms/viewer');
    mockLms.use(
      http.get(lmsUrl('/api/course_home/course_metadata/:courseId'), ({ cookies }) =>
        HttpResponse.json({
          ...courseMetadataBody(demoCourse, viewerFor(signedIn(cookies), demoCourse.id), null),
          can_load_courseware: false,
        }),
      ),
    );
    await renderApp(home(demoCourse.id), { persona: 'audit' });
    await outlineOf('Demonstration Course');
    expect(screen.getByRole('link', { name: 'Homework - Question Styles' })).toHaveAttribute(
      'href',
      lmsUrl(`/courses/${demoCourse.id}/jump_to/${block('sequential', 'basic_questions')}?experience=legacy`),
    );
  });

  it.each([
    ['a javascript: address', 'javascript:alert(document.domain)'],
    ['a data: address', 'data:text/html,<script>alert(1)</script>'],
    ['on another site', 'https://evil.example/jump_to/x?experience=legacy'],
    ['protocol-relative', '//evil.example/jump_to/x?experience=legacy'],
  ])('never links the title to the legacy page the LMS gives when it is %s', async (_name, address) => {
    const { courseMetadataBody } = await import('@test/mock-lms/wire/courseMetadata');
    const { viewerFor, signedIn } = await import('@test/mock-lms/viewer');
    const blocks = structuredClone(example.course_blocks.blocks) as Record<string, Record<string, unknown>>;
    blocks[block('sequential', 'basic_questions')]!.legacy_web_url = address;
    mockLms.use(
      http.get(lmsUrl('/api/course_home/course_metadata/:courseId'), ({ cookies }) =>
        HttpResponse.json({
          ...courseMetadataBody(demoCourse, viewerFor(signedIn(cookies), demoCourse.id), null),
          can_load_courseware: false,
        }),
      ),
      http.get(lmsUrl('/api/course_home/outline/:courseId'), () =>
        HttpResponse.json({ ...example, course_blocks: { blocks } }),
      ),
    );
    await renderApp(home(demoCourse.id), { persona: 'audit' });
    await outlineOf('Demonstration Course');
    // A scheme other than http(s) is dropped where the answer is read, so the block's LMS page stands in;
    // an http(s) address on another site is refused where the link is made, which leaves no link.
    const link = screen.getByText('Homework - Question Styles').closest('a');
    if (address.startsWith('javascript:') || address.startsWith('data:'))
      expect(link).toHaveAttribute(
        'href',
        lmsUrl(`/courses/${demoCourse.id}/jump_to/${block('sequential', 'basic_questions')}`),
      );
    else expect(link).toBeNull();
    // The other subsections keep their legacy links.
    expect(screen.getByRole('link', { name: 'Lesson 1 - Getting Started' })).toHaveAttribute(
      'href',
      expect.stringContaining('experience=legacy'),
    );
  });

  it('shows the generated large course at once and expands all 300 subsections', async () => {
    const { user } = await renderApp(home(largeCourse.id), { persona: 'verified' });
    await outlineOf('Large Course for Benchmarks');
    expect(sections()).toHaveLength(30);
    const started = performance.now();
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(sequenceRows()).toHaveLength(300);
    expect(performance.now() - started).toBeLessThan(8000);
  });
});

describe('outline tab: alerts', () => {
  it('asks a visitor to sign in or register on a private course, and shows no content', async () => {
    await renderApp(home(demoCourse.id), { persona: null });
    await outlineOf('Demonstration Course');
    const alert = await screen.findByRole('group', { name: 'Sign-in required' });
    expect(alert).toHaveTextContent('To see course content, sign in or register.');
    expect(within(alert).getByRole('link', { name: 'sign in' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^http:\/\/localhost:18000\/login\?next=/),
    );
    expect(within(alert).getByRole('link', { name: 'register' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^http:\/\/localhost:18000\/register\?next=/),
    );
    expect(screen.queryByRole('list', { name: 'Course outline' })).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(alertNamed('Enrollment')).not.toBeInTheDocument();
  });

  it('enrolls a signed-in learner, then confirms it once after the reload, dismissibly', async () => {
    const first = await renderApp(home(demoCourse.id), { persona: 'unenrolled' });
    await outlineOf('Demonstration Course');
    const alert = await screen.findByRole('group', { name: 'Enrollment' });
    expect(alert).toHaveTextContent('You must be enrolled in the course to see course content.');
    await first.user.click(within(alert).getByRole('button', { name: 'Enroll now' }));
    await waitFor(() => expect(first.navigation.last).toEqual({ type: 'reload' }));
    expect(JSON.parse(sessionStorage.getItem(FLASH_STORAGE_KEY) ?? '[]')).toMatchObject([
      { type: 'success', topic: 'course', code: 'enrollment-success' },
    ]);
    expect(trackingLog().map((e) => e.eventType)).toContain('edx.bi.user.course-home.enrollment');

    // The reload: the learner is enrolled now, and the confirmation shows once.
    cleanup();
    const second = await renderApp(home(demoCourse.id), { persona: 'unenrolled' });
    await outlineOf('Demonstration Course');
    const flash = await screen.findByRole('group', { name: 'Success' });
    expect(flash).toHaveTextContent('You have successfully enrolled in this course!');
    expect(alertNamed('Enrollment')).not.toBeInTheDocument();
    expect(sections().length).toBeGreaterThan(0);
    await second.user.click(within(flash).getByRole('button', { name: 'Dismiss' }));
    expect(alertNamed('Success')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();

    cleanup();
    await renderApp(home(demoCourse.id), { persona: 'unenrolled' });
    await outlineOf('Demonstration Course');
    expect(alertNamed('Success')).not.toBeInTheDocument();
  });

  it('keeps the learner on the page with a message when enrolling fails', async () => {
    addFault({ path: '/api/enrollment/v1/enrollment', status: 500 });
    const { user, navigation } = await renderApp(home(demoCourse.id), { persona: 'unenrolled' });
    await outlineOf('Demonstration Course');
    await user.click(await screen.findByRole('button', { name: 'Enroll now' }));
    expect(
      await screen.findByText('We could not enroll you in this course. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enroll now' })).toBeEnabled();
    expect(navigation.calls).toEqual([]);
    expect(sessionStorage.getItem(FLASH_STORAGE_KEY)).toBeNull();
  });

  it('shows the extra text and no enroll button when the LMS does not allow enrolling', async () => {
    await renderApp(home(invitationOnlyCourse.id), { persona: 'unenrolled' });
    await outlineOf('Invitation-Only Course');
    const alert = await screen.findByRole('group', { name: 'Enrollment' });
    expect(alert).toHaveTextContent('This course is by invitation only.');
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  });

  it('tells staff they are viewing an unenrolled course, with the content and a way to enroll', async () => {
    await renderApp(home(demoCourse.id), { persona: 'staff' });
    await outlineOf('Demonstration Course');
    const alert = await screen.findByRole('group', { name: 'Enrollment' });
    expect(alert).toHaveTextContent('You are viewing this course as staff, and are not enrolled.');
    expect(within(alert).getByRole('button', { name: 'Enroll now' })).toBeInTheDocument();
    expect(sections()).toHaveLength(3);
  });

  it('counts down to the course end by the server’s clock, not the device’s', async () => {
    // The server is two days ahead of this device; the course ends five days after the server's now.
    pinServerClock(Date.now() + 2 * DAY);
    await renderApp(home(endingSoonCourse.id), { persona: 'verified' });
    await outlineOf('Course Ending Soon');
    const alert = await screen.findByRole('group', { name: 'Course end' });
    expect(alert).toHaveTextContent(/^This course is ending in 5 days on \w{3} \d{1,2}, \d{4}\./);
    expect(alert).toHaveTextContent(
      'After the course ends, the course content will be archived and no longer active.',
    );
  });

  it('shows no course-end alert when the end is more than 14 days away', async () => {
    await renderApp(home(demoCourse.id), { persona: 'verified' });
    await outlineOf('Demonstration Course');
    expect(alertNamed('Course end')).not.toBeInTheDocument();
  });

  it.each([
    [
      'downloadable',
      certificateReadyCourse,
      'Congratulations! Your certificate is ready.',
      'View my certificate',
    ],
    [
      'unverified',
      certificateVerifyCourse,
      'Verify your identity to qualify for a certificate.',
      'Verify my ID',
    ],
    ['not passing', notPassingCourse, 'You are not eligible for a certificate', 'View grades'],
  ])('shows the certificate alert for %s', async (_status, course, heading, action) => {
    await renderApp(home(course.id), { persona: 'verified' });
    await outlineOf(course.title);
    const alert = await screen.findByRole('group', { name: heading });
    expect(within(alert).getByRole('link', { name: action })).toBeInTheDocument();
  });

  it('links the certificate to its web view on the LMS', async () => {
    await renderApp(home(certificateReadyCourse.id), { persona: 'verified' });
    await outlineOf(certificateReadyCourse.title);
    expect(await screen.findByRole('link', { name: 'View my certificate' })).toHaveAttribute(
      'href',
      lmsUrl('/certificates/0b6a1e2c3d4f4a5b8c9d0e1f2a3b4c5d'),
    );
  });

  it('explains when an earned certificate becomes available', async () => {
    pinServerClock('2030-01-10T12:00:00Z');
    await renderApp(home(certificateSoonCourse.id), { persona: 'verified' });
    await outlineOf(certificateSoonCourse.title);
    expect(
      await screen.findByRole('group', { name: 'Your grade and certificate will be ready soon!' }),
    ).toHaveTextContent(
      'Your grade and certificate will be ready soon!This course ended on Jan 7, 2030. Final grades and any earned certificates are scheduled to be available after Jan 30, 2030.',
    );
  });

  it('requests the certificate and says so', async () => {
    const { user } = await renderApp(home(certificateRequestCourse.id), { persona: 'verified' });
    await outlineOf(certificateRequestCourse.title);
    await user.click(await screen.findByRole('button', { name: 'Request certificate' }));
    expect(
      await screen.findByText(
        'Your certificate request has been received. Your certificate will be ready soon.',
      ),
    ).toBeInTheDocument();
  });

  it('shows no "not passing" alert to audit learners', async () => {
    // The same course shows it to a verified learner (and the alert's chunk is loaded after this).
    await renderApp(home(notPassingCourse.id), { persona: 'verified' });
    await outlineOf(notPassingCourse.title);
    const notPassing = { name: 'You are not eligible for a certificate' };
    expect(await screen.findByRole('group', notPassing)).toBeInTheDocument();
    cleanup();
    await renderApp(home(notPassingCourse.id), { persona: 'audit' });
    await outlineOf(notPassingCourse.title);
    expect(screen.queryByRole('group', notPassing)).not.toBeInTheDocument();
  });

  it('tells enrolled learners more content is coming, with a link to the dates', async () => {
    await renderApp(home(demoCourse.id), { persona: 'verified' });
    await outlineOf('Demonstration Course');
    const alert = await screen.findByRole('group', { name: 'More content is coming soon!' });
    expect(within(alert).getByRole('heading', { name: 'More content is coming soon!' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'View course dates' })).toHaveAttribute(
      'href',
      `/course/${demoCourse.id}/dates`,
    );
  });

  it('shows staff viewing as a learner that the course has not started, and when it starts', async () => {
    pinServerClock('2030-01-10T12:00:00Z');
    await renderApp(home(notStartedCourse.id), { persona: 'staff-as-audit' });
    await outlineOf('Introduction to Future Studies');
    const staffTools = await screen.findByRole('region', { name: 'Staff tools' });
    expect(
      await within(staffTools).findByText(
        'This learner does not yet have access to this course. The course starts on Feb 9, 2030.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Course start' })).toHaveTextContent(
      'Course starts in 30 days on Feb 9, 2030.Don’t forget to add a calendar reminder!',
    );
  });

  it('shows staff viewing as a learner whose access expired when it expired', async () => {
    await renderApp(home(auditExpiredCourse.id), { persona: 'staff-as-audit' });
    await outlineOf('Archived Audit Course');
    const staffTools = await screen.findByRole('region', { name: 'Staff tools' });
    expect(
      await within(staffTools).findByText(
        /^This learner no longer has access to this course\. Their access expired on \w{3} \d{1,2}, \d{4}\.$/,
      ),
    ).toBeInTheDocument();
  });
});

// The spec's goal picker, for an LMS that sends goal_options (today's weekly goal: goal/WeeklyGoalCard.test.tsx).
describe('outline tab: goal (the spec’s LMS)', () => {
  it('saves the goal chosen on the goal card, shows the server’s header, and keeps it', async () => {
    setServerEra('spec');
    const { user } = await renderApp(home(demoCourse.id), { persona: 'verified' });
    await outlineOf('Demonstration Course');
    const card = screen.getByRole('region', { name: 'Welcome to Demonstration Course' });
    expect(card).toHaveTextContent(
      'To start, set a course goal by selecting the option below that best describes your learning plan.',
    );
    const goals = within(card).getByRole('group', { name: 'Course goals' });
    expect(
      within(goals)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Earn a certificate', 'Complete the course', 'Explore the course']);
    await user.click(within(goals).getByRole('button', { name: 'Earn a certificate' }));
    expect(screen.queryByRole('region', { name: 'Welcome to Demonstration Course' })).not.toBeInTheDocument();
    const editor = screen.getByRole('region', { name: 'Goal' });
    expect(editor).toHaveTextContent('Earn a certificate');
    expect(editor).toHaveFocus();
    expect(await screen.findByText('Your goal has been set: Earn a certificate.')).toBeInTheDocument();

    cleanup();
    await renderApp(home(demoCourse.id), { persona: 'verified' });
    await outlineOf('Demonstration Course');
    expect(screen.getByRole('region', { name: 'Goal' })).toHaveTextContent('Earn a certificate');
    expect(screen.queryByRole('region', { name: 'Welcome to Demonstration Course' })).not.toBeInTheDocument();
  });

  it('offers "Not sure yet" apart from the goals, and saves it as the reserved key', async () => {
    setServerEra('spec');
    const { user } = await renderApp(home(demoCourse.id), { persona: 'verified' });
    await outlineOf('Demonstration Course');
    await user.click(screen.getByRole('button', { name: 'Not sure yet' }));
    expect(screen.getByRole('region', { name: 'Goal' })).toHaveTextContent('Not sure yet');
    await waitFor(() => expect([...courseHomeState().goals.values()]).toEqual(['unsure']));
  });

  it('changes the goal with the editor, from the keyboard', async () => {
    setServerEra('spec');
    courseHomeState().goals.set(`verified_learner|${demoCourse.id}`, 'explore');
    const { user } = await renderApp(home(demoCourse.id), { persona: 'verified' });
    await outlineOf('Demonstration Course');
    const editor = screen.getByRole('region', { name: 'Goal' });
    expect(editor).toHaveTextContent('Explore the course');
    await user.click(within(editor).getByRole('button', { name: 'Edit goal' }));
    const select = within(editor).getByRole('combobox', { name: 'Goal' });
    expect(select).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(editor).getByRole('button', { name: 'Edit goal' })).toHaveFocus());
    await user.click(within(editor).getByRole('button', { name: 'Edit goal' }));
    await user.selectOptions(within(editor).getByRole('combobox', { name: 'Goal' }), 'Complete the course');
    expect(editor).toHaveTextContent('Complete the course');
    expect(await screen.findByText('Your goal has been set: Complete the course.')).toBeInTheDocument();
    expect(courseHomeState().goals.get(`verified_learner|${demoCourse.id}`)).toBe('complete');
  });

  it('brings the goal card back and says so when saving fails', async () => {
    setServerEra('spec');
    addFault({ path: '/api/course_home/save_course_goal', status: 500 });
    const { user } = await renderApp(home(demoCourse.id), { persona: 'verified' });
    await outlineOf('Demonstration Course');
    await user.click(screen.getByRole('button', { name: 'Explore the course' }));
    expect(await screen.findByText('Your goal could not be saved. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Welcome to Demonstration Course' })).toBeInTheDocument();
  });
});

describe('outline tab: sidebar', () => {
  it('shows the welcome message and dismisses it at once and for good', async () => {
    const { user } = await renderApp(home(demoCourse.id), { persona: 'verified' });
    await outlineOf('Demonstration Course');
    const sidebar = screen.getByRole('complementary', { name: 'Course information' });
    const welcome = await within(sidebar).findByText(
      'Welcome to the Demonstration Course! Week 2 is now open.',
    );
    expect(welcome).toBeInTheDocument();
    // The server holds its answer back for a second: the message must be gone well before it.
    addFault({ path: '/api/course_home/dismiss_welcome_message', delayMs: 1000, times: 1 });
    await user.click(screen.getByRole('button', { name: 'Dismiss the welcome message' }));
    await waitFor(
      () => expect(screen.queryByRole('region', { name: 'Welcome message' })).not.toBeInTheDocument(),
      {
        timeout: 500,
      },
    );
    expect(courseHomeState().welcomeDismissed.size).toBe(0);
    expect(sidebar).toHaveFocus();
    await waitFor(() => expect(courseHomeState().welcomeDismissed.size).toBe(1), { timeout: 3000 });

    cleanup();
    await renderApp(home(demoCourse.id), { persona: 'verified' });
    await outlineOf('Demonstration Course');
    expect(screen.queryByRole('region', { name: 'Welcome message' })).not.toBeInTheDocument();
  });

  it('brings the welcome message back when the dismissal fails', async () => {
    addFault({ path: '/api/course_home/dismiss_welcome_message', status: 500 });
    const { user } = await renderApp(home(demoCourse.id), { persona: 'verified' });
    await outlineOf('Demonstration Course');
    await screen.findByText('Welcome to the Demonstration Course! Week 2 is now open.');
    await user.click(screen.getByRole('button', { name: 'Dismiss the welcome message' }));
    expect(
      await screen.findByText('Welcome to the Demonstration Course! Week 2 is now open.'),
    ).toBeInTheDocument();
  });

  it('cuts a welcome message over 100 words, with Show More and Show Less', async () => {
    const { user } = await renderApp(home(authorHtmlCourse.id), { persona: 'verified' });
    await outlineOf('Author HTML Course');
    const welcome = screen.getByRole('region', { name: 'Welcome message' });
    const more = await within(welcome).findByRole('button', { name: 'Show More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(welcome).not.toHaveTextContent('Paragraph 6');
    expect(welcome.textContent).toContain('…');
    await user.click(more);
    expect(welcome).toHaveTextContent('Paragraph 6');
    await user.click(within(welcome).getByRole('button', { name: 'Show Less' }));
    expect(welcome).not.toHaveTextContent('Paragraph 6');
  });

  it('renders author HTML without scripts, handlers, javascript: links or styles, keeping links', async () => {
    const { user } = await renderApp(home(authorHtmlCourse.id), { persona: 'verified' });
    await outlineOf('Author HTML Course');
    const welcome = screen.getByRole('region', { name: 'Welcome message' });
    await within(welcome).findByRole('button', { name: 'Show More' });
    await user.click(within(welcome).getByRole('button', { name: 'Show More' }));
    const handouts = await screen.findByRole('region', { name: 'Course Handouts' });
    await within(handouts).findByRole('link', { name: 'Syllabus' });
    for (const area of [welcome, handouts]) {
      expect(area.querySelector('script, iframe, style, [style]')).toBeNull();
      expect(area.innerHTML).not.toMatch(/onerror|javascript:|__authorScriptRan/);
    }
    expect(within(welcome).getByRole('link', { name: 'course page' })).toHaveAttribute(
      'href',
      lmsUrl(`/courses/${authorHtmlCourse.id}/about`),
    );
    expect(within(welcome).getByRole('link', { name: 'reading list' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(within(handouts).getByRole('link', { name: 'Syllabus' })).toHaveAttribute(
      'href',
      lmsUrl('/static/syllabus.pdf'),
    );
    expect((window as unknown as { __authorScriptRan?: string }).__authorScriptRan).toBeUndefined();
  });

  it('lists the important dates with a link to the dates tab', async () => {
    await renderApp(home(demoCourse.id), { persona: 'audit' });
    await outlineOf('Demonstration Course');
    const widget = screen.getByRole('region', { name: 'Important dates' });
    expect(within(widget).getByRole('heading', { name: 'Important dates' })).toBeInTheDocument();
    expect(within(widget).getByText('Verification Upgrade Deadline')).toBeInTheDocument();
    expect(within(widget).getByRole('link', { name: 'Upgrade to Verified Certificate' })).toBeInTheDocument();
    expect(within(widget).getByRole('link', { name: 'View all course dates' })).toHaveAttribute(
      'href',
      `/course/${demoCourse.id}/dates`,
    );
  });

  it('lists course tools and logs which one was opened', async () => {
    const { user } = await renderApp(home(demoCourse.id), { persona: 'audit' });
    await outlineOf('Demonstration Course');
    const tools = screen.getByRole('region', { name: 'Course Tools' });
    const bookmarks = within(tools).getByRole('link', { name: 'Bookmarks' });
    expect(bookmarks).toHaveAttribute('href', lmsUrl(`/courses/${demoCourse.id}/bookmarks/`));
    bookmarks.addEventListener('click', (event) => event.preventDefault());
    await user.click(bookmarks);
    await waitFor(() =>
      expect(trackingLog().find((e) => e.eventType === 'edx.course.tool.accessed')?.event).toMatchObject({
        tool_name: 'edx.bookmarks',
        is_staff: false,
        course_id: demoCourse.id,
      }),
    );
  });

  it('shows the upgrade card in the sidebar to the audit learner (sidebar/UpgradeSlot.test.tsx has the rest)', async () => {
    await renderApp(home(demoCourse.id), { persona: 'audit' });
    await outlineOf('Demonstration Course');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Upgrade your course today' }, { timeout: 8000 }),
    ).toBeInTheDocument();
  });
});

describe('outline tab: date-shift banners', () => {
  it('shifts due dates from the outline, shows the answer as a toast, and reloads the data', async () => {
    const { user } = await renderApp(home(demoCourse.id), { persona: 'audit' });
    await outlineOf('Demonstration Course');
    const banner = await screen.findByRole('group', { name: RESET_BANNER });
    expect(banner).toHaveTextContent(
      'It looks like you missed some important deadlines based on our suggested schedule.',
    );
    await user.click(within(banner).getByRole('button', { name: 'Shift due dates' }));
    expect(
      await screen.findByText('Your due dates have been successfully shifted to help you stay on track.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all dates' })).toHaveAttribute(
      'href',
      expect.stringContaining(`/course/${demoCourse.id}/dates`),
    );
    await waitFor(() => expect(alertNamed(RESET_BANNER)).not.toBeInTheDocument());
    expect(courseHomeState().deadlineShifts.size).toBe(1);
  });

  it('offers an upgrade instead when the missed work is gated', async () => {
    await renderApp(home(gatedMissedCourse.id), { persona: 'audit' });
    await outlineOf('Missed Graded Work');
    const banner = await screen.findByRole('group', { name: AUDIT_BANNER });
    expect(banner).toHaveTextContent(
      'To complete graded assignments as part of this course and shift the past due assignments into the future, you can upgrade today.',
    );
    expect(within(banner).getByRole('link', { name: 'Upgrade to shift due dates' })).toHaveAttribute(
      'href',
      'http://localhost:18130/basket/add/?sku=SCEN0001',
    );
    expect(alertNamed(RESET_BANNER)).not.toBeInTheDocument();
  });

  it('shows no banner to a learner who missed nothing', async () => {
    await renderApp(home(endingSoonCourse.id), { persona: 'verified' });
    await outlineOf('Course Ending Soon');
    for (const heading of [RESET_BANNER, AUDIT_BANNER, SCHEDULE_BANNER]) {
      expect(alertNamed(heading)).not.toBeInTheDocument();
    }
  });
});

describe('outline tab: failures (spec §8)', () => {
  it('sends the browser to the legacy course page on a 404 (the spec’s LMS)', async () => {
    setServerEra('spec');
    addFault({ path: '/api/course_home/outline', status: 404 });
    const { navigation } = await renderApp(home(demoCourse.id), { persona: 'verified' });
    await waitFor(
      () =>
        expect(navigation.last).toEqual({
          type: 'replace',
          url: lmsUrl(`/courses/${demoCourse.id}/course/`),
        }),
      { timeout: 10000 },
    );
  });

  it('shows the failure with a retry on a 404 from today’s LMS, whose legacy course page leads back here', async () => {
    addFault({ path: '/api/course_home/outline', status: 404, times: 1 });
    const { navigation, user } = await renderApp(home(demoCourse.id), { persona: 'verified' });
    expect(await screen.findByText('There was an error loading this course.')).toBeInTheDocument();
    expect(navigation.calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Expand all/ })).toBeInTheDocument();
  });

  it('shows what the course access allows over an empty outline when the outline is refused (403) and access is denied', async () => {
    addFault({ path: '/api/course_home/outline', status: 403, body: { detail: 'Nope.' } });
    const { navigation } = await renderApp(home(demoCourse.id), { persona: 'unenrolled' });
    expect(
      await screen.findByText(
        'You must be enrolled in the course to see course content.',
        {},
        { timeout: 10000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Demonstration Course' })).toBeInTheDocument();
    expect(screen.queryByText('There was an error loading this course.')).toBeNull();
    expect(navigation.calls).toEqual([]);
  });

  it('shows the failure when the outline is refused (403) while the course access still grants it', async () => {
    addFault({ path: '/api/course_home/outline', status: 403, body: { detail: 'Nope.' } });
    await renderApp(home(demoCourse.id), { persona: 'verified' });
    expect(await screen.findByText('There was an error loading this course.')).toBeInTheDocument();
  });

  it.each([
    ['a 500', { status: 500 }],
    ['a malformed body', { body: 'malformed' as const }],
    ['a body of the wrong shape', { body: 'wrong-shape' as const }],
    ['a network failure', { body: 'network' as const }],
  ])('shows the spec’s failure message on %s, and tries again', async (_name, fault) => {
    addFault({ path: '/api/course_home/outline', ...fault });
    const { user } = await renderApp(home(demoCourse.id), { persona: 'verified' });
    expect(await courseLoadFailure()).toBeInTheDocument();
    clearFaults();
    await user.click(tryAgainButton());
    await outlineOf('Demonstration Course');
  });

  it('logs unexpected blocks and skips them', async () => {
    const blocks = structuredClone(example.course_blocks.blocks) as Record<string, Record<string, unknown>>;
    blocks.odd = { id: 'odd', type: 'html', display_name: 'Odd' };
    mockLms.use(
      http.get(lmsUrl('/api/course_home/outline/:courseId'), () =>
        HttpResponse.json({ ...example, course_blocks: { blocks } }),
      ),
    );
    const { logger } = await renderApp(home(demoCourse.id), { persona: 'audit' });
    await outlineOf('Demonstration Course');
    await waitFor(() => expect(logger.infos).toContain('Unexpected course block type: html (odd)'));
  });
});

describe('outline tab: account activation', () => {
  it('shows the activation message once when the LMS left its cookie, and resends the email', async () => {
    const { user } = await renderApp(home(demoCourse.id), { persona: 'unenrolled' });
    // After sign-in (which clears cookies), before the outline opens: as the LMS leaves it after registration.
    document.cookie = 'show-account-activation-popup=true; path=/';
    await outlineOf('Demonstration Course');
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Activate your account so you can log back in' },
      { timeout: 10000 },
    );
    expect(document.cookie).not.toContain('show-account-activation-popup');
    expect(dialog).toHaveTextContent(
      'We sent an email to curious@example.com with a link to activate your account. Can’t find it? Check your spam folder or resend the email.',
    );
    addFault({ path: '/api/send_account_activation_email', delayMs: 300, times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'resend the email' }));
    // A spinner while it is sent, then a check mark.
    expect(within(dialog).getByText('Sending the email…')).toBeInTheDocument();
    expect(dialog.querySelector('.spinner-border')).not.toBeNull();
    expect(await within(dialog).findByText('The email has been sent.')).toBeInTheDocument();
    expect(dialog.querySelector('.spinner-border')).toBeNull();
    expect(findIcon(dialog, checkLg)).not.toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Continue to edX' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows no activation message without the cookie', async () => {
    await renderApp(home(demoCourse.id), { persona: 'unenrolled' });
    await outlineOf('Demonstration Course');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('outline tab: languages', () => {
  it('speaks French, dates included', async () => {
    const { loadMessages } = await import('@/platform/i18n');
    pinServerClock('2030-01-10T12:00:00Z');
    await renderApp(home(demoCourse.id), {
      persona: 'audit',
      locale: 'fr',
      messages: await loadMessages('fr'),
    });
    await outlineOf('Demonstration Course');
    expect(screen.getByRole('link', { name: 'Reprendre le cours' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tout déplier' })).toBeInTheDocument();
    expect(screen.getByText('Homework à rendre le 21 déc. 2029')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Décaler les dates limites' })).toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    const { loadMessages } = await import('@/platform/i18n');
    await renderApp(home(demoCourse.id), {
      persona: 'audit',
      locale: 'ar',
      messages: await loadMessages('ar'),
    });
    await outlineOf('Demonstration Course');
    expect(screen.getByRole('link', { name: 'متابعة المساق' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'معلومات المساق' })).toBeInTheDocument();
  });
});
