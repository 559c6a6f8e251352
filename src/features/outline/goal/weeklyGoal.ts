import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { showToast } from '@/components/toasts/toastsSlice';
import { lmsApi } from '@/lms/api';
import type { CourseMetadata } from '@/lms/courseMetadata';
import { useAppDispatch, useAppStore } from '@/lms/hooks';
import { usePlatform } from '@/platform/react';
import { outlineApi } from '../api';
import messages from '../messages';
import type { WeeklyLearningGoal } from '../model';

/** What the weekly-goal card shows and saves: the days per week (null: none yet) and reminder emails. */
export interface WeeklyGoalChoice {
  readonly daysPerWeek: number | null;
  readonly subscribedToReminders: boolean;
}

export interface SaveWeeklyGoalArgs extends WeeklyGoalChoice {
  readonly courseId: string;
}

export const weeklyGoalApi = lmsApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST save_course_goal as today's LMS takes it (current-lms.md §3): the days per week and the reminder
     * switch, which it requires. The answer (a header and a message) is not shown: the card shows the goal.
     */
    saveWeeklyLearningGoal: build.mutation<null, SaveWeeklyGoalArgs>({
      query: ({ courseId, daysPerWeek, subscribedToReminders }) => ({
        url: '/api/course_home/save_course_goal',
        method: 'POST',
        body: {
          course_id: courseId,
          days_per_week: daysPerWeek,
          subscribed_to_reminders: subscribedToReminders,
        },
        decode: () => null,
      }),
    }),
  }),
});

export const { useSaveWeeklyLearningGoalMutation } = weeklyGoalApi;

/** Writes the weekly goal into the outline's cache, where the card reads it (and finds it on return). */
const showWeeklyGoal = (courseId: string, choice: WeeklyGoalChoice) =>
  outlineApi.util.updateQueryData('getOutline', courseId, (draft) => {
    if (draft.kind !== 'outline') return;
    const goals = draft.courseGoals as { weekly: WeeklyLearningGoal };
    goals.weekly = { ...goals.weekly, ...choice };
  });

export type WeeklyGoalChange = 'days' | 'reminders';

/**
 * The weekly goal the outline's cache shows at this moment (the learner's latest choice, or the goal a
 * failed save put back), read from the store when asked: a key pressed before the page has rendered the
 * last choice compares with it, not with the goal the card last rendered. Null without an outline.
 */
export function useShownWeeklyGoal(courseId: string): () => WeeklyGoalChoice | null {
  const store = useAppStore();
  return () => {
    const outline = outlineApi.endpoints.getOutline.select(courseId)(store.getState()).data;
    if (outline?.kind !== 'outline') return null;
    const { daysPerWeek, subscribedToReminders } = outline.courseGoals.weekly;
    return { daysPerWeek, subscribedToReminders };
  };
}

/**
 * Saves the weekly goal. The choice shows at once (optimistic, in the outline's cache); when the save
 * fails, the goal the server last confirmed comes back and a toast says so. Saves can overlap (arrow keys
 * move through the goals): only the latest one's failure reverts. A member of staff viewing the course as
 * someone else sees the choice but nothing is saved (as in Open edX's learning app).
 */
export function useSaveWeeklyGoal(metadata: CourseMetadata) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { analytics, logger } = usePlatform();
  const [save] = useSaveWeeklyLearningGoalMutation();
  const latest = useRef(0);
  const inFlight = useRef(0);
  /** The goal the server holds as far as the page knows, and the save that said so. */
  const confirmed = useRef<{ seq: number; choice: WeeklyGoalChoice }>({
    seq: 0,
    choice: { daysPerWeek: null, subscribedToReminders: false },
  });
  const courseId = metadata.id;

  const track = (name: string, properties: Record<string, unknown>) => {
    try {
      analytics.sendTrackEvent(name, {
        org_key: metadata.org,
        courserun_key: courseId,
        is_staff: metadata.isStaff,
        ...properties,
      });
    } catch (error) {
      logger.logError(error);
    }
  };

  return async (choice: WeeklyGoalChoice, previous: WeeklyGoalChoice, change: WeeklyGoalChange) => {
    dispatch(showWeeklyGoal(courseId, choice));
    if (metadata.isMasquerading) return;
    if (change === 'days') {
      track('edx.ui.lms.goal.days-per-week.changed', {
        num_days: choice.daysPerWeek,
        reminder_selected: choice.subscribedToReminders,
      });
    } else {
      track('edx.ui.lms.goal.reminder-selected.changed', {
        reminder_selected: choice.subscribedToReminders,
      });
    }
    latest.current += 1;
    const seq = latest.current;
    if (inFlight.current === 0) confirmed.current = { seq: seq - 1, choice: previous };
    inFlight.current += 1;
    const result = await save({ courseId, ...choice });
    inFlight.current -= 1;
    if (!('error' in result)) {
      if (seq > confirmed.current.seq) confirmed.current = { seq, choice };
      return;
    }
    logger.logError('Saving the weekly learning goal failed', { courseId, ...choice });
    if (seq !== latest.current) return;
    dispatch(showWeeklyGoal(courseId, confirmed.current.choice));
    dispatch(showToast({ header: intl.formatMessage(messages.goalFailed) }));
  };
}
