import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { coursewareApi } from '@/lms/courseware/api';
import { lmsUrl } from '@test/mock-lms/env';
import { needsIntegritySignature } from '@test/mock-lms/handlers/gates';
import { mockLms } from '@test/mock-lms/node';
import { signedIn, viewerFor } from '@test/mock-lms/viewer';
import { coursewareCourseBody } from '@test/mock-lms/wire/courseware';
import { gatesCourse } from '@test/mock-lms/courses';
import { mockLmsSettled } from '@test/mock-lms/requests';
import {
  at,
  C,
  content,
  course,
  renderPiece,
  seqId,
  sequence,
  unit,
  unitId,
  WithCourseRecord,
} from '@test/coursewarePieces';
import { SequenceGate, UnitGate } from './Gates';

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
