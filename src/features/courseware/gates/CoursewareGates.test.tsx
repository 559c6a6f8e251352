import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useEffect, type ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi, type MockInstance } from 'vitest';
import { Toaster } from '@/components/toasts/Toaster';
import { coursewareApi, useGetCoursewareQuery } from '@/lms/courseware/api';
import type { CoursewareCourse } from '@/lms/courseware/types';
import type { RawConfig } from '@/platform/config';
import type { Platform } from '@/platform/platform';
import { gatesCourse } from '@test/mock-lms/courses';
import { blockId } from '@test/mock-lms/courses/model';
import { lmsUrl } from '@test/mock-lms/env';
import { celebrationsFor, needsIntegritySignature, notesFor } from '@test/mock-lms/handlers/gates';
import { mockLms } from '@test/mock-lms/node';
import { signedIn, viewerFor } from '@test/mock-lms/viewer';
import { coursewareCourseBody } from '@test/mock-lms/wire/courseware';
import { renderWithProviders } from '@test/render';
import { CELEBRATION_MARKER_KEY, readMarker, writeMarker } from './celebration';
import {
  CALCULATOR_AFFIXES,
  CALCULATOR_CONSTANTS,
  CALCULATOR_FUNCTIONS,
  CALCULATOR_OPERATORS,
} from './calculatorHints';
import { CoursewareTools } from './CoursewareTools';
import { SequenceGate, UnitGate } from './Gates';
import { LicenseFooter, UnitFooter } from './LicenseFooter';
import type { GateCourse, GateSequence, GateUnit } from './types';
import { usePostEventMutation } from '../postEvent';
import { mockLmsSettled, recordRequests } from '@test/mock-lms/requests';

const C = gatesCourse.id;
const seqId = (name: string) => blockId(gatesCourse, 'sequential', name);
const unitId = (name: string) => blockId(gatesCourse, 'vertical', name);
const HERE = `/course/${C}/${seqId('warm_up')}/${unitId('warm_up_unit_1')}`;

const course = (over: Partial<GateCourse> = {}): GateCourse => ({
  id: C,
  title: gatesCourse.title,
  isEnrolled: true,
  isStaff: false,
  license: gatesCourse.license,
  showCalculator: true,
  notes: { enabled: true, visible: false },
  celebrations: { firstSection: true, streakLengthToCelebrate: null },
  userNeedsIntegritySignature: false,
  contentTypeGatingEnabled: true,
  verifiedMode: {
    price: 99,
    currencySymbol: '$',
    upgradeUrl: 'http://localhost:18130/basket/add/?sku=GATES99',
  },
  ...over,
});
const sequence = (over: Partial<GateSequence> = {}): GateSequence => ({
  id: seqId('warm_up'),
  title: 'Graded warm-up',
  ...over,
});
const unit = (over: Partial<GateUnit> = {}): GateUnit => ({
  id: unitId('warm_up_unit_1'),
  graded: true,
  ...over,
});

const at = { path: '' };
function Probe() {
  const location = useLocation();
  useEffect(() => {
    at.path = location.pathname;
  }, [location.pathname]);
  return null;
}

/** Renders a piece at a courseware address through the real providers, store and HTTP client. */
async function renderPiece(
  element: ReactElement,
  options: { persona?: string | null; config?: RawConfig; path?: string; analyticsThrows?: boolean } = {},
) {
  const { persona = 'audit', path = HERE } = options;
  let trackSpy: MockInstance<Platform['analytics']['sendTrackEvent']> | undefined;
  const result = await renderWithProviders(
    <>
      <Routes>
        <Route path="/course/:courseId/:sequenceId/:unitId" element={element} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Probe />
      <Toaster />
    </>,
    {
      persona,
      path,
      config: options.config,
      beforeRender: (platform) => {
        trackSpy = vi.spyOn(platform.analytics, 'sendTrackEvent');
        if (options.analyticsThrows) {
          trackSpy.mockImplementation(() => {
            throw new Error('analytics down');
          });
        }
      },
    },
  );
  return { ...result, trackSpy: trackSpy! };
}

const content = <p>unit content</p>;

/**
 * A piece given the course record as the page gives it: from the courseware cache, that is the mock LMS's
 * answer, into which signing and celebrating write what the LMS then knows (./api.ts).
 */
function WithCourseRecord({ children }: { children: (course: CoursewareCourse) => ReactElement }) {
  const record = useGetCoursewareQuery(C).data?.course;
  return record ? children(record) : null;
}

describe('UnitGate: the prerequisite lock', () => {
  it('shows the lock page with the spec text and a link to the prerequisite instead of the content', async () => {
    const { user } = await renderPiece(
      <UnitGate
        course={course()}
        sequence={sequence({
          id: seqId('after_warm_up'),
          title: 'After the warm-up',
          gatedContent: { gated: true, prereqId: seqId('warm_up'), prereqSectionName: 'Graded warm-up' },
        })}
        unit={null}
      >
        {content}
      </UnitGate>,
    );
    expect(screen.getByRole('heading', { name: 'Content Locked' })).toBeInTheDocument();
    expect(
      screen.getByText('You must complete the prerequisite to access this content.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Prerequisite: Graded warm-up')).toBeInTheDocument();
    expect(screen.queryByText('unit content')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go To Prerequisite Section' }));
    expect(at.path).toBe(`/course/${C}/${seqId('warm_up')}`);
  });
});

describe('UnitGate: the honor code', () => {
  const needs = course({ userNeedsIntegritySignature: true });

  it('replaces a graded unit until the learner agrees; agreeing posts the signature and shows the content', async () => {
    const { user } = await renderPiece(
      <WithCourseRecord>
        {(record) => (
          <UnitGate course={record} sequence={sequence()} unit={unit()}>
            {content}
          </UnitGate>
        )}
      </WithCourseRecord>,
      { persona: 'verified' },
    );
    expect(await screen.findByRole('heading', { name: 'edX Honor Code' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the full honor code' })).toHaveAttribute(
      'href',
      `${lmsUrl('/tos')}#honor-code`,
    );
    expect(screen.queryByText('unit content')).not.toBeInTheDocument();
    expect(needsIntegritySignature(gatesCourse, 'verified_learner')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'I agree' }));
    expect(await screen.findByText('unit content')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'edX Honor Code' })).not.toBeInTheDocument();
    expect(needsIntegritySignature(gatesCourse, 'verified_learner')).toBe(false);
  });

  it('clears the flag in the cached course record as soon as the LMS accepts, before the course loads again', async () => {
    // The course call after signing is held until the test lets it go.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let courseCalls = 0;
    mockLms.use(
      http.get(lmsUrl('/api/courseware/course/:courseId'), async ({ cookies }) => {
        courseCalls += 1;
        if (courseCalls > 1) await held;
        return HttpResponse.json(coursewareCourseBody(gatesCourse, viewerFor(signedIn(cookies), C), null));
      }),
    );
    const { user, store } = await renderPiece(
      <WithCourseRecord>
        {(record) => (
          <UnitGate course={record} sequence={sequence()} unit={unit()}>
            {content}
          </UnitGate>
        )}
      </WithCourseRecord>,
      { persona: 'verified' },
    );
    await user.click(await screen.findByRole('button', { name: 'I agree' }));
    // Signing loads the course again; while that answer is held, the content already shows.
    await waitFor(() => expect(courseCalls).toBe(2));
    expect(await screen.findByText('unit content')).toBeInTheDocument();
    expect(
      coursewareApi.endpoints.getCourseware.select(C)(store.getState()).data?.course
        ?.userNeedsIntegritySignature,
    ).toBe(false);
    release();
    await mockLmsSettled();
    expect(screen.getByText('unit content')).toBeInTheDocument();
  });

  it('does not cover ungraded units', async () => {
    await renderPiece(
      <UnitGate course={needs} sequence={sequence()} unit={unit({ graded: false })}>
        {content}
      </UnitGate>,
    );
    expect(screen.getByText('unit content')).toBeInTheDocument();
  });

  it('keeps the honor code and says so when the signature fails', async () => {
    mockLms.use(
      http.post(
        lmsUrl('/api/agreements/v1/integrity_signature/:courseId'),
        () => new HttpResponse(null, { status: 500 }),
      ),
    );
    const { user } = await renderPiece(
      <UnitGate course={needs} sequence={sequence()} unit={unit()}>
        {content}
      </UnitGate>,
    );
    await user.click(screen.getByRole('button', { name: 'I agree' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your agreement could not be saved. Please try again.',
    );
    expect(screen.getByRole('heading', { name: 'edX Honor Code' })).toBeInTheDocument();
    expect(screen.queryByText('unit content')).not.toBeInTheDocument();
  });

  it('cancel goes back to the course home', async () => {
    const { user } = await renderPiece(
      <UnitGate course={needs} sequence={sequence()} unit={unit()}>
        {content}
      </UnitGate>,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(at.path).toBe(`/course/${C}/home`);
  });
});

describe('UnitGate: hidden after due', () => {
  it('shows both spec sentences and a link to the progress page instead of the sequence', async () => {
    const { user } = await renderPiece(
      <UnitGate course={course()} sequence={sequence({ isHiddenAfterDue: true })} unit={unit()}>
        {content}
      </UnitGate>,
    );
    expect(
      screen.getByRole('heading', { name: 'The due date for this assignment has passed.' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Because the due date has passed, this assignment is no longer available.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('unit content')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'progress page' }));
    expect(at.path).toBe(`/course/${C}/progress`);
  });

  it('leaves the progress link out when the course has no progress tab', async () => {
    await renderPiece(
      <UnitGate
        course={course({ tabs: [{ slug: 'courseware', url: '/x' }] })}
        sequence={sequence({ isHiddenAfterDue: true })}
        unit={unit()}
      />,
    );
    expect(screen.queryByRole('link', { name: 'progress page' })).not.toBeInTheDocument();
  });
});

describe('UnitGate: the paywall', () => {
  const lab = unit({ id: unitId('graded_lab_unit_1'), containsContentTypeGatedContent: true });

  it('shows above gated graded content with the upgrade action, and the content still loads', async () => {
    await renderPiece(
      <UnitGate course={course()} sequence={sequence()} unit={lab}>
        {content}
      </UnitGate>,
    );
    const paywall = screen.getByRole('region', { name: 'Graded assignments are locked' });
    expect(
      within(paywall).getByRole('heading', { name: 'Graded assignments are locked' }),
    ).toBeInTheDocument();
    expect(within(paywall).getAllByRole('listitem')).toHaveLength(4);
    expect(within(paywall).getByRole('link', { name: 'Upgrade for $99' })).toHaveAttribute(
      'href',
      'http://localhost:18130/basket/add/?sku=GATES99',
    );
    expect(screen.getByText('unit content')).toBeInTheDocument();
  });

  it('prefers the offer, with the original price struck through', async () => {
    await renderPiece(
      <UnitGate
        course={course({
          offer: { upgradeUrl: 'http://shop/?code=X', discountedPrice: '$84.15', originalPrice: '$99' },
        })}
        sequence={sequence()}
        unit={lab}
      />,
    );
    const link = screen.getByRole('link', { name: /Upgrade for/ });
    expect(link).toHaveAttribute('href', 'http://shop/?code=X');
    expect(link).toHaveTextContent('Original price: $99');
    expect(link.querySelector('del')).toHaveTextContent('$99');
  });

  it('has no upgrade action without a verified mode', async () => {
    await renderPiece(<UnitGate course={course({ verifiedMode: null })} sequence={sequence()} unit={lab} />);
    expect(screen.getByText('This graded content is not part of your enrollment track.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Upgrade/ })).not.toBeInTheDocument();
  });

  it('does not show without content-type gating', async () => {
    await renderPiece(
      <UnitGate course={course({ contentTypeGatingEnabled: false })} sequence={sequence()} unit={lab} />,
    );
    expect(screen.queryByRole('region', { name: /locked/ })).not.toBeInTheDocument();
  });
});

describe('UnitGate: enrolment states', () => {
  it('a signed-in learner who is not enrolled must enroll', async () => {
    const { user } = await renderPiece(
      <UnitGate course={course({ isEnrolled: false })} sequence={sequence()} unit={unit()}>
        {content}
      </UnitGate>,
      { persona: 'unenrolled' },
    );
    const notice = screen.getByRole('group', { name: 'Enrollment required' });
    expect(notice).toHaveTextContent('You must be enrolled in the course to see course content.');
    expect(screen.queryByText('unit content')).not.toBeInTheDocument();
    await user.click(within(notice).getByRole('link', { name: 'Enroll from the course home' }));
    expect(at.path).toBe(`/course/${C}/home`);
  });

  it('staff who are not enrolled see the content with a notice', async () => {
    await renderPiece(
      <UnitGate course={course({ isEnrolled: false, isStaff: true })} sequence={sequence()} unit={unit()}>
        {content}
      </UnitGate>,
      { persona: 'staff' },
    );
    expect(screen.getByRole('group', { name: 'Staff view' })).toHaveTextContent(
      'You are viewing this course as staff, and are not enrolled.',
    );
    expect(screen.getByText('unit content')).toBeInTheDocument();
  });

  it('visitors get the public view with sign-in and register links', async () => {
    await renderPiece(
      <UnitGate course={course({ isEnrolled: false })} sequence={sequence()} unit={unit()}>
        {content}
      </UnitGate>,
      { persona: null },
    );
    const notice = screen.getByRole('group', { name: 'Public preview' });
    expect(within(notice).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toMatch(
      /^http:\/\/localhost:\d+\/login\?next=/,
    );
    expect(within(notice).getByRole('link', { name: 'register' }).getAttribute('href')).toMatch(
      /\/register\?next=/,
    );
    expect(screen.getByText('unit content')).toBeInTheDocument();
  });
});

describe('UnitGate: the units of an exam', () => {
  it('are not gated per unit: the exam area decides for the whole sequence (../exams)', async () => {
    await renderPiece(
      <UnitGate
        course={course()}
        sequence={sequence({ id: seqId('midterm'), isTimeLimited: true, isProctored: true })}
        unit={unit()}
      >
        {content}
      </UnitGate>,
    );
    expect(screen.getByText('unit content')).toBeInTheDocument();
  });
});

describe('CoursewareTools: calculator', () => {
  it('is not offered when showCalculator is false', async () => {
    await renderPiece(<CoursewareTools course={course({ showCalculator: false })} />);
    expect(screen.queryByRole('button', { name: 'Calculator' })).not.toBeInTheDocument();
  });

  it('sends the text as typed and shows the result', async () => {
    const calls = recordRequests((url) => url.pathname === '/calculate');
    const { user } = await renderPiece(<CoursewareTools course={course()} />);
    await user.click(screen.getByRole('button', { name: 'Calculator' }));
    await user.type(screen.getByLabelText('Calculator input'), '2+3*4');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(screen.getByLabelText('Calculator output')).toHaveTextContent('14.0'));
    expect(calls.map(({ url }) => url.searchParams.get('equation'))).toEqual(['2+3*4']);
  });

  it('points at the hints when the LMS cannot evaluate the text', async () => {
    const { user } = await renderPiece(<CoursewareTools course={course()} />);
    await user.click(screen.getByRole('button', { name: 'Calculator' }));
    await user.type(screen.getByLabelText('Calculator input'), '2+{enter}');
    await waitFor(() =>
      expect(screen.getByLabelText('Calculator output')).toHaveTextContent('Invalid syntax'),
    );
    expect(
      screen.getByText('The expression could not be evaluated. Check it against the hints.'),
    ).toBeInTheDocument();
  });

  it('says so when the calculator cannot be reached, keeping the last result', async () => {
    const { user } = await renderPiece(<CoursewareTools course={course()} />);
    await user.click(screen.getByRole('button', { name: 'Calculator' }));
    await user.type(screen.getByLabelText('Calculator input'), '1+1{enter}');
    await waitFor(() => expect(screen.getByLabelText('Calculator output')).toHaveTextContent('2.0'));
    mockLms.use(http.get(lmsUrl('/calculate'), () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The calculator could not be reached. Please try again.',
    );
    expect(screen.getByLabelText('Calculator output')).toHaveTextContent('2.0');
  });

  it('lists every rule, constant, affix, function and operator in the hints', async () => {
    const { user } = await renderPiece(<CoursewareTools course={course()} />);
    await user.click(screen.getByRole('button', { name: 'Calculator' }));
    const hintsButton = screen.getByRole('button', { name: 'Hints' });
    expect(hintsButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(hintsButton);
    const hints = screen.getByRole('group', { name: 'Calculator instructions' });
    for (const rule of [
      'Use parentheses () to make expressions clear, for example (2+3)*4.',
      'Do not use spaces in expressions.',
      'For constants, indicate multiplication explicitly, for example 5*c.',
      'For affixes, type the number and affix without a space, for example 5c.',
      'For functions, type the name of the function, then the expression in parentheses, for example sqrt(4).',
    ]) {
      expect(within(hints).getByText(rule)).toBeInTheDocument();
    }
    const codes = within(hints)
      .getAllByText((_text, el) => el?.tagName === 'CODE')
      .map((el) => el.textContent);
    for (const item of [
      ...CALCULATOR_CONSTANTS,
      ...CALCULATOR_AFFIXES,
      ...CALCULATOR_FUNCTIONS,
      ...CALCULATOR_OPERATORS,
    ]) {
      expect(codes).toContain(item);
    }
    expect(within(hints).getByText(/scientific notation \(10\^-9 or 1e-9\)/)).toBeInTheDocument();
  });
});

describe('CoursewareTools: notes', () => {
  it('is not offered when notes are disabled', async () => {
    await renderPiece(<CoursewareTools course={course({ notes: { enabled: false, visible: false } })} />);
    expect(screen.queryByRole('button', { name: /Notes/ })).not.toBeInTheDocument();
  });

  it('stores the new state, then flips and tells the unit frame', async () => {
    const frame = document.createElement('iframe');
    frame.id = 'unit-iframe';
    document.body.appendChild(frame);
    const post = vi.spyOn(frame.contentWindow as Window, 'postMessage').mockImplementation(() => undefined);
    const { user } = await renderPiece(<CoursewareTools course={course()} />);
    await user.click(screen.getByRole('button', { name: 'Show Notes' }));
    expect(await screen.findByRole('button', { name: 'Hide Notes' })).toHaveAttribute('aria-pressed', 'true');
    expect(notesFor(gatesCourse, 'edx').visible).toBe(true);
    expect(post).toHaveBeenCalledWith('tools.toggleNotes', 'http://localhost:18000');
    frame.remove();
  });

  it('keeps the state and says so when saving fails', async () => {
    mockLms.use(
      http.put(
        lmsUrl('/courses/:courseId/edxnotes/visibility/'),
        () => new HttpResponse(null, { status: 500 }),
      ),
    );
    const { user } = await renderPiece(
      <CoursewareTools course={course({ notes: { enabled: true, visible: true } })} />,
    );
    await user.click(screen.getByRole('button', { name: 'Hide Notes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your notes setting could not be saved. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Hide Notes' })).toBeInTheDocument();
  });
});

describe('SequenceGate', () => {
  it('replaces the sequence area when hidden after due; else shows it', async () => {
    const { unmount } = await renderPiece(
      <SequenceGate course={course()} sequence={sequence({ isHiddenAfterDue: true, isProctored: true })}>
        {content}
      </SequenceGate>,
    );
    expect(
      screen.getByRole('region', { name: 'The due date for this assignment has passed.' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('unit content')).not.toBeInTheDocument();
    unmount();
    await renderPiece(
      <SequenceGate course={course()} sequence={sequence()}>
        {content}
      </SequenceGate>,
    );
    expect(screen.getByText('unit content')).toBeInTheDocument();
  });
});

describe('LicenseFooter', () => {
  it('the unit footer shows the course license', async () => {
    await renderPiece(<UnitFooter course={course()} sequence={sequence()} />);
    expect(screen.getByRole('link')).toHaveTextContent('CC BY-NC 4.0');
  });

  it('all rights reserved', async () => {
    await renderPiece(<LicenseFooter license="all-rights-reserved" />);
    expect(screen.getByText('All Rights Reserved')).toBeInTheDocument();
  });

  it('Creative Commons with its terms and a link to the deed', async () => {
    await renderPiece(<LicenseFooter license="creative-commons: ver=4.0 BY NC" />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', 'https://creativecommons.org/licenses/by-nc/4.0/');
    expect(link).toHaveTextContent('CC BY-NC 4.0');
    expect(link).toHaveTextContent('Attribution and Noncommercial');
    expect(link).toHaveTextContent('Some Rights Reserved');
  });

  it('missing means CC BY SA 4.0; no options mean CC0 1.0', async () => {
    const { unmount } = await renderPiece(<LicenseFooter license={null} />);
    expect(screen.getByRole('link')).toHaveTextContent('CC BY-SA 4.0');
    unmount();
    await renderPiece(<LicenseFooter license="creative-commons:" />);
    expect(screen.getByRole('link')).toHaveTextContent('CC CC0 1.0');
    expect(screen.getByRole('link')).toHaveTextContent('No Rights Reserved');
  });
});

describe('moments: the first-section celebration', () => {
  const target = { sequenceId: seqId('after_warm_up'), unitId: unitId('after_warm_up_unit_1') };
  const path = `/course/${C}/${target.sequenceId}/${target.unitId}`;
  const mark = () =>
    writeMarker({
      courseId: C,
      prevSequenceId: seqId('warm_up'),
      nextSequenceId: target.sequenceId,
      nextUnitId: target.unitId,
    });

  it('shows once on the target, posts first_section: false and tracks it; not again after a reload', async () => {
    mark();
    const posts = recordRequests((url) => url.pathname.includes('/api/courseware/celebration/'));
    const first = await renderPiece(<CoursewareTools course={course()} />, { path });
    expect(
      await screen.findByRole('dialog', { name: 'Congratulations!' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(posts.map(({ body }) => body)).toEqual([{ first_section: false }]));
    expect(first.trackSpy).toHaveBeenCalledWith('edx.ui.lms.celebration.first_section.opened', {
      course_id: C,
    });
    expect(readMarker()?.shown).toBe(true);
    await first.user.click(screen.getByRole('button', { name: 'Keep going' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    first.unmount();

    // A reload on the target with a course record that still says first_section (an old answer).
    await renderPiece(<CoursewareTools course={course()} />, { path });
    await mockLmsSettled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts).toHaveLength(1);
  });

  it('says at once in the cached course record that the first section was celebrated; the modal stays open', async () => {
    mark();
    // The learner's streak was celebrated on an earlier visit: only the first section is due.
    celebrationsFor(gatesCourse, 'edx', { reportStreak: true });
    const { store } = await renderPiece(
      <WithCourseRecord>{(record) => <CoursewareTools course={record} />}</WithCourseRecord>,
      { path },
    );
    expect(
      await screen.findByRole('dialog', { name: 'Congratulations!' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      coursewareApi.endpoints.getCourseware.select(C)(store.getState()).data?.course?.celebrations
        .firstSection,
    ).toBe(false);
    await mockLmsSettled();
    expect(screen.getByRole('dialog', { name: 'Congratulations!' })).toBeInTheDocument();
  });

  it('does not show when the first section was celebrated, and forgets the marker off the target', async () => {
    mark();
    await renderPiece(
      <CoursewareTools
        course={course({ celebrations: { firstSection: false, streakLengthToCelebrate: null } })}
      />,
      {
        path,
      },
    );
    await mockLmsSettled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await renderPiece(<CoursewareTools course={course()} />, {
      path: `/course/${C}/${seqId('welcome')}/${unitId('welcome_unit_1')}`,
    });
    await waitFor(() => expect(sessionStorage.getItem(CELEBRATION_MARKER_KEY)).toBeNull());
  });

  it('with a streak due, shows the streak instead but still posts', async () => {
    mark();
    const posted = recordRequests((url) => url.pathname.includes('/api/courseware/celebration/'));
    await renderPiece(
      <CoursewareTools
        course={course({ celebrations: { firstSection: true, streakLengthToCelebrate: 3 } })}
      />,
      {
        path,
      },
    );
    expect(
      await screen.findByRole('dialog', { name: '3 day streak' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Congratulations!' })).not.toBeInTheDocument();
  });
});

describe('moments: the streak celebration', () => {
  it('inserts the streak length and one of the two facts; closing clears it', async () => {
    const { user, trackSpy, store } = await renderPiece(
      <WithCourseRecord>{(record) => <CoursewareTools course={record} />}</WithCourseRecord>,
    );
    const dialog = await screen.findByRole('dialog', { name: '3 day streak' }, { timeout: 5000 });
    expect(
      within(dialog).getByText(/3 days in a row (are 20x more likely to pass|complete 5x as much content)/),
    ).toBeInTheDocument();
    expect(trackSpy).toHaveBeenCalledWith('edx.ui.lms.celebration.streak.opened', { course_id: C });
    await user.click(within(dialog).getByRole('button', { name: 'Keep going' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trackSpy).toHaveBeenCalledWith('edx.ui.lms.celebration.streak.closed', { course_id: C });
    // Cleared in the course record the page reads (no call: the LMS reports each milestone once).
    expect(
      coursewareApi.endpoints.getCourseware.select(C)(store.getState()).data?.course?.celebrations
        .streakLengthToCelebrate,
    ).toBeNull();
  });

  it('opens and closes even when analytics throws', async () => {
    const { user, trackSpy } = await renderPiece(
      <WithCourseRecord>{(record) => <CoursewareTools course={record} />}</WithCourseRecord>,
      { analyticsThrows: true },
    );
    const dialog = await screen.findByRole('dialog', { name: '3 day streak' }, { timeout: 5000 });
    expect(trackSpy).toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Keep going' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trackSpy).toHaveBeenCalledWith('edx.ui.lms.celebration.streak.closed', { course_id: C });
  });

  it('shows nothing without a streak to celebrate', async () => {
    await renderPiece(
      <CoursewareTools
        course={course({ celebrations: { firstSection: false, streakLengthToCelebrate: null } })}
      />,
    );
    await mockLmsSettled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

function PostEventButton() {
  const [post] = usePostEventMutation();
  return (
    <button
      type="button"
      onClick={() =>
        void post({
          url: lmsUrl('/api/course_experience/v1/reset_course_deadlines'),
          courseId: C,
          researchEventData: { location: 'sequence-due-dates-banner' },
        })
      }
    >
      post
    </button>
  );
}

describe('calls to action after an event post', () => {
  it('posts course_key and the research data as received, then shows the header, link and link text', async () => {
    const posts = recordRequests((url) => url.pathname.includes('reset_course_deadlines'));
    const { user } = await renderPiece(<PostEventButton />);
    await user.click(screen.getByRole('button', { name: 'post' }));
    const toast = await screen.findByText(
      'Your due dates have been successfully shifted to help you stay on track.',
    );
    expect(toast).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all dates' }).getAttribute('href')).toMatch(
      `/course/${C}/dates`,
    );
    await waitFor(() =>
      expect(posts.map(({ body }) => body)).toEqual([
        { course_key: C, research_event_data: { location: 'sequence-due-dates-banner' } },
      ]),
    );
  });
});
