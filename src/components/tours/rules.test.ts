import { describe, expect, it } from 'vitest';
import { DecodeError } from '@/lms/decode';
import { decodeUserTours, type UserTours } from './model';
import { coursewareTourDue, firstPhase, presentSteps, toSend, transition } from './rules';
import { COURSE_HOME_STEPS, COURSEWARE_STEPS } from './steps';

const record = (courseHomeTourStatus: UserTours['courseHomeTourStatus'], showCoursewareTour: boolean) => ({
  courseHomeTourStatus,
  showCoursewareTour,
});
const NEW = record('show-new-user-tour', true);
const EXISTING = record('show-existing-user-tour', false);
const NONE = record('no-tour', false);

describe('the tours record', () => {
  it('reads the LMS’s answer, and anything it does not know as no tour', () => {
    expect(
      decodeUserTours({ course_home_tour_status: 'show-new-user-tour', show_courseware_tour: true }),
    ).toEqual(NEW);
    expect(
      decodeUserTours({ course_home_tour_status: 'show-existing-user-tour', show_courseware_tour: false }),
    ).toEqual(EXISTING);
    expect(
      decodeUserTours({ course_home_tour_status: 'show-the-moon', show_courseware_tour: 'yes' }),
    ).toEqual(NONE);
    expect(decodeUserTours({})).toEqual(NONE);
    expect(() => decodeUserTours(['an', 'array'])).toThrow(DecodeError);
  });
});

describe('which tour shows on course home', () => {
  it('opens with the welcome dialog for a new learner, the one step for an existing one, nothing else', () => {
    expect(firstPhase(NEW)).toBe('welcome');
    expect(firstPhase(EXISTING)).toBe('existing');
    expect(firstPhase(NONE)).toBe('idle');
    // No record (401, 403, 404, the spec's LMS): no tours.
    expect(firstPhase(null)).toBe('idle');
  });

  it('"Begin tour" starts the tour; finishing it ends the course-home tour only', () => {
    expect(transition('welcome', 'beginTour')).toEqual({
      phase: 'tour',
      writes: { courseHome: false, courseware: false },
    });
    expect(transition('tour', 'finishTour')).toEqual({
      phase: 'idle',
      writes: { courseHome: true, courseware: false },
    });
  });

  it('skipping the welcome ends the course-home tour and points at "Launch tour"; the courseware tour stays due', () => {
    expect(transition('welcome', 'skipWelcome')).toEqual({
      phase: 'abandon',
      writes: { courseHome: true, courseware: false },
    });
    expect(transition('abandon', 'endAbandon')).toEqual({
      phase: 'idle',
      writes: { courseHome: false, courseware: false },
    });
  });

  it('dismissing the tour ends both tours and points at "Launch tour"', () => {
    expect(transition('tour', 'dismissTour')).toEqual({
      phase: 'abandon',
      writes: { courseHome: true, courseware: true },
    });
  });

  it('the existing learner’s step ends the course-home tour; "Launch tour" starts the tour from anywhere but the dialog', () => {
    expect(transition('existing', 'endExisting')).toEqual({
      phase: 'idle',
      writes: { courseHome: true, courseware: false },
    });
    expect(transition('idle', 'launch').phase).toBe('tour');
    expect(transition('existing', 'launch').phase).toBe('tour');
    expect(transition('abandon', 'launch').phase).toBe('tour');
    expect(transition('welcome', 'launch').phase).toBe('welcome');
  });

  it('ignores events that do not belong to the phase', () => {
    expect(transition('idle', 'finishTour')).toEqual({
      phase: 'idle',
      writes: { courseHome: false, courseware: false },
    });
    expect(transition('tour', 'skipWelcome').phase).toBe('tour');
    expect(transition('welcome', 'dismissTour').phase).toBe('welcome');
  });

  it('sends only what the record does not already say', () => {
    const both = { courseHome: true, courseware: true };
    expect(toSend(both, NEW)).toEqual(both);
    expect(toSend(both, EXISTING)).toEqual({ courseHome: true, courseware: false });
    // A learner with no tour who launched it and finished: nothing to write.
    expect(toSend(both, NONE)).toEqual({ courseHome: false, courseware: false });
    expect(toSend(both, null)).toEqual({ courseHome: false, courseware: false });
  });

  it('the courseware tour is due while the record says so', () => {
    expect(coursewareTourDue(NEW)).toBe(true);
    expect(coursewareTourDue(EXISTING)).toBe(false);
    expect(coursewareTourDue(null)).toBe(false);
  });
});

describe('the steps shown', () => {
  it('are the steps whose anchors are on the page, in upstream’s order: outline, dates, tabs, goal', () => {
    expect(COURSE_HOME_STEPS.map((step) => step.key)).toEqual(['outline', 'dates', 'tabs', 'goal']);
    const all = presentSteps(COURSE_HOME_STEPS, () => true);
    expect(all.map((step) => step.key)).toEqual(['outline', 'dates', 'tabs', 'goal']);
  });

  it('leave out a step whose anchor the layout does not have (no dates widget, no goal card)', () => {
    const onPage = (selector: string) => !selector.includes('dates-widget') && !selector.includes('goal');
    expect(presentSteps(COURSE_HOME_STEPS, onPage).map((step) => step.key)).toEqual(['outline', 'tabs']);
  });

  it('point the courseware tour at the unit tabs in the spec’s layout, at Previous and Next in today’s', () => {
    const spec = (selector: string) => selector.includes('sequence-navigation');
    const today = (selector: string) => selector.includes('unit-header');
    expect(presentSteps(COURSEWARE_STEPS, spec).map((step) => step.key)).toEqual(['unitTabs']);
    expect(presentSteps(COURSEWARE_STEPS, today).map((step) => step.key)).toEqual(['unitNavigation']);
    expect(presentSteps(COURSEWARE_STEPS, () => false)).toEqual([]);
    // The spec's layout has a unit header too, without Previous and Next in it: not today's step.
    const specHeader = (selector: string) =>
      selector === '.unit-header' || selector.includes('sequence-navigation');
    expect(presentSteps(COURSEWARE_STEPS, specHeader).map((step) => step.key)).toEqual(['unitTabs']);
  });
});
