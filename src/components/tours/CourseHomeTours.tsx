import './tours.scss';
import compass from 'bootstrap-icons/icons/compass.svg?raw';
import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { Icon } from '@/components/Icon';
import { usePlatform } from '@/platform/react';
import { useEndToursMutation, useGetUserToursQuery } from './api';
import { useOtherDialogOpen } from './dom';
import messages from './messages';
import { firstPhase, toSend, transition, type CourseHomeEvent, type CourseHomePhase } from './rules';
import { ABANDON_STEP, COURSE_HOME_STEPS, EXISTING_USER_STEP, LAUNCH_TOUR_ID, type TourStep } from './steps';
import { Tour } from './Tour';
import { WelcomeModal } from './WelcomeModal';

export interface CourseHomeToursProps {
  courseId: string;
  org: string;
}

/**
 * Upstream's analytics names for what the learner does with the tours
 * (frontend-app-learning/src/product-tours).
 */
const EVENTS: Partial<Record<CourseHomeEvent, string>> = {
  skipWelcome: 'edx.ui.lms.new_user_modal.dismissed',
  beginTour: 'edx.ui.lms.new_user_tour.started',
  dismissTour: 'edx.ui.lms.new_user_tour.dismissed',
  finishTour: 'edx.ui.lms.new_user_tour.completed',
  endExisting: 'edx.ui.lms.existing_user_tour.completed',
  launch: 'edx.ui.lms.launch_tour.clicked',
};

/**
 * The tours of each phase: their steps, and what "Okay" on the last step and "Dismiss" (or Escape) do.
 * Upstream's one-step tours end the same way whichever the learner presses.
 */
const TOURS = {
  tour: { phase: 'tour', steps: COURSE_HOME_STEPS, finish: 'finishTour', dismiss: 'dismissTour' },
  existing: { phase: 'existing', steps: [EXISTING_USER_STEP], finish: 'endExisting', dismiss: 'endExisting' },
  abandon: { phase: 'abandon', steps: [ABANDON_STEP], finish: 'endAbandon', dismiss: 'endAbandon' },
} as const satisfies Record<
  string,
  { phase: CourseHomePhase; steps: readonly TourStep[]; finish: CourseHomeEvent; dismiss: CourseHomeEvent }
>;

/**
 * Focus after a tour: on "Launch tour" after the steps that point at it; else where it was when the tour
 * began (the launch button that started it), else the course's title, where the page starts.
 */
function focusAfterTour(origin: Element | null, preferLaunch: boolean) {
  window.setTimeout(() => {
    const launch = document.querySelector<HTMLElement>(`#${LAUNCH_TOUR_ID} .launch-tour`);
    const back =
      origin instanceof HTMLElement && origin.isConnected && origin !== document.body ? origin : null;
    const title = document.querySelector<HTMLElement>('.outline-title');
    ((preferLaunch ? launch : null) ?? back ?? title ?? launch)?.focus();
  });
}

/**
 * Course home's product tours (issue 45; upstream's ProductTours on the outline tab): the learner's record
 * decides the welcome dialog (a new learner), the one step beside "Launch tour" (an existing learner), or
 * nothing; "Launch tour" in the course tools (and a skip-link-like copy for keyboards at the top of the
 * tab) starts the step-by-step tour of course home at any time. Its own chunk, asked for once the outline
 * tab has rendered (OutlineTab); no tours, and no error, when the LMS has none for this learner.
 */
export default function CourseHomeTours({ courseId, org }: CourseHomeToursProps) {
  const intl = useIntl();
  const { user, config, analytics, logger } = usePlatform();
  const username = user?.username ?? null;
  const { data: record = null } = useGetUserToursQuery(username ?? skipToken, {
    refetchOnReconnect: false,
    refetchOnFocus: false,
  });
  const [endTours] = useEndToursMutation();
  // Null until the record has come: the phase course home opens in is decided once, from it.
  const [phase, setPhase] = useState<CourseHomePhase | null>(null);
  if (phase === null && record) setPhase(firstPhase(record));
  const current = phase ?? 'idle';
  const blocked = useOtherDialogOpen(current !== 'idle');
  // The course tools' container for "Launch tour" (CourseTools): the outline, painted before this mounted,
  // has it (or has no course tools).
  const launchContainer = document.getElementById(LAUNCH_TOUR_ID);
  const origin = useRef<Element | null>(null);

  const track = useCallback(
    (name: string, extra: Record<string, unknown> = {}) => {
      try {
        analytics.sendTrackEvent(name, {
          org_key: org,
          courserun_key: courseId,
          is_staff: user?.administrator ?? false,
          ...extra,
        });
      } catch (error) {
        logger.logError(error);
      }
    },
    [analytics, org, courseId, user, logger],
  );

  const send = (event: CourseHomeEvent) => {
    const result = transition(current, event);
    const name = EVENTS[event];
    if (name) track(name, event === 'launch' ? { tour_variant: 'course_home' } : {});
    const writes = toSend(result.writes, record);
    if (username && (writes.courseHome || writes.courseware)) void endTours({ username, ...writes });
    if (current === 'idle' && result.phase !== 'idle') origin.current = document.activeElement;
    setPhase(result.phase);
    if (result.phase === 'idle' && current !== 'idle') {
      focusAfterTour(origin.current, current === 'existing' || current === 'abandon');
    }
  };

  if (!record) return null;
  const shown = current === 'tour' || current === 'existing' || current === 'abandon' ? TOURS[current] : null;
  const launchLabel = intl.formatMessage(messages.launchTour);
  const launch = () => send('launch');
  const nothingToShow = () => setPhase('idle');

  return (
    <>
      <button
        type="button"
        className="btn btn-link visually-hidden-focusable launch-tour-skip"
        onClick={launch}
      >
        {launchLabel}
      </button>
      {launchContainer &&
        createPortal(
          <button
            type="button"
            className="btn btn-link px-0 py-1 d-inline-flex align-items-center gap-2 launch-tour"
            onClick={launch}
          >
            <Icon svg={compass} />
            <span>{launchLabel}</span>
          </button>,
          launchContainer,
        )}
      {!blocked && current === 'welcome' && (
        <WelcomeModal
          siteName={config.SITE_NAME}
          onBegin={() => send('beginTour')}
          onSkip={() => send('skipWelcome')}
        />
      )}
      {!blocked && shown && (
        <Tour
          key={shown.phase}
          steps={shown.steps}
          onFinish={() => send(shown.finish)}
          onDismiss={() => send(shown.dismiss)}
          onEscape={() => send(shown.dismiss)}
          onNothingToShow={nothingToShow}
        />
      )}
    </>
  );
}
