import type { MessageDescriptor } from 'react-intl';
import messages from './messages';
import type { Side } from './placement';

/**
 * A tour step: what it points at (a CSS selector; the first match on the page that is laid out), on which
 * side it prefers to sit, and what it says. Where Open edX's learning app has an id for the same element
 * (`#courseHome-dates`, `#courseTabsNavigation`…), the selector names it first, so markup an operator put
 * in a plugin slot after upstream's example is found as well; this app's own element follows.
 */
export interface TourStep {
  readonly key: string;
  readonly anchor: string;
  /** Another element the step is about, which must be on the page too (the anchor holds it). */
  readonly when?: string;
  readonly side: Side;
  readonly title?: MessageDescriptor;
  readonly body: MessageDescriptor;
}

/**
 * The course-home tour, in upstream's order (outline, dates, tabs, goal). Upstream's upgrade step points
 * at an element its layout no longer renders (`#courseHome-upgradeNotification`) and so never shows: it is
 * not here either.
 */
export const COURSE_HOME_STEPS: readonly TourStep[] = [
  {
    key: 'outline',
    anchor: '#courseHome-outline, .outline-tab .outline-sections',
    side: 'top',
    title: messages.outlineTitle,
    body: messages.outlineBody,
  },
  {
    key: 'dates',
    anchor: '#courseHome-dates, .course-home-sidebar .dates-widget',
    side: 'start',
    title: messages.datesTitle,
    body: messages.datesBody,
  },
  {
    key: 'tabs',
    anchor: '#courseTabsNavigation, nav.course-tabs',
    side: 'bottom',
    title: messages.tabsTitle,
    body: messages.tabsBody,
  },
  {
    key: 'goal',
    // Today's weekly goal card; on the spec's LMS, the goal picker or the goal editor.
    anchor: '#courseHome-weeklyLearningGoal, .weekly-goal-card, .outline-tab .goal-card, .goal-editor',
    side: 'start',
    title: messages.goalTitle,
    body: messages.goalBody,
  },
];

/** Where "Launch tour" sits in the course tools (its container keeps upstream's id). */
export const LAUNCH_TOUR_ID = 'courseHome-launchTourLink';

export const EXISTING_USER_STEP: TourStep = {
  key: 'existing',
  anchor: `#${LAUNCH_TOUR_ID} .launch-tour`,
  side: 'start',
  body: messages.existingUser,
};

export const ABANDON_STEP: TourStep = {
  key: 'abandon',
  anchor: `#${LAUNCH_TOUR_ID} .launch-tour`,
  side: 'start',
  body: messages.abandon,
};

/**
 * The courseware tour: one step below what takes the learner through the course. The spec's layout has
 * the unit tabs (upstream's `#courseware-sequence-navigation`); today's has no unit tabs, so the step
 * points at the unit's header, where Previous and Next are beside the title, with words of its own
 * (decision 0029). Whichever the page has shows.
 */
export const COURSEWARE_STEPS: readonly TourStep[] = [
  {
    key: 'unitTabs',
    anchor: '#courseware-sequence-navigation, nav.sequence-navigation',
    side: 'bottom',
    body: messages.unitTabs,
  },
  {
    // The unit's header, title and Previous/Next together: on a phone, where the step goes above, it does
    // not hide the title over the buttons it speaks of.
    key: 'unitNavigation',
    anchor: '.unit-header',
    when: '.unit-header .top-unit-navigation',
    side: 'bottom',
    body: messages.unitNavigation,
  },
];
