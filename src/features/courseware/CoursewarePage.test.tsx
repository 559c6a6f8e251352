import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { demoCourse, largeCourse } from '@test/mock-lms/courses';
import { certificateReadyCourse, gatedMissedCourse } from '@test/mock-lms/courses/courseHome';
import { lmsUrl } from '@test/mock-lms/env';
import { setServerEra } from '@test/mock-lms/era';
import { addFault } from '@test/mock-lms/faults';
import { mockLms } from '@test/mock-lms/node';
import { findPersona } from '@test/mock-lms/personas';
import { viewerFor } from '@test/mock-lms/viewer';
import { learningSequencesBody } from '@test/mock-lms/wire/courseware';
import { setOf, state } from '@test/mock-lms/state';
import { courseHomeState } from '@test/mock-lms/wire/courseHomeTabs';
import { renderApp } from '@test/render';
import { coursewareApi } from '@/lms/courseware/api';
import { mockLmsSettled, recordRequests } from '@test/mock-lms/requests';
import {
  frameLoaded,
  hasOutline,
  outlineLoaded,
  postFromUnit,
  sequenceNavigation,
  unitFrame,
  unitHeading,
  unitNavigation,
} from '@test/unitPage';

const C = demoCourse.id;
const demo = (type: string, name: string) => `block-v1:edX+DemoX+Demo_Course+type@${type}+block@${name}`;
const BASIC = demo('sequential', 'basic_questions');
const unit = (n: number) => demo('vertical', `basic_questions_unit_${n}`);

/** A message as the unit frame would post it (origin and source), or from elsewhere. */
const frame = unitFrame;
const post = postFromUnit;

/** Previous and Next beside the unit's title (today's layout, the default: decision 0023). */
const topNav = unitNavigation;
/** The spec's layout (a test that pins it): its breadcrumbs. */
const crumbItems = () =>
  within(screen.getByRole('navigation', { name: 'Course location' })).getAllByRole('listitem');

/** The course outline follows the unit (at most 1 s after its sequence paints: decision 0017). */
const OUTLINE = { timeout: 3000 };
/** Waits for the breadcrumbs the course outline brings (course home, section, sequence). */
const outlineShown = () => waitFor(() => expect(crumbItems()).toHaveLength(3), OUTLINE);

/** The resume call's answer for a learner who has not been in the course yet. */
const NO_RESUME_POINT = { block_id: null, section_id: null, unit_id: null };

describe('courseware', () => {
  it('takes the course root to the resume point and shows the unit in its frame', async () => {
    const app = await renderApp(`/course/${C}`, { persona: 'verified' });
    await unitHeading('Numerical input');
    // The unit shows at once; its address follows (a replace).
    await waitFor(() => expect(app.location().pathname).toBe(`/course/${C}/${BASIC}/${unit(2)}`));
    expect(frame()).toHaveAttribute(
      'src',
      lmsUrl(
        `/xblock/${unit(2)}?show_title=0&show_bookmark_button=0&recheck_access=1&view=student_view&format=Homework`,
      ),
    );
    expect(frame()).toHaveAttribute('title', 'Numerical input');
    expect(frame()).toHaveAttribute(
      'allow',
      'microphone *; camera *; midi *; geolocation *; encrypted-media *',
    );
    await waitFor(() =>
      expect(document.title).toBe(
        'Numerical input | Example Week 1: Getting Started | Demonstration Course | edX',
      ),
    );
  });

  it('shows the resume point’s unit before its address has caught up, in the same course frame', async () => {
    // The course record answers last: the course frame is on screen, and the resume point and its sequence
    // (asked by the page's prefetch) are in, before the page can decide where the root goes.
    addFault({ path: '/api/courseware/course/', delayMs: 800, times: 1 });
    let addressAtFrame: string | null = null;
    const observer = new MutationObserver(() => {
      if (addressAtFrame === null && document.getElementById('unit-iframe')) {
        addressAtFrame = app.location().pathname;
      }
    });
    observer.observe(document.body, { subtree: true, childList: true });
    onTestFinished(() => observer.disconnect());
    const app = await renderApp(`/course/${C}`, { persona: 'verified' });
    const tabs = await screen.findByRole('navigation', { name: 'Course' }, { timeout: 8000 });
    const heading = await unitHeading('Numerical input');
    // The frame came in the render that decided the place, before the replace (one render, not two).
    expect(addressAtFrame).toBe(`/course/${C}`);
    await waitFor(() => expect(app.location().pathname).toBe(`/course/${C}/${BASIC}/${unit(2)}`));
    // Nothing was mounted again: the tab bar, the unit's title and its frame are the ones first shown.
    expect(screen.getByRole('navigation', { name: 'Course' })).toBe(tabs);
    expect(screen.getByRole('heading', { level: 1, name: 'Numerical input' })).toBe(heading);
    expect(document.querySelectorAll('#unit-iframe')).toHaveLength(1);
    // The first unit of a visit is shown, not moved to: no focus on its title, nothing announced.
    expect(document.activeElement).not.toBe(heading);
    expect(document.querySelector('.courseware [role="status"]')).toHaveTextContent('');
  });

  it('shows the unit before the course outline answers, then the breadcrumbs and the way on', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    // Held back, then answered by the mock LMS's own handler (a handler that returns nothing falls through).
    mockLms.use(http.get(lmsUrl('/api/courses/v2/blocks/'), () => released.then(() => undefined)));
    onTestFinished(() => release());
    // The spec's layout: its breadcrumbs are what the outline brings (today's shows none).
    const app = await renderApp(`/course/${C}/${BASIC}/${unit(3)}`, { persona: 'verified', layout: 'spec' });
    await unitHeading('Text input');
    expect(frame().src).toContain(unit(3));
    expect(crumbItems()).toHaveLength(1);
    // The last unit of the sequence: what follows is the outline's to say.
    expect(within(sequenceNavigation()).queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
    release();
    await outlineShown();
    expect(within(sequenceNavigation()).getByRole('link', { name: 'Next' })).toBeInTheDocument();
    expect(app.location().pathname).toBe(`/course/${C}/${BASIC}/${unit(3)}`);
  });

  it('switches units at once, saves the position, and asks for completion of the unit left', async () => {
    setOf(state.views, 'verified_learner').add(unit(2));
    const app = await renderApp(`/course/${C}/${BASIC}/${unit(2)}`, { persona: 'verified' });
    await unitHeading('Numerical input');
    await app.user.click(within(topNav()).getByRole('link', { name: 'Next' }));
    // The new unit and its frame address are there before any answer.
    expect(app.location().pathname).toBe(`/course/${C}/${BASIC}/${unit(3)}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Text input' })).toHaveFocus();
    expect(frame().src).toContain(unit(3));
    await waitFor(() => expect(state.positions.get(`verified_learner|${BASIC}`)).toBe(3));
    // The unit left was viewed, so the LMS now calls it complete, and the course outline says so (it
    // comes once the new unit's frame has loaded).
    await frameLoaded('Text input');
    const outline = await screen.findByRole('navigation', { name: 'Course outline' }, OUTLINE);
    const entry = await within(outline).findByRole('link', { name: /^Numerical input,? Completed unit$/ });
    expect(entry).toHaveAttribute('href', `/course/${C}/${BASIC}/${unit(2)}`);
    expect(
      screen.getByText('Now showing Text input, unit 3 of 3 in Homework - Question Styles.'),
    ).toHaveAttribute('role', 'status');
  });

  it('brings the previous unit back when saving the position fails', async () => {
    const app = await renderApp(`/course/${C}/${BASIC}/${unit(2)}`, { persona: 'verified' });
    await unitHeading('Numerical input');
    addFault({ path: '/handler/goto_position', status: 500 });
    await app.user.click(within(topNav()).getByRole('link', { name: 'Next' }));
    expect(app.location().pathname).toBe(`/course/${C}/${BASIC}/${unit(3)}`);
    await unitHeading('Numerical input');
    expect(app.location().pathname).toBe(`/course/${C}/${BASIC}/${unit(2)}`);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not save your place');
  });

  it('toggles the bookmark optimistically and flips it back when the LMS refuses', async () => {
    // The spec's layout: the unit's tab shows the bookmark too (today's has no unit tabs).
    const app = await renderApp(`/course/${C}/${BASIC}/${unit(2)}`, { persona: 'verified', layout: 'spec' });
    await unitHeading('Numerical input');
    await app.user.click(screen.getByRole('button', { name: 'Bookmark this page' }));
    expect(await screen.findByRole('button', { name: 'Bookmarked', pressed: true })).toBeEnabled();
    expect(state.bookmarks.get('verified_learner')?.has(unit(2))).toBe(true);
    expect(
      screen.getByRole('link', { name: 'Numerical input', description: 'Bookmarked' }),
    ).toBeInTheDocument();

    addFault({ path: '/api/bookmarks/v1/bookmarks/', status: 500, delayMs: 400 });
    await app.user.click(screen.getByRole('button', { name: 'Bookmarked' }));
    // Optimistic: unbookmarked and disabled while saving.
    expect(await screen.findByRole('button', { name: 'Bookmark this page' })).toBeDisabled();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your bookmark could not be saved.');
    expect(screen.getByRole('button', { name: 'Bookmarked', pressed: true })).toBeEnabled();
    expect(app.logger.errors.length).toBeGreaterThan(0);
  });

  it('shows the spinner until the frame reports a height, and ignores messages from elsewhere', async () => {
    await renderApp(`/course/${C}/${BASIC}/${unit(2)}`, { persona: 'verified' });
    await unitHeading('Numerical input');
    expect(screen.getByText('Loading learning sequence...').closest('[role="status"]')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Unit navigation' })).not.toBeInTheDocument();

    // Another origin, or the right origin from another window, or the wrong shape: ignored.
    post({ type: 'plugin.resize', payload: { height: 500 } }, 'https://evil.example.com');
    post({ type: 'plugin.resize', payload: { height: 500 } }, undefined, window);
    post({ type: 'plugin.resize', payload: { height: '500' } });
    expect(frame()).toHaveAttribute('height', '0');
    expect(screen.getByText('Loading learning sequence...')).toBeInTheDocument();

    post({ type: 'plugin.resize', payload: { height: 640 } });
    expect(frame()).toHaveAttribute('height', '640');
    expect(screen.queryByText('Loading learning sequence...')).not.toBeInTheDocument();
    const bottom = screen.getByRole('navigation', { name: 'Unit navigation' });
    expect(within(bottom).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      `/course/${C}/${BASIC}/${unit(1)}`,
    );
  });

  it('opens a dialog from the frame only for the LMS origin', async () => {
    await renderApp(`/course/${C}/${BASIC}/${unit(2)}`, { persona: 'verified' });
    await unitHeading('Numerical input');
    // A dialog is a learner's action in a unit shown (read by frameExtras.ts, which comes after the height).
    post({ type: 'plugin.resize', payload: { height: 400 } });
    post({ type: 'plugin.modal', payload: { url: 'https://evil.example.com/x', title: 'Evil' } });
    post({ type: 'plugin.modal', payload: { url: lmsUrl('/lti/launch'), title: 'Tool' } });
    const dialog = await screen.findByRole('dialog', { name: 'Tool' });
    expect(within(dialog).getByTitle('Tool')).toHaveAttribute('src', lmsUrl('/lti/launch'));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});

describe('a sequence whose completion the LMS does not track (showCompletion false)', () => {
  const course = gatedMissedCourse;
  const lesson = course.sections[0]!.sequences[0]!;
  const [first, second] = lesson.units;

  it('shows no completion marks and never asks for completion', async () => {
    // The learner has finished the first unit: the LMS says so, but the sequence does not show it.
    setOf(state.completions, 'edx').add(first!.id);
    const asked = recordRequests((url) => url.pathname.includes('get_completion'));
    // The spec's layout: its unit tabs are where the completion marks would show.
    const app = await renderApp(`/course/${course.id}/${lesson.id}/${first!.id}`, {
      persona: 'audit',
      layout: 'spec',
    });
    await unitHeading(first!.title);
    const tabs = sequenceNavigation;
    expect(within(tabs()).getByRole('link', { name: first!.title })).not.toHaveAccessibleDescription(
      'Completed',
    );
    expect(within(tabs()).queryByText('Completed')).not.toBeInTheDocument();
    await app.user.click(within(tabs()).getByRole('link', { name: 'Next' }));
    await unitHeading(second!.title);
    await app.user.click(within(tabs()).getByRole('link', { name: 'Previous' }));
    await unitHeading(first!.title);
    await mockLmsSettled();
    expect(asked).toEqual([]);
  });
});

describe('post_event from unit content', () => {
  const shift = lmsUrl('/api/course_experience/v1/reset_course_deadlines');
  const event = (url: string) => ({
    event_name: 'post_event',
    post_data: { url, body_params: { course_id: C } },
    research_event_data: { location: 'sequence-due-dates-banner' },
  });

  it('posts to the LMS, shows the call to action, and loads the course again', async () => {
    await renderApp(`/course/${C}/${BASIC}/${unit(2)}`, { persona: 'audit' });
    await unitHeading('Numerical input');
    // The unit has shown: its banner's button is there to press (the extras read it: frameExtras.ts).
    post({ type: 'plugin.resize', payload: { height: 400 } });
    const seen = recordRequests();
    const sent = recordRequests(
      (url, method) => method === 'POST' && url.pathname.endsWith('/reset_course_deadlines'),
    );
    // Another origin is refused: the POST would carry the learner's cookies.
    post(event('https://evil.example.com/api/course_experience/v1/reset_course_deadlines'));
    post(event(shift));
    expect(
      await screen.findByText('Your due dates have been successfully shifted to help you stay on track.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all dates' })).toHaveAttribute(
      'href',
      expect.stringContaining(`/course/${C}/dates`),
    );
    expect(courseHomeState().deadlineShifts.size).toBe(1);
    await waitFor(() =>
      expect(sent.map(({ body }) => body)).toEqual([
        { course_key: C, research_event_data: { location: 'sequence-due-dates-banner' } },
      ]),
    );
    // The course calls run again.
    await waitFor(() => expect(seen.map(({ url }) => url.pathname)).toContain(`/api/courseware/course/${C}`));
  });

  it('keeps the page as it was when the post fails', async () => {
    await renderApp(`/course/${C}/${BASIC}/${unit(2)}`, { persona: 'audit' });
    await unitHeading('Numerical input');
    addFault({ path: '/api/course_experience/v1/reset_course_deadlines', status: 500 });
    post({ type: 'plugin.resize', payload: { height: 400 } });
    post(event(shift));
    await waitFor(() => expect(courseHomeState().deadlineShifts.size).toBe(0));
    expect(screen.getByRole('heading', { level: 1, name: 'Numerical input' })).toBeInTheDocument();
    expect(screen.queryByText(/successfully shifted/)).not.toBeInTheDocument();
  });
});

describe('courseware navigation across sequences', () => {
  it('goes from the last unit of a sequence to the next sequence, across a section boundary', async () => {
    const orientation = demo('sequential', 'course_orientation');
    const app = await renderApp(
      `/course/${C}/${orientation}/${demo('vertical', 'course_orientation_unit_2')}`,
      {
        persona: 'verified',
      },
    );
    await unitHeading('Meet your instructors');
    // The last unit's Next waits for the outline, which says what follows (it comes after the unit).
    const next = await within(topNav()).findByRole('link', { name: 'Next' }, { timeout: 5000 });
    expect(next).toHaveAttribute(
      'href',
      `/course/${C}/${demo('sequential', 'lesson_1')}/${demo('vertical', 'lesson_1_unit_1')}`,
    );
    await app.user.click(next);
    await unitHeading('Getting started');
    // In the next section (the page's title names it; today's layout has no breadcrumbs).
    await waitFor(() => expect(document.title).toContain('| Example Week 1: Getting Started |'));
    // Previous goes back to the previous sequence's last unit.
    expect(within(topNav()).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      `/course/${C}/${orientation}/${demo('vertical', 'course_orientation_unit_2')}`,
    );
  });

  it('names the next sequence under the last unit with its effort, listed as the learner’s language lists', async () => {
    const orientation = demo('sequential', 'course_orientation');
    const path = `/course/${C}/${orientation}/${demo('vertical', 'course_orientation_unit_2')}`;
    const lesson = `/course/${C}/${demo('sequential', 'lesson_1')}/${demo('vertical', 'lesson_1_unit_1')}`;
    // The button below the unit; the outline says what follows (it comes after the unit).
    const nextUp = async () => {
      const below = await screen.findByRole('navigation', { name: /^(Unit navigation|التنقل بين الوحدات)$/ });
      const link = await within(below).findByRole('link', { name: /Lesson 1/ }, { timeout: 5000 });
      expect(link).toHaveAttribute('href', lesson);
      return link;
    };
    // lesson_1: 900 seconds of effort, 4 activities.
    const first = await renderApp(path, { persona: 'verified' });
    await frameLoaded('Meet your instructors');
    expect((await nextUp()).textContent).toContain('15 min, 4 activities');
    first.unmount();
    const { loadMessages } = await import('@/platform/i18n');
    await renderApp(path, { persona: 'verified', locale: 'ar', messages: await loadMessages('ar') });
    await frameLoaded('Meet your instructors');
    // Arabic joins a list with "و", never the Latin comma.
    const effort = (await nextUp()).textContent;
    expect(effort).toMatch(/[\d\u0660-\u0669]+ [^,]+ و[\d\u0660-\u0669]+ /u);
    expect(effort).not.toContain(',');
  });

  it('disables previous on the first unit of the course', async () => {
    const first = demo('sequential', 'demo_course_overview');
    await renderApp(`/course/${C}/${first}/${demo('vertical', 'demo_course_overview_unit_1')}`, {
      persona: 'verified',
    });
    await unitHeading('Welcome to the course');
    // At a sequence's ends the buttons wait for the course outline, which follows the unit.
    expect(await within(topNav()).findByRole('button', { name: 'Previous' }, OUTLINE)).toBeDisabled();
  });

  it('never offers the scheduled final exam; the last unit leads to the coming-soon page', async () => {
    const graded = demo('sequential', 'graded_simulations');
    await renderApp(`/course/${C}/${graded}/${demo('vertical', 'graded_simulations_unit_1')}`, {
      persona: 'audit',
    });
    await unitHeading('Lab: circuits');
    expect(await within(topNav()).findByRole('link', { name: 'Next' }, OUTLINE)).toHaveAttribute(
      'href',
      `/course/${C}/course-end`,
    );
  });

  const lastOf = (course: typeof certificateReadyCourse) => {
    const sequence = course.sections.at(-1)!.sequences.at(-1)!;
    const last = sequence.units.at(-1)!;
    return { path: `/course/${course.id}/${sequence.id}/${last.id}`, title: last.title };
  };

  it('labels the last unit "Complete the course" for a learner who passed (exit state 1)', async () => {
    const { path, title } = lastOf(certificateReadyCourse);
    await renderApp(path, { persona: 'verified' });
    await unitHeading(title);
    expect(
      await within(topNav()).findByRole('link', { name: 'Complete the course' }, OUTLINE),
    ).toHaveAttribute('href', `/course/${certificateReadyCourse.id}/course-end`);
  });

  it('disables the last unit’s button when the exit page is not active (exit state 0)', async () => {
    const { coursewareCourseBody } = await import('@test/mock-lms/wire/courseware');
    const { viewerFor, signedIn } = await import('@test/mock-lms/viewer');
    mockLms.use(
      http.get(lmsUrl('/api/courseware/course/:courseId'), ({ cookies }) =>
        HttpResponse.json({
          ...coursewareCourseBody(
            certificateReadyCourse,
            viewerFor(signedIn(cookies), certificateReadyCourse.id),
            null,
          ),
          course_exit_page_is_active: false,
        }),
      ),
    );
    const { path, title } = lastOf(certificateReadyCourse);
    await renderApp(path, { persona: 'verified' });
    await unitHeading(title);
    expect(await within(topNav()).findByRole('button', { name: 'Next' }, OUTLINE)).toBeDisabled();
    expect(
      within(topNav()).queryByRole('link', { name: /Complete the course|Next/ }),
    ).not.toBeInTheDocument();
  });

  it('labels the last unit of a course without scheduled content "Next (end of course)" for a learner not passing', async () => {
    const last = largeCourse.sections.at(-1)?.sequences.at(-1);
    const lastUnit = last?.units.at(-1);
    await renderApp(`/course/${largeCourse.id}/${last?.id}/${lastUnit?.id}`, { persona: 'verified' });
    await unitHeading(lastUnit?.title ?? '');
    expect(
      await within(topNav()).findByRole('link', { name: 'Next (end of course)' }, OUTLINE),
    ).toHaveAttribute('href', `/course/${largeCourse.id}/course-end`);
  });
});

describe('courseware path forms and error rows', () => {
  it('takes a sequence to its active unit', async () => {
    state.positions.set(`verified_learner|${BASIC}`, 3);
    const app = await renderApp(`/course/${C}/${BASIC}`, { persona: 'verified' });
    await unitHeading('Text input');
    await waitFor(() => expect(app.location().pathname).toBe(`/course/${C}/${BASIC}/${unit(3)}`));
  });

  it('takes a unit id in the sequence place to its sequence (422, not reported)', async () => {
    const app = await renderApp(`/course/${C}/${unit(1)}`, { persona: 'verified' });
    await unitHeading('Multiple choice questions');
    expect(app.location().pathname).toBe(`/course/${C}/${BASIC}/${unit(1)}`);
    expect(app.logger.errors).toEqual([]);
  });

  it('takes a section id to its first sequence (wrong block type, reported)', async () => {
    const app = await renderApp(`/course/${C}/${demo('chapter', 'week_2')}`, { persona: 'verified' });
    await unitHeading('Interactive simulations');
    await waitFor(() =>
      expect(app.location().pathname).toBe(
        `/course/${C}/${demo('sequential', 'simulations')}/${demo('vertical', 'simulations_unit_1')}`,
      ),
    );
    expect(app.logger.errors.some((e) => e.includes("expected block type 'sequential'"))).toBe(true);
  });

  it('takes a first visit to the first sequence’s unit before the course outline answers', async () => {
    addFault({ path: `/api/courseware/resume/${C}`, body: NO_RESUME_POINT });
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    mockLms.use(http.get(lmsUrl('/api/courses/v2/blocks/'), () => released.then(() => undefined)));
    onTestFinished(() => release());
    const sequences = recordRequests((url) => url.pathname.startsWith('/api/courseware/sequence/'));
    const app = await renderApp(`/course/${C}`, { persona: 'verified' });
    // The learning sequences call names the first sequence; the page goes straight to its unit.
    await unitHeading('Welcome to the course');
    const overview = demo('sequential', 'demo_course_overview');
    await waitFor(() =>
      expect(app.location().pathname).toBe(
        `/course/${C}/${overview}/${demo('vertical', 'demo_course_overview_unit_1')}`,
      ),
    );
    expect(sequences.map(({ url }) => decodeURIComponent(url.pathname))).toEqual([
      `/api/courseware/sequence/${overview}`,
    ]);
    expect(hasOutline(app, C)).toBe(false);
    release();
    await outlineLoaded(app, C);
    expect(app.location().pathname).toContain(overview);
  });

  it('moves a first visit on to the outline’s first sequence when the guess is not in the outline', async () => {
    addFault({ path: `/api/courseware/resume/${C}`, body: NO_RESUME_POINT });
    // A sequence the LMS serves (another course's) that this course's blocks outline does not have.
    const stray = largeCourse.sections[0]!.sequences[0]!.id;
    mockLms.use(
      http.get(lmsUrl('/api/learning_sequences/v1/course_outline/:courseId'), () => {
        const body = learningSequencesBody(demoCourse, viewerFor(findPersona('verified') ?? null, C));
        body.outline.sections[0]?.sequence_ids.unshift(stray);
        body.outline.sequences[stray] = { id: stray, title: 'Stray', accessible: true };
        return HttpResponse.json(body);
      }),
    );
    const sequences = recordRequests((url) => url.pathname.startsWith('/api/courseware/sequence/'));
    const app = await renderApp(`/course/${C}`, { persona: 'verified' });
    await unitHeading('Welcome to the course');
    // The outline's first sequence and its own unit, not the unit of the sequence guessed before.
    const overview = demo('sequential', 'demo_course_overview');
    await waitFor(() =>
      expect(app.location().pathname).toBe(
        `/course/${C}/${overview}/${demo('vertical', 'demo_course_overview_unit_1')}`,
      ),
    );
    // The guess was followed first (its sequence asked), then overruled by the outline.
    expect(sequences.map(({ url }) => decodeURIComponent(url.pathname))).toContain(
      `/api/courseware/sequence/${stray}`,
    );
  });

  it('waits at the course root for its sequence behind a spinner, never saying there is no content', async () => {
    addFault({ path: '/api/courseware/resume/', status: 500 });
    addFault({ path: '/api/courseware/sequence/', delayMs: 1500, times: 1 });
    let saidNoContent = false;
    const observer = new MutationObserver(() => {
      if (document.body.textContent.includes('There is no content here.')) saidNoContent = true;
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    onTestFinished(() => observer.disconnect());
    const app = await renderApp(`/course/${C}`, { persona: 'verified' });
    // The outline has come and chosen the sequence; the page stays on the root until that sequence answers.
    await waitFor(() =>
      expect(
        coursewareApi.endpoints.getCourseware.select(C)(app.store.getState()).data?.outline,
      ).toBeTruthy(),
    );
    expect(app.location().pathname).toBe(`/course/${C}`);
    await unitHeading('Welcome to the course');
    expect(saidNoContent).toBe(false);
  });

  it('goes to the first sequence when the resume call fails', async () => {
    addFault({ path: '/api/courseware/resume/', status: 500 });
    const app = await renderApp(`/course/${C}`, { persona: 'verified' });
    await unitHeading('Welcome to the course');
    await waitFor(() =>
      expect(app.location().pathname).toContain(demo('sequential', 'demo_course_overview')),
    );
  });

  it('shows the failure message when the courseware record fails', async () => {
    addFault({ path: '/api/courseware/course/', status: 500 });
    await renderApp(`/course/${C}/${BASIC}/${unit(2)}`, { persona: 'verified' });
    expect(
      await screen.findByText('There was an error loading this course.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  });

  it('shows the failure message when a known sequence fails', async () => {
    addFault({ path: '/api/courseware/sequence/', status: 500 });
    const app = await renderApp(`/course/${C}/${BASIC}/${unit(2)}`, { persona: 'verified' });
    expect(
      await screen.findByText('There was an error loading this course.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(app.location().pathname).toBe(`/course/${C}/${BASIC}/${unit(2)}`);
  });

  it('sends a blocks 403 to the legacy course home redirect on the spec’s LMS, logged as info', async () => {
    setServerEra('spec');
    addFault({ path: '/api/courses/v2/blocks/', status: 403 });
    const app = await renderApp(`/course/${C}/${BASIC}/${unit(2)}`, { persona: 'verified' });
    await waitFor(() => expect(app.location().pathname).toBe(`/redirect/course-home/${C}`), {
      timeout: 8000,
    });
    expect(app.logger.errors).toEqual([]);
    expect(app.logger.infos.length).toBeGreaterThan(0);
  });

  it('sends a blocks 403 to the course home here on today’s LMS, whose legacy course home leads back', async () => {
    addFault({ path: '/api/courses/v2/blocks/', status: 403 });
    const app = await renderApp(`/course/${C}/${BASIC}/${unit(2)}`, { persona: 'verified' });
    await waitFor(() => expect(app.location().pathname).toBe(`/course/${C}/home`), { timeout: 8000 });
    expect(app.navigation.calls).toEqual([]);
    expect(app.logger.errors).toEqual([]);
  });

  it('logs a learning-sequences 403 as not enabled and carries on with the blocks', async () => {
    addFault({ path: '/api/learning_sequences/', status: 403 });
    const app = await renderApp(`/course/${C}/${BASIC}/${unit(2)}`, { persona: 'verified' });
    await unitHeading('Numerical input');
    // The outline's calls settle after the unit's.
    await waitFor(() =>
      expect(app.logger.infos.join('\n')).toContain('Learning Sequences API not enabled for this user.'),
    );
  });

  it('shows the banner text', async () => {
    await renderApp(`/course/${C}/${BASIC}/${unit(2)}`, { persona: 'verified' });
    await unitHeading('Numerical input');
    expect(screen.getByRole('note')).toHaveTextContent('This section is a prerequisite.');
    // The LMS's words keep their own direction in a right-to-left page.
    expect(screen.getByRole('note')).toHaveAttribute('dir', 'auto');
  });

  it('says there is no content in a course without sequences', async () => {
    const { emptyCourse } = await import('@test/mock-lms/courses');
    await renderApp(`/course/${emptyCourse.id}`, { persona: 'verified' });
    expect(await screen.findByText('There is no content here.', {}, { timeout: 8000 })).toBeInTheDocument();
  });
});

describe('courseware analytics, jump navigation and completion marks', () => {
  it('sends the sequence next and previous events from beside the unit’s title', async () => {
    const app = await renderApp(`/course/${C}/${BASIC}/${unit(2)}`, { persona: 'verified' });
    await unitHeading('Numerical input');
    const send = vi.spyOn(app.platform.analytics, 'sendTrackEvent');
    await app.user.click(within(topNav()).getByRole('link', { name: 'Next' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith(
        'edx.ui.lms.sequence.next_selected',
        expect.objectContaining({ current_tab: 2, tab_count: 3, widget_placement: 'top' }),
      ),
    );
    await unitHeading('Text input');
    await app.user.click(within(topNav()).getByRole('link', { name: 'Previous' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith(
        'edx.ui.lms.sequence.previous_selected',
        expect.objectContaining({ current_tab: 3 }),
      ),
    );
    await unitHeading('Numerical input');
  });

  it('sends the tab event from the spec’s unit tabs', async () => {
    // The spec's layout: the unit tabs are its own (today's has none).
    const app = await renderApp(`/course/${C}/${BASIC}/${unit(2)}`, { persona: 'verified', layout: 'spec' });
    await unitHeading('Numerical input');
    const send = vi.spyOn(app.platform.analytics, 'sendTrackEvent');
    await app.user.click(
      within(sequenceNavigation()).getByRole('link', { name: 'Multiple choice questions' }),
    );
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith(
        'edx.ui.lms.sequence.tab_selected',
        expect.objectContaining({ target_tab: 1 }),
      ),
    );
  });

  it('a failing analytics call does not stop navigation', async () => {
    const app = await renderApp(`/course/${C}/${BASIC}/${unit(2)}`, { persona: 'verified' });
    await unitHeading('Numerical input');
    vi.spyOn(app.platform.analytics, 'sendTrackEvent').mockImplementation(() => {
      throw new Error('analytics down');
    });
    await app.user.click(within(topNav()).getByRole('link', { name: 'Next' }));
    await unitHeading('Text input');
  });

  it('offers staff the jump navigation when ENABLE_JUMPNAV is on, and nobody else', async () => {
    // The spec's layout: the jump navigation is its breadcrumbs' (today's layout has none).
    const app = await renderApp(`/course/${C}/${BASIC}/${unit(2)}`, {
      persona: 'staff',
      layout: 'spec',
      config: { ENABLE_JUMPNAV: 'true' },
    });
    await unitHeading('Numerical input');
    // The menus are built from the course outline, which follows the unit.
    await outlineShown();
    const menu = screen.getByRole('button', { name: 'Jump to another entry of Homework - Question Styles' });
    await app.user.click(menu);
    const target = screen.getByRole('link', { name: 'Lesson 1 - Getting Started' });
    expect(target).toHaveAttribute('href', `/course/${C}/${demo('sequential', 'lesson_1')}`);
    // Chosen from the keyboard: the jump navigation event (spec §7), then the new sequence.
    const send = vi.spyOn(app.platform.analytics, 'sendTrackEvent');
    target.focus();
    await app.user.keyboard('{Enter}');
    // Sent after the paint, as every courseware event (decision 0017).
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith('edx.ui.lms.jump_nav.selected', {
        target_name: 'Lesson 1 - Getting Started',
        id: demo('sequential', 'lesson_1'),
        current_id: BASIC,
        widget_placement: 'breadcrumb-sequence',
      }),
    );
    expect(app.location().pathname).toContain(demo('sequential', 'lesson_1'));
  });

  it('has no jump navigation for learners', async () => {
    // The spec's layout, as above: its breadcrumbs.
    await renderApp(`/course/${C}/${BASIC}/${unit(2)}`, {
      persona: 'verified',
      layout: 'spec',
      config: { ENABLE_JUMPNAV: 'true' },
    });
    await unitHeading('Numerical input');
    await outlineShown();
    expect(screen.queryByRole('button', { name: /^Jump to another entry/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Homework - Question Styles' })).toBeInTheDocument();
  });
});
