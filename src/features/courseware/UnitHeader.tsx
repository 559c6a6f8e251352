import bookmarkFill from 'bootstrap-icons/icons/bookmark-fill.svg?raw';
import bookmark from 'bootstrap-icons/icons/bookmark.svg?raw';
import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '@/components/Icon';
import { PluginSlot } from '@/components/plugin-slot/PluginSlot';
import { useSetBookmarkMutation } from '@/lms/courseware/api';
import type { Unit } from '@/lms/courseware/types';
import { useUser } from '@/platform/react';
import messages from './messages';

/**
 * The unit's title (the page's h1, focused after navigation) and its bookmark button: optimistic, disabled
 * while saving, flipped back with an alert when the LMS refuses.
 */
export function UnitHeader({
  courseId,
  unit,
  focusOnMount,
  navigation,
}: {
  courseId: string;
  unit: Unit;
  focusOnMount: boolean;
  /** Today's layout: Previous and Next beside the title (SequenceNavigation.tsx UnitNavigation). */
  navigation?: ReactNode;
}) {
  const intl = useIntl();
  const user = useUser();
  const heading = useRef<HTMLHeadingElement>(null);
  const [setBookmark] = useSetBookmarkMutation();

  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
    // Only when the unit changes: a re-render of the same unit keeps the learner's focus where it is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unit.id]);

  const saving = unit.bookmarkedUpdateState === 'loading';
  return (
    <div className="unit-header">
      <PluginSlot
        id="org.openedx.frontend.learning.unit_title.v1"
        idAliases={['unit_title_slot']}
        pluginProps={{ unitId: unit.id, unit }}
      >
        <h1 className="h3 unit-title" tabIndex={-1} ref={heading}>
          {unit.title}
        </h1>
        {navigation}
        {user && (
          <button
            type="button"
            className="btn btn-link px-0 bookmark-button"
            aria-pressed={unit.bookmarked}
            disabled={saving}
            onClick={() =>
              void setBookmark({
                courseId,
                sequenceId: unit.sequenceId,
                unitId: unit.id,
                bookmarked: !unit.bookmarked,
                username: user.username,
              })
            }
          >
            <Icon svg={unit.bookmarked ? bookmarkFill : bookmark} className="me-1" />
            {intl.formatMessage(unit.bookmarked ? messages.bookmarked : messages.bookmark)}
          </button>
        )}
      </PluginSlot>
      {unit.bookmarkedUpdateState === 'failed' && (
        <div className="alert alert-danger py-2 mt-2 mb-0" role="alert">
          {intl.formatMessage(messages.bookmarkFailed)}
        </div>
      )}
    </div>
  );
}
