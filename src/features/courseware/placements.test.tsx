import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { CoursewareCourse, Sequence, Unit } from '@/lms/courseware/types';
import { gatesCourse } from '@test/mock-lms/courses';
import { blockId } from '@test/mock-lms/courses/model';
import { renderWithProviders } from '@test/render';
import type { GateCourse, GateSequence, GateUnit } from './gates/types';
import { SequenceGate, UnitGate } from './placements';

// The gates' chunk arrives only when the test says so, and says whether it was asked for.
const chunk = vi.hoisted(() => {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { requested: false, arrived, arrive: () => arrive() };
});
vi.mock('./gates/Gates', async (importOriginal) => {
  chunk.requested = true;
  await chunk.arrived;
  return importOriginal();
});

const C = gatesCourse.id;
const seqId = blockId(gatesCourse, 'sequential', 'warm_up');
const unitId = blockId(gatesCourse, 'vertical', 'warm_up_unit_1');

// The placements take the courseware's models; the gates read only their GateCourse / GateSequence / GateUnit part.
const course = (over: Partial<GateCourse> = {}) =>
  ({
    id: C,
    title: gatesCourse.title,
    isEnrolled: true,
    isStaff: false,
    ...over,
  }) as unknown as CoursewareCourse;
const sequence = (over: Partial<GateSequence> = {}) =>
  ({ id: seqId, title: 'Graded warm-up', gatedContent: { gated: false }, ...over }) as unknown as Sequence;
const unit = (over: Partial<GateUnit> = {}) => ({ id: unitId, graded: true, ...over }) as unknown as Unit;

function renderSlot(element: ReactElement) {
  return renderWithProviders(
    <Routes>
      <Route path="/course/:courseId/:sequenceId/:unitId" element={element} />
    </Routes>,
    { persona: 'audit', path: `/course/${C}/${seqId}/${unitId}` },
  );
}

const content = <p>unit content</p>;

// In order: the chunk has not arrived for the first two tests.
describe('courseware placements: the gates load only when one applies', () => {
  it('a unit no gate stands before shows its content at once, without asking for the gates', async () => {
    await renderSlot(
      <SequenceGate course={course()} sequence={sequence()}>
        <UnitGate course={course()} sequence={sequence()} unit={unit()}>
          {content}
        </UnitGate>
      </SequenceGate>,
    );
    expect(screen.getByText('unit content')).toBeInTheDocument();
    expect(chunk.requested).toBe(false);
  });

  it('a gated unit shows nothing until the gate arrives, never the content it stands before', async () => {
    await renderSlot(
      <UnitGate course={course({ userNeedsIntegritySignature: true })} sequence={sequence()} unit={unit()}>
        {content}
      </UnitGate>,
    );
    await vi.waitFor(() => expect(chunk.requested).toBe(true));
    expect(screen.queryByText('unit content')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Honor Code/ })).not.toBeInTheDocument();
    chunk.arrive();
    expect(await screen.findByRole('region', { name: /Honor Code/ })).toBeInTheDocument();
    expect(screen.queryByText('unit content')).not.toBeInTheDocument();
  });

  it('the paywall shows above the content, together with it', async () => {
    await renderSlot(
      <UnitGate
        course={course({ contentTypeGatingEnabled: true })}
        sequence={sequence()}
        unit={unit({ containsContentTypeGatedContent: true })}
      >
        {content}
      </UnitGate>,
    );
    expect(await screen.findByRole('region', { name: 'Graded assignments are locked' })).toBeInTheDocument();
    expect(screen.getByText('unit content')).toBeInTheDocument();
  });

  it('a sequence hidden after its due date is replaced as a whole', async () => {
    await renderSlot(
      <SequenceGate course={course()} sequence={sequence({ isHiddenAfterDue: true })}>
        {content}
      </SequenceGate>,
    );
    expect(
      await screen.findByRole('region', { name: 'The due date for this assignment has passed.' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('unit content')).not.toBeInTheDocument();
  });
});
