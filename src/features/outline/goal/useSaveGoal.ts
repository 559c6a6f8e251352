import { useIntl } from 'react-intl';
import { showToast } from '@/components/toasts/toastsSlice';
import { useAppDispatch } from '@/lms/hooks';
import { usePlatform } from '@/platform/react';
import { useSaveCourseGoalMutation } from '../api';
import messages from '../messages';

/**
 * Saves a course goal: shown at once (optimistic), the server's header as a toast (spec §7); on failure
 * the previous goal comes back and a toast says so.
 */
export function useSaveGoal(courseId: string) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { logger } = usePlatform();
  const [save] = useSaveCourseGoalMutation();
  return async (goal: { key: string; text: string }) => {
    const result = await save({ courseId, goal });
    if ('data' in result && result.data) {
      if (result.data.header) dispatch(showToast({ header: result.data.header }));
    } else {
      logger.logError('Saving the course goal failed', { courseId, goal: goal.key });
      dispatch(showToast({ header: intl.formatMessage(messages.goalFailed) }));
    }
  };
}
