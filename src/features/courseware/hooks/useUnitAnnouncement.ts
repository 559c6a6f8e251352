import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Sequence, Unit } from '@/lms/courseware/types';
import messages from '../messages';
import type { Place } from './usePlaceMoves';

/**
 * What assistive technology hears when the unit changes (docs/decisions/0016-courseware-hooks.md): once
 * the learner has moved off the place the page opened on, the unit shown is announced in the page's
 * polite status region ("Now showing {unit}, unit {n} of {total} in {sequence}.") and its title takes the
 * focus (`moved`). The unit the page opened on is neither announced nor focused: the page title names it.
 * `moved` is known in the very render that shows the new unit, so its title can take the focus as it mounts.
 */
export function useUnitAnnouncement({
  place,
  unit,
  sequence,
}: {
  place: Place;
  /** The unit shown, or null. */
  unit: Unit | null;
  /** The loaded sequence the page shows, or null while it loads. */
  sequence: Sequence | null;
}): { moved: boolean; announcement: string } {
  const intl = useIntl();
  const key = `${place.sequenceId ?? ''}/${place.unitId ?? ''}`;
  const [initial] = useState(key);
  const [moved, setMoved] = useState(false);
  if (!moved && key !== initial) setMoved(true);
  const announcement =
    moved && unit && sequence
      ? intl.formatMessage(messages.navigated, {
          unit: unit.title,
          current: sequence.unitIds.indexOf(unit.id) + 1,
          total: sequence.unitIds.length,
          sequence: sequence.title,
        })
      : '';
  return { moved, announcement };
}
