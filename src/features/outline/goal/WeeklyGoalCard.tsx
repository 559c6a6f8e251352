import '@/styles/forms.scss';
import './weeklyGoal.scss';
import envelope from 'bootstrap-icons/icons/envelope.svg?raw';
import reception1 from 'bootstrap-icons/icons/reception-1.svg?raw';
import reception2 from 'bootstrap-icons/icons/reception-2.svg?raw';
import reception4 from 'bootstrap-icons/icons/reception-4.svg?raw';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Icon } from '@/components/Icon';
import type { CourseMetadata } from '@/lms/courseMetadata';
import { usePlatform } from '@/platform/react';
import type { WeeklyLearningGoal } from '../model';
import {
  useSaveWeeklyGoal,
  useShownWeeklyGoal,
  type WeeklyGoalChange,
  type WeeklyGoalChoice,
} from './weeklyGoal';
import messages from './weeklyGoalMessages';

interface GoalLevel {
  readonly level: 'casual' | 'regular' | 'intense';
  readonly days: number;
  readonly title: MessageDescriptor;
  readonly text: MessageDescriptor;
  readonly icon: string;
}

/** The three goals today's LMS offers (Open edX's learning app): 1, 3 or 5 days a week. */
export const GOAL_LEVELS: readonly GoalLevel[] = [
  { level: 'casual', days: 1, title: messages.casualTitle, text: messages.casualText, icon: reception1 },
  { level: 'regular', days: 3, title: messages.regularTitle, text: messages.regularText, icon: reception2 },
  { level: 'intense', days: 5, title: messages.intenseTitle, text: messages.intenseText, icon: reception4 },
];

/** The address parameter a goal-reminder email's link carries to set a goal (`?weekly_goal=3`). */
export const WEEKLY_GOAL_PARAM = 'weekly_goal';

/**
 * Today's weekly learning goal (current-lms.md §3), in the outline's sidebar when the outline says
 * `weekly_learning_goal_enabled`: a radio group of three goals (arrow keys move and choose, as in any
 * radio group; one tab stop), and a reminder-email switch, off and disabled until a goal is chosen. The
 * first goal chosen turns reminders on. Each change saves at once (./weeklyGoal.ts).
 */
export function WeeklyGoalCard({ metadata, goal }: { metadata: CourseMetadata; goal: WeeklyLearningGoal }) {
  const intl = useIntl();
  const { analytics, logger } = usePlatform();
  const id = useId();
  const save = useSaveWeeklyGoal(metadata);
  const radios = useRef<(HTMLButtonElement | null)[]>([]);
  const [searchParams, setSearchParams] = useSearchParams();
  // What the card shows now, read from the store at the key press: a key pressed before the page has
  // rendered the last choice (arrow keys, Home and End choose as they move) compares with that choice,
  // and a quick Home after an arrow key is no longer dropped as "already chosen".
  const shownGoal = useShownWeeklyGoal(metadata.id);
  const shown = (): WeeklyGoalChoice =>
    shownGoal() ?? { daysPerWeek: goal.daysPerWeek, subscribedToReminders: goal.subscribedToReminders };

  const change = (choice: WeeklyGoalChoice, kind: WeeklyGoalChange) => void save(choice, shown(), kind);

  const choose = (days: number) => {
    const { daysPerWeek, subscribedToReminders } = shown();
    if (days === daysPerWeek) return;
    // The first goal turns reminders on; a change of goal keeps the learner's choice.
    change(
      { daysPerWeek: days, subscribedToReminders: daysPerWeek === null ? true : subscribedToReminders },
      'days',
    );
  };

  // A goal-reminder email links here with the goal to set: chosen once, then the parameter goes.
  const fromEmail = searchParams.get(WEEKLY_GOAL_PARAM);
  useEffect(() => {
    if (fromEmail === null) return;
    const level = GOAL_LEVELS.find(({ days }) => String(days) === fromEmail);
    if (level) {
      choose(level.days);
      if (!metadata.isMasquerading) {
        try {
          analytics.sendTrackEvent('enrollment.email.clicked.setgoal', {});
        } catch (error) {
          logger.logError(error);
        }
      }
    }
    setSearchParams(
      (params) => {
        params.delete(WEEKLY_GOAL_PARAM);
        return params;
      },
      { replace: true },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per parameter
  }, [fromEmail]);

  const selectedIndex = GOAL_LEVELS.findIndex(({ days }) => days === goal.daysPerWeek);
  const tabStop = selectedIndex >= 0 ? selectedIndex : 0;

  const onKeyDown = (from: number, event: KeyboardEvent<HTMLButtonElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const last = GOAL_LEVELS.length - 1;
    let to: number;
    switch (event.key) {
      case 'ArrowDown':
        to = from + 1;
        break;
      case 'ArrowUp':
        to = from - 1;
        break;
      case 'ArrowRight':
        to = rtl ? from - 1 : from + 1;
        break;
      case 'ArrowLeft':
        to = rtl ? from + 1 : from - 1;
        break;
      case 'Home':
        to = 0;
        break;
      case 'End':
        to = last;
        break;
      default:
        return;
    }
    event.preventDefault();
    if (to > last) to = 0;
    if (to < 0) to = last;
    radios.current[to]?.focus();
    const target = GOAL_LEVELS[to];
    if (target) choose(target.days);
  };

  const hasGoal = goal.daysPerWeek !== null;
  const reminders = hasGoal && goal.subscribedToReminders;

  return (
    <section className="card mb-4 weekly-goal-card" aria-labelledby={`${id}-heading`}>
      <div className="card-body">
        <h2 id={`${id}-heading`} className="h5 mb-2">
          {intl.formatMessage(messages.setWeeklyGoal)}
        </h2>
        <p id={`${id}-detail`} className="small mb-3">
          {intl.formatMessage(messages.setWeeklyGoalDetail)}
        </p>
        <div role="radiogroup" aria-labelledby={`${id}-heading`} className="d-flex gap-2 weekly-goal-options">
          {GOAL_LEVELS.map((level, index) => {
            const selected = index === selectedIndex;
            return (
              <button
                key={level.level}
                ref={(element) => {
                  radios.current[index] = element;
                }}
                type="button"
                role="radio"
                aria-checked={selected}
                tabIndex={index === tabStop ? 0 : -1}
                className={`weekly-goal-option flex-fill${selected ? ' selected' : ''}`}
                onClick={() => choose(level.days)}
                onKeyDown={(event) => onKeyDown(index, event)}
              >
                <Icon svg={level.icon} size="1.5rem" className="mb-1" />
                <span className="d-block weekly-goal-title">{intl.formatMessage(level.title)}</span>
                <span className="d-block small">{intl.formatMessage(level.text)}</span>
              </button>
            );
          })}
        </div>
        <div className="form-check form-switch mt-3 mb-0">
          <input
            id={`${id}-reminder`}
            className="form-check-input"
            type="checkbox"
            role="switch"
            checked={reminders}
            disabled={!hasGoal}
            aria-describedby={reminders ? `${id}-reminder-detail` : undefined}
            onChange={(event) =>
              change(
                { daysPerWeek: shown().daysPerWeek, subscribedToReminders: event.target.checked },
                'reminders',
              )
            }
          />
          <label className="form-check-label" htmlFor={`${id}-reminder`}>
            {intl.formatMessage(messages.setGoalReminder)}
          </label>
        </div>
        {reminders && (
          <p id={`${id}-reminder-detail`} className="small d-flex gap-2 mt-2 mb-0 weekly-goal-reminder">
            <Icon svg={envelope} className="mt-1" />
            <span>{intl.formatMessage(messages.goalReminderDetail)}</span>
          </p>
        )}
      </div>
    </section>
  );
}
