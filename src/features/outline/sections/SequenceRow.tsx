import checkCircleFill from 'bootstrap-icons/icons/check-circle-fill.svg?raw';
import ban from 'bootstrap-icons/icons/ban.svg?raw';
import circle from 'bootstrap-icons/icons/circle.svg?raw';
import pencilSquare from 'bootstrap-icons/icons/pencil-square.svg?raw';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatDate } from '@/components/dates';
import { Icon } from '@/components/Icon';
import { useConfig } from '@/platform/react';
import messages from '../messages';
import type { OutlineSequence } from '../model';
import { effortMinutes, sequenceTarget } from '../rules';
import outlineMessages from '@/components/outlineMessages';
import effortMessages from '@/components/effortMessages';

/**
 * One subsection of the outline (spec §2, §3 Sequence): completion mark, title (a link unless the learner
 * may not follow it), the graded icon, the effort estimate, and below it the kind of work and due date.
 * A subsection hidden from the table of contents (today's LMS sends it to staff only) says, between its
 * title and its due date, that only its link opens it.
 */
export const SequenceRow = memo(function SequenceRow({
  courseId,
  sequence,
  canLoadCourseware,
  timeZone,
}: {
  courseId: string;
  sequence: OutlineSequence;
  canLoadCourseware: boolean;
  timeZone: string | null;
}) {
  const intl = useIntl();
  const config = useConfig();
  const target = sequenceTarget({
    courseId,
    sequenceId: sequence.id,
    showLink: sequence.showLink,
    canLoadCourseware,
    legacyWebUrl: sequence.legacyWebUrl,
    siteOrigins: [config.LMS_BASE_URL, config.BASE_URL],
  });
  const minutes = effortMinutes(sequence.effortTime);
  const activities = sequence.effortActivities;
  const due = sequence.due ? formatDate(intl, sequence.due, timeZone) : '';
  let detail: string | null = sequence.description;
  if (due) {
    detail = sequence.description
      ? intl.formatMessage(messages.sequenceDue, { description: sequence.description, assignmentDue: due })
      : intl.formatMessage(messages.sequenceDueNoDescription, { assignmentDue: due });
  }
  const title = (
    <span className="sequence-title" dir="auto">
      {sequence.title}
    </span>
  );

  return (
    <li className="sequence-row d-flex gap-2 py-2">
      <Icon
        svg={sequence.complete ? checkCircleFill : circle}
        className={`flex-shrink-0 mt-1 ${sequence.complete ? 'text-success' : 'text-muted'}`}
      />
      <div className="min-w-0 flex-grow-1">
        <div className="d-flex flex-wrap align-items-baseline gap-2">
          {target?.kind === 'app' && <Link to={target.path}>{title}</Link>}
          {target?.kind === 'legacy' && <a href={target.url}>{title}</a>}
          {!target && title}
          <span className="visually-hidden">
            {intl.formatMessage(
              sequence.complete ? outlineMessages.completedSequence : outlineMessages.incompleteSequence,
            )}
          </span>
          {sequence.icon && (
            <span
              className="sequence-graded text-muted"
              role="img"
              aria-label={intl.formatMessage(messages.graded)}
            >
              <Icon svg={pencilSquare} />
            </span>
          )}
          {(minutes !== null || activities !== null) && (
            <span className="small text-muted effort">
              <span className="visually-hidden">{intl.formatMessage(messages.effortLabel)} </span>
              {[
                minutes !== null ? intl.formatMessage(effortMessages.effortMinutes, { minutes }) : null,
                activities !== null ? intl.formatMessage(messages.effortActivities, { activities }) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          )}
        </div>
        {sequence.hideFromToc && (
          <div className="outline-hidden-note small text-muted d-flex align-items-center gap-2">
            <Icon svg={ban} className="flex-shrink-0" />
            <span>{intl.formatMessage(messages.hiddenSequenceLink)}</span>
          </div>
        )}
        {detail && <div className="small text-muted sequence-detail">{detail}</div>}
      </div>
    </li>
  );
});
