import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Toaster } from '@/components/toasts/Toaster';
import { frameLoaded, unitNavigation } from '../unitPage';
import { useGetCoursewareQuery } from '@/lms/courseware/api';
import type { GateCourse } from '@/features/courseware/gates/types';
import { ToolsAndMoments } from '@/features/courseware/tools/ToolsAndMoments';
import { UnitGate } from '@/features/courseware/gates/Gates';
import { writeMarker } from '@/features/courseware/celebrations/celebration';
import { demoCourse, examsCourse } from '../mock-lms/courses';
import { certRequestingCourse } from '../mock-lms/courses/progress';
import { blockId } from '../mock-lms/courses/model';
import { lmsUrl } from '../mock-lms/env';
import { findPersona } from '../mock-lms/personas';
import { setOf, state } from '../mock-lms/state';
import { examRecord, seedAttempt } from '../mock-lms/wire/exams';
import { courseHomeState } from '../mock-lms/wire/courseHomeTabs';
import type { Era } from '../mock-lms/era';
import { C as G, course, HERE as GATES_HERE, seqId as gSeq, unitId as gUnit } from '../coursewarePieces';
import { renderApp, renderWithProviders, type RenderWithProvidersResult } from '../render';

/**
 * The write fault matrix's table (src/app/writeFaultMatrix.test.tsx): for each mutation, how a learner
 * sends it through the real screen and what the screen must show afterwards. A mutation with no row here
 * fails the matrix.
 */

export const FAULTS = [
  '500',
  '502',
  '503 Retry-After',
  '404',
  '401 mid-session',
  '403',
  'malformed JSON',
  'wrong shape',
  'dropped',
  'slow (20 s)',
] as const;
export type Fault = (typeof FAULTS)[number];

type App = RenderWithProvidersResult;

export interface Scenario {
  /** The LMS release the screen needs (test/mock-lms/era.ts); today's when absent. */
  readonly era?: Era;
  /** The `lmsApi.endpoints` name. */
  readonly mutation: string;
  readonly name: string;
  /** The write as it goes on the wire. */
  readonly write: { readonly method: string; readonly path: RegExp };
  /** Sent without the learner's session (no token refresh on a 401). */
  readonly isPublic?: boolean;
  /**
   * The outcome of a 200 whose body is malformed or of the wrong shape (the LMS acted): `failed` when the
   * screen reads the answer and must say it could not, `saved` when it ignores the body or follows what the
   * LMS now says.
   */
  readonly brokenAnswer: 'failed' | 'saved';
  /** Opens the screen; null when opening the screen is what sends the write (then `act` opens it). */
  readonly open: () => Promise<App | null>;
  /** What the learner does (or the opening of the page); resolves to the app when it opened one. */
  readonly act: (app: App | null) => Promise<unknown>;
  /** While the write is held (the slow answer): what the screen shows meanwhile. */
  readonly pending?: (app: App) => unknown;
  /** The end state after a failed write: the change undone, a translated message or the spec's behaviour. */
  readonly failed: (app: App) => unknown;
  /** The end state after the write went through. */
  readonly saved: (app: App) => unknown;
  /** After a saved cell the same screen can take the next cell (a toggle): no need to open it again. */
  readonly goesOnAfterSave?: boolean;
}

const UNSAVED = 'Your change could not be saved, so it was undone. Please try again.';
const DEMO = demoCourse.id;
const home = (courseId: string) => `/course/${courseId}/home`;
const demo = (type: string, name: string) => `block-v1:edX+DemoX+Demo_Course+type@${type}+block@${name}`;
const BASIC = demo('sequential', 'basic_questions');
const demoUnit = (n: number) => demo('vertical', `basic_questions_unit_${n}`);
const UNIT_2 = `/course/${DEMO}/${BASIC}/${demoUnit(2)}`;
const T = { timeout: 8000 };

const h1 = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, T);
const outline = () => h1('Demonstration Course');

/** The app's own "could not be saved, undone" toast (app/unsavedChanges.ts). */
const toldUnsaved = async () => expect(await screen.findByText(UNSAVED)).toBeInTheDocument();

// -- The course home (outline tab) -------------------------------------------------------------------

const goal: Scenario = {
  // The spec's goal picker: an LMS that still sends goal_options.
  era: 'spec',
  mutation: 'saveCourseGoal',
  name: 'outline: choose a goal on the goal card',
  write: { method: 'POST', path: /\/api\/course_home\/save_course_goal$/ },
  brokenAnswer: 'failed',
  open: async () => {
    const app = await renderApp(home(DEMO), { persona: 'verified' });
    await outline();
    return app;
  },
  act: async (app) => {
    const card = await screen.findByRole('region', { name: 'Welcome to Demonstration Course' }, T);
    await app!.user.click(within(card).getByRole('button', { name: 'Earn a certificate' }));
  },
  pending: () => {
    expect(screen.getByRole('region', { name: 'Goal' })).toHaveTextContent('Earn a certificate');
  },
  failed: async () => {
    await toldUnsaved();
    expect(screen.getByRole('region', { name: 'Welcome to Demonstration Course' })).toBeInTheDocument();
  },
  saved: async () => {
    expect(await screen.findByText('Your goal has been set: Earn a certificate.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Goal' })).toHaveTextContent('Earn a certificate');
  },
};

const weeklyGoal: Scenario = {
  mutation: 'saveWeeklyLearningGoal',
  name: 'outline: choose a weekly learning goal',
  write: { method: 'POST', path: /\/api\/course_home\/save_course_goal$/ },
  // The card follows what the learner chose; the answer's body is not read.
  brokenAnswer: 'saved',
  open: async () => {
    const app = await renderApp(home(DEMO), { persona: 'verified' });
    await outline();
    await screen.findByRole('radiogroup', { name: 'Set a weekly learning goal' }, T);
    return app;
  },
  act: async (app) => {
    await app!.user.click(screen.getByRole('radio', { name: /Regular/ }));
  },
  pending: () => {
    expect(screen.getByRole('radio', { name: /Regular/ })).toHaveAttribute('aria-checked', 'true');
  },
  failed: async () => {
    expect(
      await screen.findByText('Your goal could not be saved. Please try again.', {}, T),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Regular/ })).toHaveAttribute('aria-checked', 'false');
  },
  saved: async () => {
    expect(screen.getByRole('radio', { name: /Regular/ })).toHaveAttribute('aria-checked', 'true');
    await waitFor(
      () => expect(courseHomeState().weeklyGoals.get(`verified_learner|${DEMO}`)?.daysPerWeek).toBe(3),
      T,
    );
  },
};

const dismissWelcome: Scenario = {
  mutation: 'dismissWelcomeMessage',
  name: 'outline: dismiss the welcome message',
  write: { method: 'POST', path: /\/api\/course_home\/dismiss_welcome_message$/ },
  brokenAnswer: 'saved',
  open: goal.open,
  act: async (app) => {
    await app!.user.click(await screen.findByRole('button', { name: 'Dismiss the welcome message' }, T));
  },
  pending: () => {
    expect(screen.queryByRole('button', { name: 'Dismiss the welcome message' })).not.toBeInTheDocument();
  },
  failed: async () => {
    await toldUnsaved();
    expect(screen.getByRole('button', { name: 'Dismiss the welcome message' })).toBeInTheDocument();
  },
  saved: () => {
    expect(screen.queryByRole('button', { name: 'Dismiss the welcome message' })).not.toBeInTheDocument();
    expect(screen.queryByText(UNSAVED)).not.toBeInTheDocument();
  },
};

/**
 * The product tours' record (`PATCH /api/user_tours/v1/{username}`): the new learner skips the welcome
 * dialog. The dialog is gone at once and stays gone in this page whatever the LMS answers; a tour is no
 * learner's data, so a failure says nothing (the LMS, not having heard, offers it again on a later visit;
 * decision 0029). Opened afresh for every cell: the dialog does not come back on the same page.
 */
const tourEnd: Scenario = {
  mutation: 'endTours',
  name: 'outline: a new learner skips the tour’s welcome dialog',
  write: { method: 'PATCH', path: /\/api\/user_tours\/v1\/new_learner$/ },
  brokenAnswer: 'saved',
  open: () => Promise.resolve(null),
  act: async () => {
    const app = await renderApp(home(DEMO), { persona: 'new-learner' });
    const welcome = await screen.findByRole('dialog', { name: 'Welcome to your edX course!' }, T);
    await app.user.click(within(welcome).getByRole('button', { name: 'Skip for now' }));
    return app;
  },
  pending: () => {
    expect(screen.queryByRole('dialog', { name: 'Welcome to your edX course!' })).not.toBeInTheDocument();
  },
  failed: () => {
    expect(screen.queryByRole('dialog', { name: 'Welcome to your edX course!' })).not.toBeInTheDocument();
    expect(screen.queryByText(UNSAVED)).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Launch tour' }).length).toBeGreaterThan(0);
  },
  saved: () => {
    expect(screen.queryByRole('dialog', { name: 'Welcome to your edX course!' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Launch tour' }).length).toBeGreaterThan(0);
  },
};

const enroll: Scenario = {
  mutation: 'enroll',
  name: 'outline: enroll now (unenrolled learner)',
  write: { method: 'POST', path: /\/api\/enrollment\/v1\/enrollment$/ },
  brokenAnswer: 'saved',
  open: async () => {
    const app = await renderApp(home(DEMO), { persona: 'unenrolled' });
    await outline();
    return app;
  },
  act: async (app) => {
    await app!.user.click(await screen.findByRole('button', { name: 'Enroll now' }, T));
  },
  failed: async (app) => {
    expect(
      await screen.findByText('We could not enroll you in this course. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enroll now' })).toBeEnabled();
    expect(app.navigation.calls).toEqual([]);
  },
  saved: async (app) => {
    await waitFor(() => expect(app.navigation.last).toEqual({ type: 'reload' }), T);
  },
};

const activation: Scenario = {
  mutation: 'sendActivationEmail',
  name: 'outline: resend the activation email',
  write: { method: 'POST', path: /\/api\/send_account_activation_email$/ },
  brokenAnswer: 'saved',
  open: async () => {
    const app = await renderApp(home(DEMO), { persona: 'unenrolled' });
    document.cookie = 'show-account-activation-popup=true; path=/';
    await outline();
    await screen.findByRole('dialog', { name: 'Activate your account so you can log back in' }, T);
    return app;
  },
  act: async (app) => {
    const dialog = screen.getByRole('dialog', { name: 'Activate your account so you can log back in' });
    await app!.user.click(within(dialog).getByRole('button', { name: 'resend the email' }));
  },
  pending: () => {
    expect(screen.getByText('Sending the email…')).toBeInTheDocument();
  },
  failed: async () => {
    const dialog = screen.getByRole('dialog', { name: 'Activate your account so you can log back in' });
    expect(
      await within(dialog).findByText('The email could not be sent. Please try again.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'resend the email' })).toBeEnabled();
  },
  saved: async () => {
    expect(await screen.findByText('The email has been sent.')).toBeInTheDocument();
  },
};

const RESET_BANNER = 'It looks like you missed some important deadlines based on our suggested schedule.';
const resetDeadlines: Scenario = {
  mutation: 'resetCourseDeadlines',
  name: 'outline: shift due dates',
  write: { method: 'POST', path: /\/api\/course_experience\/v1\/reset_course_deadlines$/ },
  brokenAnswer: 'failed',
  open: async () => {
    const app = await renderApp(home(DEMO), { persona: 'audit' });
    await outline();
    await screen.findByRole('group', { name: RESET_BANNER }, T);
    return app;
  },
  act: async (app) => {
    const banner = screen.getByRole('group', { name: RESET_BANNER });
    await app!.user.click(within(banner).getByRole('button', { name: 'Shift due dates' }));
  },
  failed: async () => {
    const banner = screen.getByRole('group', { name: RESET_BANNER });
    expect(await within(banner).findByRole('alert')).toHaveTextContent(/./);
    expect(within(banner).getByRole('button', { name: 'Shift due dates' })).toBeEnabled();
  },
  saved: async () => {
    expect(
      await screen.findByText('Your due dates have been successfully shifted to help you stay on track.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('group', { name: RESET_BANNER })).not.toBeInTheDocument());
  },
};

// -- Progress -------------------------------------------------------------------------------------

const certificate: Scenario = {
  mutation: 'requestCertificate',
  name: 'progress: request the certificate',
  write: { method: 'POST', path: /\/generate_user_cert$/ },
  brokenAnswer: 'saved',
  open: async () => {
    const app = await renderApp(`/course/${certRequestingCourse.id}/progress`, { persona: 'verified' });
    await h1('Your progress');
    return app;
  },
  act: async (app) => {
    await app!.user.click(await screen.findByRole('button', { name: 'Request certificate' }, T));
  },
  failed: async () => {
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your certificate could not be requested. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Request certificate' })).toBeEnabled();
  },
  saved: async () => {
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Request certificate' })).toBeNull());
  },
};

// -- Courseware ------------------------------------------------------------------------------------

const openUnit2 = async () => {
  const app = await renderApp(UNIT_2, { persona: 'verified' });
  await h1('Numerical input');
  return app;
};

const position: Scenario = {
  mutation: 'gotoPosition',
  name: 'courseware: go to the next unit (position save)',
  write: { method: 'POST', path: /\/handler\/goto_position$/ },
  brokenAnswer: 'saved',
  open: openUnit2,
  act: async (app) => {
    // Next beside the unit's title (today's layout, the default: decision 0023).
    await app!.user.click(within(unitNavigation()).getByRole('link', { name: 'Next' }));
  },
  pending: (app) => {
    expect(app.location().pathname).toBe(`/course/${DEMO}/${BASIC}/${demoUnit(3)}`);
  },
  failed: async (app) => {
    await h1('Numerical input');
    expect(app.location().pathname).toBe(UNIT_2);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not save your place');
  },
  saved: async (app) => {
    await h1('Text input');
    expect(app.location().pathname).toBe(`/course/${DEMO}/${BASIC}/${demoUnit(3)}`);
  },
};

/** Which of units 2 and 3 the learner left last (completion is asked of the unit left). */
let leftUnit = 'Numerical input';
const completion: Scenario = {
  mutation: 'checkUnitCompletion',
  name: 'courseware: leave a viewed unit (completion check)',
  write: { method: 'POST', path: /\/handler\/get_completion$/ },
  brokenAnswer: 'failed',
  open: async () => {
    setOf(state.views, 'verified_learner').add(demoUnit(2)).add(demoUnit(3));
    leftUnit = 'Numerical input';
    // The spec's layout: what the check changes shows on the unit tabs at once (today's layout shows it in
    // the course outline, which comes after the unit's frame: CoursewarePage.test.tsx).
    const app = await renderApp(UNIT_2, { persona: 'verified', layout: 'spec' });
    await h1('Numerical input');
    return app;
  },
  act: async (app) => {
    const here = screen.getByRole('heading', { level: 1 }).textContent;
    leftUnit = here;
    await app!.user.click(
      screen.getByRole('link', { name: here === 'Numerical input' ? 'Text input' : 'Numerical input' }),
    );
  },
  // The spec keeps this call quiet: the unit left is simply not marked yet (the error is logged).
  failed: () => {
    expect(screen.getByRole('link', { name: leftUnit })).not.toHaveAccessibleDescription(/Completed/);
  },
  saved: async () => {
    expect(
      await screen.findByRole('link', { name: leftUnit, description: /Completed/ }, T),
    ).toBeInTheDocument();
  },
};

const bookmarkButton = (bookmarked: boolean) =>
  screen.getByRole('button', { name: bookmarked ? 'Bookmarked' : 'Bookmark this page' });

const bookmark = (bookmarked: boolean): Scenario => ({
  mutation: 'setBookmark',
  name: `courseware: ${bookmarked ? 'remove the bookmark' : 'bookmark the unit'}`,
  write: bookmarked
    ? { method: 'DELETE', path: /\/api\/bookmarks\/v1\/bookmarks\/.+\/$/ }
    : { method: 'POST', path: /\/api\/bookmarks\/v1\/bookmarks\/$/ },
  brokenAnswer: 'saved',
  open: async () => {
    if (bookmarked) setOf(state.bookmarks, 'verified_learner').add(demoUnit(2));
    return openUnit2();
  },
  act: async (app) => {
    await app!.user.click(bookmarkButton(bookmarked));
  },
  pending: () => {
    expect(bookmarkButton(!bookmarked)).toBeDisabled();
  },
  failed: async () => {
    expect(await screen.findByRole('alert')).toHaveTextContent('Your bookmark could not be saved.');
    await waitFor(() => expect(bookmarkButton(bookmarked)).toBeEnabled(), T);
  },
  saved: async () => {
    await waitFor(() => expect(bookmarkButton(!bookmarked)).toBeEnabled(), T);
    expect(state.bookmarks.get('verified_learner')?.has(demoUnit(2)) ?? false).toBe(!bookmarked);
  },
});

const SHIFT_EVENT = {
  event_name: 'post_event',
  post_data: {
    url: lmsUrl('/api/course_experience/v1/reset_course_deadlines'),
    body_params: { course_id: DEMO },
  },
  research_event_data: { location: 'sequence-due-dates-banner' },
};

const postEvent: Scenario = {
  mutation: 'postEvent',
  name: 'courseware: unit content posts an event (shift dates)',
  write: { method: 'POST', path: /\/api\/course_experience\/v1\/reset_course_deadlines$/ },
  brokenAnswer: 'failed',
  open: async () => {
    const app = await renderApp(UNIT_2, { persona: 'audit' });
    // The unit's content has loaded (it reports its height): what its actions say is read from then on.
    await frameLoaded('Numerical input');
    return app;
  },
  act: async () => {
    const frame = document.getElementById('unit-iframe') as HTMLIFrameElement;
    const { act } = await import('@testing-library/react');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: SHIFT_EVENT,
          origin: new URL(lmsUrl('/')).origin,
          source: frame.contentWindow,
        }),
      );
    });
  },
  failed: async () => {
    expect(
      await screen.findByText('That action could not be completed. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Numerical input' })).toBeInTheDocument();
  },
  saved: async () => {
    expect(
      await screen.findByText('Your due dates have been successfully shifted to help you stay on track.'),
    ).toBeInTheDocument();
  },
};

// -- Courseware gates and tools (the pieces, through the real providers, as their own tests do) -------

const gateCourse = (over: Partial<GateCourse> = {}): GateCourse => course({ verifiedMode: null, ...over });

function renderPiece(element: ReactElement, persona = 'audit', path = GATES_HERE) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/course/:courseId/:sequenceId/:unitId" element={element} />
      </Routes>
      <Toaster />
    </>,
    { persona, path },
  );
}

function WithCourseRecord({ children }: { children: (course: GateCourse) => ReactElement }) {
  const record = useGetCoursewareQuery(G).data?.course;
  return record ? children(record) : null;
}

const integrity: Scenario = {
  mutation: 'signIntegrity',
  name: 'courseware: agree to the honor code',
  write: { method: 'POST', path: /\/api\/agreements\/v1\/integrity_signature\// },
  brokenAnswer: 'saved',
  open: async () => {
    const app = await renderPiece(
      <WithCourseRecord>
        {(record) => (
          <UnitGate
            course={{ ...record, userNeedsIntegritySignature: record.userNeedsIntegritySignature }}
            sequence={{ id: gSeq('warm_up'), title: 'Graded warm-up' }}
            unit={{ id: gUnit('warm_up_unit_1'), graded: true }}
          >
            <p>unit content</p>
          </UnitGate>
        )}
      </WithCourseRecord>,
      'verified',
    );
    await screen.findByRole('heading', { name: 'edX Honor Code' }, T);
    return app;
  },
  act: async (app) => {
    await app!.user.click(screen.getByRole('button', { name: 'I agree' }));
  },
  failed: async () => {
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your agreement could not be saved. Please try again.',
    );
    expect(screen.getByRole('heading', { name: 'edX Honor Code' })).toBeInTheDocument();
    expect(screen.queryByText('unit content')).not.toBeInTheDocument();
  },
  saved: async () => {
    expect(await screen.findByText('unit content', {}, T)).toBeInTheDocument();
  },
};

const notes: Scenario = {
  mutation: 'setNotesVisibility',
  name: 'courseware: show or hide notes',
  write: { method: 'PUT', path: /\/edxnotes\/visibility\/$/ },
  brokenAnswer: 'saved',
  open: async () => {
    const app = await renderPiece(<ToolsAndMoments course={gateCourse()} />);
    await screen.findByRole('button', { name: 'Show Notes' }, T);
    return app;
  },
  act: async (app) => {
    await app!.user.click(screen.getByRole('button', { name: 'Show Notes' }));
  },
  failed: async () => {
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your notes setting could not be saved. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Show Notes' })).toBeEnabled();
  },
  saved: async () => {
    expect(await screen.findByRole('button', { name: 'Hide Notes' })).toHaveAttribute('aria-pressed', 'true');
  },
};

const calculator: Scenario = {
  mutation: 'calculate',
  name: 'courseware: the calculator (a GET, retried as a read)',
  write: { method: 'GET', path: /^\/calculate$/ },
  isPublic: true,
  brokenAnswer: 'failed',
  open: async () => {
    const app = await renderPiece(<ToolsAndMoments course={gateCourse()} />);
    await app.user.click(await screen.findByRole('button', { name: 'Calculator' }, T));
    await app.user.type(screen.getByLabelText('Calculator input'), '1+1');
    return app;
  },
  act: async (app) => {
    await app!.user.click(screen.getByRole('button', { name: 'Calculate' }));
  },
  failed: async () => {
    expect(await screen.findByRole('alert', {}, T)).toHaveTextContent(/./);
    expect(screen.getByRole('button', { name: 'Calculate' })).toBeEnabled();
  },
  saved: async () => {
    await waitFor(() => expect(screen.getByLabelText('Calculator output')).toHaveTextContent('2.0'), T);
  },
  goesOnAfterSave: true,
};

const celebration: Scenario = {
  mutation: 'celebrateFirstSection',
  name: 'courseware: the first-section celebration opens (answer ignored)',
  write: { method: 'POST', path: /\/api\/courseware\/celebration\// },
  brokenAnswer: 'saved',
  open: () => Promise.resolve(null),
  act: async () => {
    const target = { sequenceId: gSeq('after_warm_up'), unitId: gUnit('after_warm_up_unit_1') };
    writeMarker({
      courseId: G,
      prevSequenceId: gSeq('warm_up'),
      nextSequenceId: target.sequenceId,
      nextUnitId: target.unitId,
    });
    const app = await renderPiece(
      <ToolsAndMoments course={gateCourse()} />,
      'audit',
      `/course/${G}/${target.sequenceId}/${target.unitId}`,
    );
    await screen.findByRole('dialog', { name: 'Congratulations!' }, T);
    return app;
  },
  // Contract §9.4: the answer is ignored; the modal was shown, and it stays open whatever came back.
  failed: () => {
    expect(screen.getByRole('dialog', { name: 'Congratulations!' })).toBeInTheDocument();
  },
  saved: () => {
    expect(screen.getByRole('dialog', { name: 'Congratulations!' })).toBeInTheDocument();
  },
};

const weeklyGoalMet: Scenario = {
  mutation: 'celebrateWeeklyGoal',
  name: 'courseware: the weekly goal celebration opens (answer ignored)',
  write: { method: 'POST', path: /\/api\/courseware\/celebration\// },
  brokenAnswer: 'saved',
  open: () => Promise.resolve(null),
  act: async () => {
    const app = await renderPiece(
      <ToolsAndMoments
        course={gateCourse({
          celebrations: { firstSection: false, streakLengthToCelebrate: null, weeklyGoal: true },
          weeklyGoalDaysPerWeek: 3,
        })}
      />,
    );
    await screen.findByRole('dialog', { name: 'You met your goal!' }, T);
    return app;
  },
  // As the first-section celebration: the answer is ignored, the modal stays open whatever came back.
  failed: () => {
    expect(screen.getByRole('dialog', { name: 'You met your goal!' })).toBeInTheDocument();
  },
  saved: () => {
    expect(screen.getByRole('dialog', { name: 'You met your goal!' })).toBeInTheDocument();
  },
};

// -- Staff toolbar ------------------------------------------------------------------------------

const toolbar = () => screen.findByRole('region', { name: 'Staff tools' }, T);
const alertText = async () => (await toolbar()).querySelector('[role="alert"]')?.textContent ?? '';

const masquerade: Scenario = {
  mutation: 'postMasquerade',
  name: 'staff toolbar: view the course as a learner',
  write: { method: 'POST', path: /\/courses\/.+\/masquerade$/ },
  brokenAnswer: 'failed',
  open: async () => {
    const app = await renderApp(home(DEMO), { persona: 'staff' });
    await outline();
    return app;
  },
  act: async (app) => {
    const toggle = await within(await toolbar()).findByRole('button', { name: /^View this course as:/ });
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-disabled'), T);
    await app!.user.click(toggle);
    await app!.user.click(await screen.findByRole('button', { name: 'Learner' }, T));
  },
  failed: async (app) => {
    await waitFor(async () => expect(await alertText()).toBe('An error has occurred; please try again.'), T);
    expect(app.navigation.calls).toEqual([]);
  },
  saved: async (app) => {
    await waitFor(() => expect(app.navigation.calls).toEqual([{ type: 'reload' }]), T);
  },
};

const language: Scenario = {
  mutation: 'setLanguagePreference',
  name: 'staff toolbar: choose a language',
  write: { method: 'PATCH', path: /\/api\/user\/v1\/preferences\// },
  brokenAnswer: 'saved',
  open: masquerade.open,
  act: async (app) => {
    await app!.user.click(await within(await toolbar()).findByRole('button', { name: /^Language:/ }));
    await app!.user.click(screen.getByRole('button', { name: 'Français' }));
  },
  // Spec §8: a failed preference is logged only; the page stays in its language.
  failed: async (app) => {
    await waitFor(() => expect(app.logger.errors).toContain('Unable to patch user preference'), T);
    expect(app.navigation.calls).toEqual([]);
    expect(await within(await toolbar()).findByRole('button', { name: /^Language:/ })).toHaveAccessibleName(
      'Language: English',
    );
  },
  saved: async (app) => {
    await waitFor(() => expect(app.navigation.calls).toEqual([{ type: 'reload' }]), T);
  },
};

// -- Course exit -----------------------------------------------------------------------------------

const reminders: Scenario = {
  mutation: 'unsubscribeFromReminders',
  name: 'course exit: audit learner stops goal reminders (answer ignored)',
  write: { method: 'POST', path: /\/api\/course_home\/save_course_goal$/ },
  brokenAnswer: 'saved',
  open: () => Promise.resolve(null),
  act: async () => {
    const app = await renderApp(`/course/${DEMO}/course-end`, { persona: 'audit' });
    await h1('More content is coming soon!');
    return app;
  },
  // Course-home §5.3 form 2: the answer is ignored; the page is the same either way.
  failed: () => {
    expect(screen.getByRole('heading', { level: 1, name: 'More content is coming soon!' })).toBeVisible();
  },
  saved: async () => {
    expect(screen.getByRole('heading', { level: 1, name: 'More content is coming soon!' })).toBeVisible();
    await waitFor(() => expect(courseHomeState().reminders.get(`edx|${DEMO}`)).toBe(false), T);
  },
};

// -- Timed exams -----------------------------------------------------------------------------------

const X = examsCourse.id;
const xSeq = (name: string) => blockId(examsCourse, 'sequential', name);
const MIDTERM = `/course/${X}/${xSeq('midterm')}/${blockId(examsCourse, 'vertical', 'midterm_unit_1')}`;
const EXAM_ERROR = 'A system error has occurred with your exam.';

const startExam: Scenario = {
  mutation: 'startAttempt',
  name: 'exam: start my timed exam',
  write: { method: 'POST', path: /\/api\/edx_proctoring\/v1\/proctored_exam\/attempt$/ },
  // The exam follows the attempt record, which the LMS changed: the answer's body is not needed.
  brokenAnswer: 'saved',
  open: async () => {
    const app = await renderApp(MIDTERM, { persona: 'verified' });
    await screen.findByRole('button', { name: 'Start my timed exam' }, T);
    return app;
  },
  act: async (app) => {
    await app!.user.click(screen.getByRole('button', { name: 'Start my timed exam' }));
  },
  failed: async () => {
    expect(await screen.findByRole('alert', {}, T)).toHaveTextContent(EXAM_ERROR);
  },
  saved: async () => {
    expect(await screen.findByRole('region', { name: 'Exam timer' }, T)).toBeInTheDocument();
  },
};

const endExam: Scenario = {
  mutation: 'updateAttempt',
  name: 'exam: end my exam',
  write: { method: 'PUT', path: /\/api\/edx_proctoring\/v1\/proctored_exam\/attempt\/\d+$/ },
  // The exam follows the attempt record, which the LMS changed: the answer's body is not needed.
  brokenAnswer: 'saved',
  open: async () => {
    seedAttempt(findPersona('verified')!, examRecord(X, xSeq('midterm'))!, 'started', {
      startedSecondsAgo: 600,
    });
    const app = await renderApp(MIDTERM, { persona: 'verified' });
    await screen.findByRole('region', { name: 'Exam timer' }, T);
    return app;
  },
  act: async (app) => {
    const timer = screen.getByRole('region', { name: 'Exam timer' });
    await app!.user.click(within(timer).getByRole('button', { name: 'End my exam' }));
    const dialog = await screen.findByRole('dialog', { name: 'End your exam?' });
    await app!.user.click(within(dialog).getByRole('button', { name: 'End my exam' }));
  },
  failed: async () => {
    expect(await screen.findByRole('alert', {}, T)).toHaveTextContent(EXAM_ERROR);
  },
  saved: async () => {
    expect(await h1('Are you sure that you want to submit your timed exam?')).toBeInTheDocument();
  },
};

// -- The header's notifications bell --------------------------------------------------------------------

const bellButton = (name: string | RegExp = /^Notification bell icon/) =>
  screen.findByRole('button', { name }, T);
const notificationsPanel = () =>
  within(screen.getByRole('region', { name: 'Notifications' })).getByRole('tabpanel');

const notificationsSeen: Scenario = {
  mutation: 'markNotificationsSeen',
  name: 'header: open the notifications bell (its discussions marked seen)',
  write: { method: 'PUT', path: /\/api\/notifications\/mark-seen\/discussion\/$/ },
  // The badge follows what the learner saw; the answer's body is not read.
  brokenAnswer: 'saved',
  open: async () => {
    const app = await renderApp(`/course/${DEMO}/dates`, { persona: 'verified' });
    await bellButton('Notification bell icon, 6 new');
    return app;
  },
  // Opening the tray lists the discussions and marks them seen (a failed cell left it open: closed first).
  act: async (app) => {
    const bell = await bellButton();
    if (bell.getAttribute('aria-expanded') === 'true') await app!.user.click(bell);
    await app!.user.click(bell);
  },
  pending: () => {
    expect(screen.getByRole('button', { name: /^Notification bell icon/ })).toHaveAccessibleName(
      'Notification bell icon, 2 new',
    );
  },
  // The count comes back: nothing was lost, the notifications are still unseen on the LMS.
  failed: async () => {
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Notification bell icon/ })).toHaveAccessibleName(
        'Notification bell icon, 6 new',
      ),
    );
    expect(within(notificationsPanel()).getAllByRole('link').length).toBeGreaterThan(0);
  },
  saved: async () => {
    expect(await bellButton('Notification bell icon, 2 new')).toBeInTheDocument();
  },
};

const notificationsRead: Scenario = {
  mutation: 'markNotificationsRead',
  name: 'header: mark all of the bell’s discussions as read',
  write: { method: 'PATCH', path: /\/api\/notifications\/read\/$/ },
  brokenAnswer: 'saved',
  open: async () => {
    const app = await renderApp(`/course/${DEMO}/dates`, { persona: 'verified' });
    await app.user.click(await bellButton());
    await bellButton('Notification bell icon, 2 new');
    await within(notificationsPanel()).findAllByText('Unread', {}, T);
    return app;
  },
  act: async (app) => {
    await app!.user.click(within(notificationsPanel()).getByRole('button', { name: 'Mark all as read' }));
  },
  pending: () => {
    expect(within(notificationsPanel()).queryAllByText('Unread')).toEqual([]);
  },
  failed: async () => {
    await toldUnsaved();
    expect(within(notificationsPanel()).getAllByText('Unread').length).toBeGreaterThan(0);
  },
  saved: async () => {
    await waitFor(() => expect(within(notificationsPanel()).queryAllByText('Unread')).toEqual([]));
  },
};

export const SCENARIOS: readonly Scenario[] = [
  goal,
  weeklyGoal,
  dismissWelcome,
  tourEnd,
  enroll,
  activation,
  resetDeadlines,
  certificate,
  position,
  completion,
  bookmark(false),
  bookmark(true),
  postEvent,
  integrity,
  notes,
  calculator,
  celebration,
  weeklyGoalMet,
  masquerade,
  language,
  reminders,
  startExam,
  endExam,
  notificationsSeen,
  notificationsRead,
];
