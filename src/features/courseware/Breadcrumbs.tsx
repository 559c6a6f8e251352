import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { DisclosureMenu, MenuLink } from '@/components/DisclosureMenu';
import { PluginSlot } from '@/components/plugin-slot/PluginSlot';
import type { CoursewareOutline } from '@/lms/courseware/types';
import { usePlatform } from '@/platform/react';
import { SEQUENCE_EVENTS, track } from './analytics';
import messages from './messages';
import { coursewarePath } from './pathRules';
import { pathTo } from '@/app/routeConfig';
import sharedMessages from '@/components/messages';

interface Entry {
  readonly id: string;
  readonly title: string;
}

/**
 * Course home, section and sequence crumbs. With jump navigation on (staff, ENABLE_JUMPNAV 'true') a crumb
 * with two or more entries to choose from becomes a menu of its siblings.
 */
export function Breadcrumbs({
  courseId,
  outline,
  sequenceId,
  isStaff,
  empty,
}: {
  courseId: string;
  /** Null while it loads: the course home crumb alone. */
  outline: CoursewareOutline | null;
  sequenceId: string | null;
  isStaff: boolean;
  /** Today's layout: the slot alone, empty unless an operator inserts into it (as upstream's). */
  empty?: boolean;
}) {
  const intl = useIntl();
  const { config, analytics } = usePlatform();
  const { unitId = null } = useParams();
  const sequence = sequenceId ? outline?.sequences[sequenceId] : undefined;
  const section = sequence ? outline?.sections[sequence.sectionId] : undefined;
  const jumpNav = isStaff && config.ENABLE_JUMPNAV;

  const crumb = (current: Entry, siblings: readonly Entry[], level: 'section' | 'sequence') => {
    if (jumpNav && siblings.length >= 2) {
      return (
        <DisclosureMenu
          label={current.title}
          ariaLabel={intl.formatMessage(messages.jumpTo, { name: current.title })}
          toggleClassName="btn btn-link p-0 dropdown-toggle text-start"
          align="start"
        >
          {siblings.map((entry) => (
            <MenuLink
              key={entry.id}
              to={coursewarePath(courseId, entry.id)}
              active={entry.id === current.id}
              onSelect={() =>
                track(analytics, SEQUENCE_EVENTS.jump, {
                  target_name: entry.title,
                  id: entry.id,
                  current_id: current.id,
                  widget_placement: `breadcrumb-${level}`,
                })
              }
            >
              {entry.title}
            </MenuLink>
          ))}
        </DisclosureMenu>
      );
    }
    return <Link to={coursewarePath(courseId, current.id)}>{current.title}</Link>;
  };

  return (
    <PluginSlot
      id="org.openedx.frontend.learning.course_breadcrumbs.v1"
      idAliases={['course_breadcrumbs_slot']}
      slotOptions={{ mergeProps: true }}
      pluginProps={{ courseId, sectionId: section?.id ?? null, sequenceId, unitId, isStaff }}
    >
      {!empty && (
        <nav aria-label={intl.formatMessage(messages.breadcrumb)} className="courseware-breadcrumb">
          <ol className="breadcrumb mb-2">
            <li className="breadcrumb-item">
              <Link to={pathTo('outline', { courseId })}>
                {intl.formatMessage(sharedMessages.courseHome)}
              </Link>
            </li>
            {outline && section && (
              <li className="breadcrumb-item">
                {crumb(
                  section,
                  outline.course.sectionIds.flatMap((id) => outline.sections[id] ?? []),
                  'section',
                )}
              </li>
            )}
            {outline && section && sequence && (
              <li className="breadcrumb-item" aria-current="location">
                {crumb(
                  sequence,
                  section.sequenceIds.flatMap((id) => outline.sequences[id] ?? []),
                  'sequence',
                )}
              </li>
            )}
          </ol>
        </nav>
      )}
    </PluginSlot>
  );
}
