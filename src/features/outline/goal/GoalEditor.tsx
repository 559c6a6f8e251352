import '@/styles/form-select.scss';
import pencil from 'bootstrap-icons/icons/pencil.svg?raw';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '@/components/Icon';
import messages from '../messages';
import type { CourseGoals } from '../model';
import { useSaveGoal } from './useSaveGoal';

/**
 * The chosen goal in the sidebar, with an editor (spec §2): "Edit goal" opens a list of the goals;
 * choosing one saves it, Escape or leaving the list closes it, and focus returns to the button. When the
 * goal was just chosen on the goal card (which then goes away), focus comes here.
 */
export function GoalEditor({
  courseId,
  options,
  selected,
  focusOnMount = false,
}: {
  courseId: string;
  options: CourseGoals['goalOptions'];
  selected: NonNullable<CourseGoals['selectedGoal']>;
  /** The goal was just chosen on the goal card, which has gone: focus comes here. */
  focusOnMount?: boolean;
}) {
  const intl = useIntl();
  const id = useId();
  const save = useSaveGoal(courseId);
  const [editing, setEditing] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  const sectionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (editing) selectRef.current?.focus();
  }, [editing]);

  useEffect(() => {
    if (focusOnMount) sectionRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on arrival only
  }, []);

  const close = () => {
    setEditing(false);
    requestAnimationFrame(() => buttonRef.current?.focus());
  };

  return (
    <section ref={sectionRef} tabIndex={-1} className="mb-4 goal-editor" aria-labelledby={`${id}-label`}>
      <h2 className="h6 mb-2" id={`${id}-label`}>
        {intl.formatMessage(messages.goal)}
      </h2>
      <div className="card">
        <div className="card-body px-3 py-2 d-flex align-items-center justify-content-between gap-2">
          {editing ? (
            <select
              ref={selectRef}
              aria-labelledby={`${id}-label`}
              className="form-select"
              defaultValue={selected.key}
              onBlur={() => setEditing(false)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') {
                  event.preventDefault();
                  close();
                }
              }}
              onChange={(event) => {
                const option = options.find(([key]) => key === event.target.value);
                close();
                if (option) void save({ key: option[0], text: option[1] });
              }}
            >
              {options.map(([key, text]) => (
                <option key={key} value={key}>
                  {text}
                </option>
              ))}
            </select>
          ) : (
            <>
              <p className="mb-0" id={`${id}-goal`} dir="auto">
                {selected.text}
              </p>
              <button
                ref={buttonRef}
                type="button"
                className="btn btn-light btn-sm"
                aria-label={intl.formatMessage(messages.editGoal)}
                aria-describedby={`${id}-goal`}
                onClick={() => setEditing(true)}
              >
                <Icon svg={pencil} />
              </button>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
