import { useEffect, useRef, useState } from 'react';
import { useEffectEvent } from '@/components/hooks/useEffectEvent';
import { useLocation, useNavigate } from 'react-router-dom';
import { onRenderedEntry } from '@/components/Redirect';
import { useGotoPositionMutation } from '@/lms/courseware/api';
import { usePreviewing } from '@/lms/courseware/preview';
import type { Sequence } from '@/lms/courseware/types';
import { coursewarePath } from '../pathRules';
import { samePlace, usePlaceMoves, type Place } from './usePlaceMoves';

interface PendingSave {
  readonly sequenceId: string;
  readonly unitId: string;
  /** The unit left inside the same sequence (the switch can be undone), else null. */
  readonly from: string | null;
}

export interface PositionSave {
  /** The last save failed and the learner was taken back: the page says so. */
  readonly failed: boolean;
  /** Where the page is taking the learner back to after a failed save (not a move of the learner's). */
  readonly revertingTo: Place | null;
}

/**
 * The active unit switch (spec §4, contract §6 `goto_position`): optimistic, reverted when the LMS refuses.
 *
 * - Each move to a unit is saved once the sequence the address names has loaded (at once when it already
 *   has), and only when the sequence allows it (`saveUnitPosition`) and lists the unit.
 * - The cached sequence's `activeUnitIndex` changes at once and is restored when the call fails
 *   (`gotoPosition`'s onQueryStarted).
 * - When it fails after a switch inside one sequence, the address goes back to the unit left (a history
 *   replace) and `failed` tells the learner. Other moves only get their saved index restored.
 * - When it fails after the learner has moved on (another unit, or out of the courseware, which unmounts
 *   the page), nothing here takes them back: a save of the newer unit is on its way, or, when they left
 *   the sequence, app/unsavedChanges.ts tells them their place was not saved.
 * - Coming back after a failed save is not a new switch: nothing is saved again (`revertingTo` names it,
 *   so the other move rules can skip it too).
 * - Studio's preview saves nothing: staff looking at a draft are not a learner moving on (lms/courseware/preview.ts).
 */
export function usePositionSave({
  courseId,
  place,
  sequence,
}: {
  courseId: string;
  place: Place;
  /** The loaded sequence the page shows, or null while it loads. */
  sequence: Sequence | null;
}): PositionSave {
  const navigate = useNavigate();
  const location = useLocation();
  const [gotoPosition] = useGotoPositionMutation();
  const previewing = usePreviewing();
  const [failed, setFailed] = useState(false);
  const [revertingTo, setRevertingTo] = useState<Place | null>(null);
  const pending = useRef<PendingSave | null>(null);
  // Where the learner is now, and null once the page has gone: a failed save only undoes the switch it
  // made while the learner is still on the unit it saved.
  const here = useRef<(Place & { key: string }) | null>(null);
  useEffect(() => {
    here.current = { sequenceId: place.sequenceId, unitId: place.unitId, key: location.key };
    return () => {
      here.current = null;
    };
  }, [place.sequenceId, place.unitId, location.key]);

  const save = () => {
    const move = pending.current;
    if (!move || !sequence || sequence.id !== move.sequenceId) return;
    pending.current = null;
    const index = sequence.unitIds.indexOf(move.unitId);
    if (!sequence.saveUnitPosition || index < 0 || previewing) return;
    setFailed(false);
    gotoPosition({ courseId, sequenceId: sequence.id, index })
      .unwrap()
      .catch(() => {
        const now = here.current;
        if (move.from === null || now?.sequenceId !== move.sequenceId || now.unitId !== move.unitId) return;
        // Back or Forward pressed meanwhile: the entry the learner went to is not to be overwritten.
        if (!onRenderedEntry(now)) return;
        const back = { sequenceId: move.sequenceId, unitId: move.from };
        setFailed(true);
        setRevertingTo(back);
        void navigate(coursewarePath(courseId, back.sequenceId, back.unitId), { replace: true });
      });
  };

  usePlaceMoves(place, ({ from, to }) => {
    if (!to.sequenceId || !to.unitId) return;
    if (revertingTo && samePlace(revertingTo, to)) {
      setRevertingTo(null);
      return;
    }
    pending.current = {
      sequenceId: to.sequenceId,
      unitId: to.unitId,
      from: from.sequenceId === to.sequenceId && from.unitId ? from.unitId : null,
    };
    save();
  });

  // A move into a sequence still loading is saved when it arrives.
  const saveWhenLoaded = useEffectEvent(save);
  useEffect(() => saveWhenLoaded(), [sequence]);

  return { failed, revertingTo };
}
