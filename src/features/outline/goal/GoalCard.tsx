import { useId } from 'react';
import { useIntl } from 'react-intl';
import messages from '../messages';
import type { CourseGoals } from '../model';
import { useSaveGoal } from './useSaveGoal';

export const UNSURE = 'unsure';

/**
 * The goal picker (spec §2): one button per goal, and "Not sure yet" apart from them (the key `unsure` is
 * reserved for it, course-home §2).
 */
export function GoalCard({
  courseId,
  courseTitle,
  options,
  onChosen,
}: {
  courseId: string;
  courseTitle: string;
  options: CourseGoals['goalOptions'];
  /** Called as a goal is chosen (the card then goes away: the page moves focus to the goal editor). */
  onChosen?: () => void;
}) {
  const intl = useIntl();
  const headingId = useId();
  const saveGoal = useSaveGoal(courseId);
  const save = (goal: { key: string; text: string }) => {
    onChosen?.();
    return saveGoal(goal);
  };
  const unsureText = options.find(([key]) => key === UNSURE)?.[1] ?? intl.formatMessage(messages.goalUnsure);
  return (
    <section className="card mb-4 goal-card" aria-labelledby={headingId}>
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-start justify-content-between gap-2">
          <h2 id={headingId} className="h5 mb-0">
            {intl.formatMessage(messages.goalWelcome, { courseTitle: <bdi key="title">{courseTitle}</bdi> })}
          </h2>
          <button
            type="button"
            className="btn btn-link p-0"
            onClick={() => void save({ key: UNSURE, text: unsureText })}
          >
            {intl.formatMessage(messages.goalUnsure)}
          </button>
        </div>
        <p className="my-2">{intl.formatMessage(messages.setGoal)}</p>
        <div
          className="d-flex flex-wrap gap-2"
          role="group"
          aria-label={intl.formatMessage(messages.goalOptions)}
        >
          {options
            .filter(([key]) => key !== UNSURE)
            .map(([key, text]) => (
              <button
                key={key}
                type="button"
                className="btn btn-outline-primary flex-grow-1"
                onClick={() => void save({ key, text })}
              >
                {text}
              </button>
            ))}
        </div>
      </div>
    </section>
  );
}
