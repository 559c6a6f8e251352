import lock from 'bootstrap-icons/icons/lock-fill.svg?raw';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { formatDate, TIME_FORMAT } from '@/components/dates';
import { Icon } from '@/components/Icon';
import { InfoTooltip } from '@/components/info-tooltip/InfoTooltip';
import { ASSIGNMENT_DUE_DATE } from '@/lms/fragments/dateBlocks';
import messages from './messages';
import type { BadgeKind, TimelineDay, TimelineItem } from './timeline';

const BADGE_MESSAGES: Record<BadgeKind, MessageDescriptor> = {
  today: messages.today,
  completed: messages.completed,
  pastDue: messages.pastDue,
  dueNext: messages.dueNext,
  unreleased: messages.unreleased,
  verifiedOnly: messages.verifiedOnly,
};

function Badges({ kinds }: { kinds: readonly BadgeKind[] }) {
  const intl = useIntl();
  return (
    <>
      {kinds.map((kind) => (
        <span key={kind} className={`badge dates-badge dates-badge-${kind}`}>
          {kind === 'verifiedOnly' && <Icon svg={lock} className="me-1" />}
          {intl.formatMessage(BADGE_MESSAGES[kind])}
        </span>
      ))}
    </>
  );
}

function Item({ item, timeZone }: { item: TimelineItem; timeZone: string | null }) {
  const intl = useIntl();
  const { block } = item;
  const title = block.assignmentType
    ? intl.formatMessage(messages.assignmentTitle, {
        assignmentType: block.assignmentType,
        title: block.title,
      })
    : block.title;
  const isAssignment = block.dateType === ASSIGNMENT_DUE_DATE;
  return (
    <li className={`dates-item small ${item.available ? '' : 'dates-item-unavailable'}`}>
      <div className="d-flex flex-wrap align-items-center gap-1">
        <span className="fw-bold" dir="auto">
          {item.linked ? <a href={block.link}>{title}</a> : title}
        </span>
        {isAssignment && (
          <span>
            {intl.formatMessage(messages.due, { time: formatDate(intl, block.date, timeZone, TIME_FORMAT) })}
          </span>
        )}
        <Badges kinds={item.badges} />
        {block.extraInfo && (
          <InfoTooltip
            text={block.extraInfo}
            label={intl.formatMessage(messages.moreInfo, { title: block.title })}
          />
        )}
      </div>
      {block.description && (
        <div className="dates-item-description">
          <bdi>{block.description}</bdi>
        </div>
      )}
      {!isAssignment && block.link && block.linkText && block.learnerHasAccess && (
        <a className="dates-item-link" href={block.link}>
          {block.linkText}
        </a>
      )}
    </li>
  );
}

/**
 * The "Important dates" timeline (spec §2): one entry per day in the learner's zone, its date and day
 * badges, a dot coloured by the first badge, and its items with their own badges. The list is named by
 * the element `labelledBy` points at (the tab's heading).
 */
export function Timeline({
  days,
  timeZone,
  labelledBy,
}: {
  days: readonly TimelineDay[];
  timeZone: string | null;
  labelledBy: string;
}) {
  const intl = useIntl();
  return (
    <ol className="list-unstyled dates-timeline mb-0" aria-labelledby={labelledBy}>
      {days.map((day, index) => (
        <li
          key={day.key}
          className={`dates-day ${index === days.length - 1 ? 'dates-day-last' : ''}`}
          aria-current={day.isToday ? 'date' : undefined}
        >
          <span className={`dates-dot dates-dot-${day.dot ?? 'none'}`} aria-hidden="true" />
          <div className="dates-day-content">
            <h2 className="h6 mb-1 d-flex flex-wrap align-items-center gap-2 dates-day-header">
              <span>{formatDate(intl, day.date, timeZone)}</span>
              <Badges kinds={day.badges} />
            </h2>
            {day.items.length > 0 && (
              <ul className="list-unstyled mb-0">
                {day.items.map((item, i) => (
                  <Item
                    key={`${item.block.dateType}-${item.block.title}-${i}`}
                    item={item}
                    timeZone={timeZone}
                  />
                ))}
              </ul>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
