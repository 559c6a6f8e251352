import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { serverNow } from '@/components/dates';
import { UPSELL_LINKS, useUpgradeTracking } from '@/components/upgrade/track';
import { streakDiscount } from '@/rules/upgradePrice';
import { useAppDispatch, useAppSelector, useAppStore } from '@/lms/hooks';
import { usePlatform } from '@/platform/react';
import { streakCelebrated, useCelebrateFirstSectionMutation, useCelebrateWeeklyGoalMutation } from './api';
import { celebrationDecision, clearMarker, readMarker, weeklyGoalDecision, writeMarker } from './celebration';
import {
  selectFirstSectionOpen,
  selectWeeklyGoalOpen,
  setFirstSectionOpen,
  setWeeklyGoalOpen,
} from './celebrationsSlice';
import type { GateCourse } from '../gates/types';

const FirstSectionModal = lazy(() =>
  import('./CelebrationModals').then((m) => ({ default: m.FirstSectionModal })),
);
const StreakModal = lazy(() => import('./CelebrationModals').then((m) => ({ default: m.StreakModal })));
const WeeklyGoalModal = lazy(() =>
  import('./CelebrationModals').then((m) => ({ default: m.WeeklyGoalModal })),
);

/**
 * The moments a course marks (spec §4): the first-section celebration once the learner arrives in the next
 * section (the marker written by the Next button, see celebration.ts), the streak celebration, whose
 * closing clears streakLengthToCelebrate, and (today's LMS) the "goal met" celebration, which waits for a
 * visit without a streak to celebrate and for the first-section modal to close, and sends weekly_goal:
 * false as it opens. Analytics calls never break the page.
 *
 * Whether each is still due is the course record's (`course.celebrations`, from the courseware cache, where
 * celebrating and closing write it: ./api.ts); whether the first-section modal is open is UI state
 * (./celebrationsSlice.ts).
 */
export function CoursewareMoments({
  course,
  sequenceId,
  unitId,
}: {
  course: GateCourse;
  sequenceId: string | null;
  unitId: string | null;
}) {
  const { analytics, logger } = usePlatform();
  const dispatch = useAppDispatch();
  const [celebrate] = useCelebrateFirstSectionMutation();
  const firstSectionOpen = useAppSelector((state) => selectFirstSectionOpen(state, course.id));
  const [celebrateWeeklyGoal] = useCelebrateWeeklyGoalMutation();
  const store = useAppStore();
  const weeklyGoalOpen = useAppSelector((state) => selectWeeklyGoalOpen(state, course.id));

  const firstSection = Boolean(course.celebrations?.firstSection);
  const streakLength = course.celebrations?.streakLengthToCelebrate ?? null;
  const streakDue = streakLength !== null && streakLength > 0;
  // The streak discount (spec §9), by the server's clock: it is shown as ending 14 days from now.
  const [now] = useState(() => serverNow(course.timeOffsetMillis));
  const discount = streakDiscount({
    now,
    enabled: course.celebrations?.streakDiscountEnabled === true,
    verifiedMode: course.verifiedMode ?? null,
    enrollmentMode: course.enrollmentMode ?? null,
  });
  const { upsell } = useUpgradeTracking(course.id, course.org ?? '');

  const track = (name: string) => {
    try {
      analytics.sendTrackEvent(name, { course_id: course.id });
    } catch (error) {
      logger.logError(error);
    }
  };

  useEffect(() => {
    const marker = readMarker();
    const decision = celebrationDecision({
      marker,
      courseId: course.id,
      sequenceId,
      unitId,
      firstSection,
      streakDue,
    });
    if (decision === 'clear') clearMarker();
    if ((decision === 'show' || decision === 'post-only') && marker) {
      writeMarker({ ...marker, shown: true });
      void celebrate(course.id);
      if (decision === 'show') {
        dispatch(setFirstSectionOpen({ courseId: course.id, open: true }));
        try {
          analytics.sendTrackEvent('edx.ui.lms.celebration.first_section.opened', { course_id: course.id });
        } catch (error) {
          logger.logError(error);
        }
      }
    }
  }, [course.id, sequenceId, unitId, firstSection, streakDue, celebrate, analytics, logger, dispatch]);

  // The "goal met" celebration: opened once per time the course record says it is due (the POST makes the
  // record say it is not, at once); `started` keeps a second run of the effect from posting twice.
  // A streak due at any time on this page wins for the whole visit: closing it does not open the goal.
  const weeklyGoalDue = course.celebrations?.weeklyGoal === true;
  const streakThisVisit = useRef(false);
  const weeklyGoalStarted = useRef(false);
  useEffect(() => {
    if (streakDue) streakThisVisit.current = true;
    const weeklyGoal = weeklyGoalDecision({
      weeklyGoal: weeklyGoalDue,
      streakDue: streakThisVisit.current,
      // The store's, not this render's: the first-section effect above may have just opened its modal.
      firstSectionOpen: selectFirstSectionOpen(store.getState(), course.id),
    });
    if (weeklyGoal === 'none') weeklyGoalStarted.current = false;
    if (weeklyGoal !== 'show' || weeklyGoalStarted.current) return;
    weeklyGoalStarted.current = true;
    void celebrateWeeklyGoal(course.id);
    dispatch(setWeeklyGoalOpen({ courseId: course.id, open: true }));
    try {
      analytics.sendTrackEvent('edx.ui.lms.celebration.weekly_goal.opened', { course_id: course.id });
    } catch (error) {
      logger.logError(error);
    }
  }, [
    weeklyGoalDue,
    streakDue,
    firstSectionOpen,
    course.id,
    celebrateWeeklyGoal,
    dispatch,
    store,
    analytics,
    logger,
  ]);

  const streakOpened = streakDue;
  useEffect(() => {
    if (!streakOpened) return;
    try {
      analytics.sendTrackEvent('edx.ui.lms.celebration.streak.opened', { course_id: course.id });
    } catch (error) {
      logger.logError(error);
    }
  }, [streakOpened, analytics, logger, course.id]);

  return (
    <Suspense fallback={null}>
      {firstSectionOpen && (
        <FirstSectionModal
          onClose={() => {
            dispatch(setFirstSectionOpen({ courseId: course.id, open: false }));
            track('edx.ui.lms.celebration.first_section.closed');
          }}
        />
      )}
      {streakDue && (
        <StreakModal
          streakLength={streakLength}
          discount={discount}
          timeZone={course.userTimezone ?? null}
          onUpgrade={() => upsell(UPSELL_LINKS.streakCelebration)}
          onClose={() => {
            dispatch(streakCelebrated(course.id));
            track('edx.ui.lms.celebration.streak.closed');
          }}
        />
      )}
      {weeklyGoalOpen && (
        <WeeklyGoalModal
          daysPerWeek={course.weeklyGoalDaysPerWeek ?? null}
          onClose={() => dispatch(setWeeklyGoalOpen({ courseId: course.id, open: false }))}
        />
      )}
    </Suspense>
  );
}
