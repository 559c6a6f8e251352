import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { entranceCourse } from '@test/mock-lms/courses';
import { setServerEra } from '@test/mock-lms/era';
import { renderApp } from '@test/render';
import { outlineLoaded, unitHeading, unitNavigation } from '@test/unitPage';
import { classifyFrameExtra } from './frameExtras';

const C = entranceCourse.id;
const block = (type: string, name: string) => `block-v1:edX+EntranceX+2026+type@${type}+block@${name}`;
const EXAM = block('sequential', 'entrance_exam_questions');
const EXAM_UNIT = block('vertical', 'entrance_exam_unit_1');
/** The exam's last unit: Next from it leaves the exam's section. */
const EXAM_LAST = block('vertical', 'entrance_exam_unit_2');
const WELCOME = block('sequential', 'welcome');
const WELCOME_UNIT = block('vertical', 'welcome_unit_1');
/** The first render loads the courseware's chunk. */
const SLOW = { timeout: 8000 };
const NOT_PASSING =
  'To access course materials, you must score 65% or higher on this exam. Your current score is 40%.';

describe('the entrance exam (today’s LMS, entrance_exam_data)', () => {
  it('tells a learner who has not passed the minimum and their score, above the exam’s sequence', async () => {
    await renderApp(`/course/${C}/${EXAM}/${EXAM_UNIT}`, { persona: 'verified' });
    expect(await screen.findByText(NOT_PASSING, {}, SLOW)).toHaveAttribute('role', 'note');
  });

  it('tells a learner who passed their score', async () => {
    await renderApp(`/course/${C}/${EXAM}/${EXAM_UNIT}`, { persona: 'audit' });
    expect(
      await screen.findByText('Your score is 80%. You have passed the entrance exam.', {}, SLOW),
    ).toBeInTheDocument();
  });

  it('says nothing outside the exam’s section', async () => {
    await renderApp(`/course/${C}/${WELCOME}/${WELCOME_UNIT}`, { persona: 'verified' });
    expect(await screen.findByRole('heading', { name: 'Hello' }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/entrance exam|you must score/)).toBeNull());
  });

  it('formats the percentages in the learner’s language', async () => {
    await renderApp(`/course/${C}/${EXAM}/${EXAM_UNIT}`, { persona: 'verified', locale: 'ar' });
    const arabic = new Intl.NumberFormat('ar');
    expect(await screen.findByRole('note', {}, SLOW)).toBeInTheDocument();
    await waitFor(() =>
      expect(document.querySelector('.entrance-exam-alert')?.textContent).toContain(`${arabic.format(65)}%`),
    );
    expect(document.querySelector('.entrance-exam-alert')?.textContent).toContain(`${arabic.format(40)}%`);
  });

  it('says nothing on the spec’s LMS, which sends no entrance exam data', async () => {
    setServerEra('spec');
    await renderApp(`/course/${C}/${EXAM}/${EXAM_UNIT}`, { persona: 'verified' });
    expect(await screen.findByRole('heading', { name: 'Questions' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(NOT_PASSING)).toBeNull();
  });

  it('offers no Next out of the exam’s section until the exam is passed, and Next once it is', async () => {
    // Previous and Next beside the unit's title (today's layout, the default: decision 0023).
    const topNav = unitNavigation;
    const app = await renderApp(`/course/${C}/${EXAM}/${EXAM_LAST}`, { persona: 'verified' });
    await screen.findByText(NOT_PASSING, {}, SLOW);
    // The course outline has come: what follows the exam's section is known.
    await outlineLoaded(app, C);
    expect(within(topNav()).getByRole('button', { name: 'Next' })).toBeDisabled();
    app.unmount();
    await renderApp(`/course/${C}/${EXAM}/${EXAM_LAST}`, { persona: 'audit' });
    await unitHeading();
    expect(await within(topNav()).findByRole('link', { name: 'Next' }, { timeout: 3000 })).toHaveAttribute(
      'href',
      `/course/${C}/${WELCOME}/${WELCOME_UNIT}`,
    );
  });

  it('reads the unit’s "entrance exam passed" message', () => {
    expect(classifyFrameExtra({ type: 'entranceExam.passed' }, 'http://localhost:18000')).toEqual({
      kind: 'entrance-exam-passed',
    });
  });
});
