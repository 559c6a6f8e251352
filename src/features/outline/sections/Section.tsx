import checkCircleFill from 'bootstrap-icons/icons/check-circle-fill.svg?raw';
import circle from 'bootstrap-icons/icons/circle.svg?raw';
import dash from 'bootstrap-icons/icons/dash-lg.svg?raw';
import eyeSlash from 'bootstrap-icons/icons/eye-slash.svg?raw';
import plus from 'bootstrap-icons/icons/plus-lg.svg?raw';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '@/components/Icon';
import messages from '../messages';
import type { OutlineSection, OutlineSequence } from '../model';
import { SequenceRow } from './SequenceRow';
import outlineMessages from '@/components/outlineMessages';

/**
 * A collapsible section (spec §2): a heading with a disclosure button (completion mark, title, +/−), and
 * its subsections, rendered only while open so a large course costs only what is on screen. The list of
 * subsections is named by the section's title. A section hidden from the table of contents (today's LMS
 * sends it to staff only) has a note under its heading, which also describes the button.
 */
export const Section = memo(function Section({
  courseId,
  section,
  sequences,
  open,
  onToggle,
  canLoadCourseware,
  timeZone,
}: {
  courseId: string;
  section: OutlineSection;
  sequences: Readonly<Record<string, OutlineSequence>>;
  open: boolean;
  onToggle: (sectionId: string) => void;
  canLoadCourseware: boolean;
  timeZone: string | null;
}) {
  const intl = useIntl();
  const panelId = `section-panel-${section.id}`;
  const titleId = `section-title-${section.id}`;
  const hiddenNoteId = `section-hidden-${section.id}`;
  return (
    <li className="card mb-2 outline-section">
      <h2 className="h5 mb-0">
        <button
          type="button"
          className="section-toggle btn w-100 d-flex align-items-center gap-2 text-start px-3 py-3"
          aria-expanded={open}
          aria-controls={panelId}
          aria-describedby={section.hideFromToc ? hiddenNoteId : undefined}
          onClick={() => onToggle(section.id)}
        >
          <Icon
            svg={section.complete ? checkCircleFill : circle}
            className={`flex-shrink-0 ${section.complete ? 'text-success' : 'text-muted'}`}
          />
          <span id={titleId} className="flex-grow-1 min-w-0 fw-bold" dir="auto">
            {section.title}
          </span>
          <span className="visually-hidden">
            {intl.formatMessage(
              section.complete ? outlineMessages.completedSection : outlineMessages.incompleteSection,
            )}
          </span>
          <Icon svg={open ? dash : plus} className="flex-shrink-0" />
        </button>
      </h2>
      {section.hideFromToc && (
        <p
          id={hiddenNoteId}
          className="outline-hidden-note small text-muted d-flex align-items-center gap-2 mb-0 px-3 pb-2"
        >
          <Icon svg={eyeSlash} className="flex-shrink-0" />
          <span>{intl.formatMessage(messages.hiddenSection)}</span>
        </p>
      )}
      <div id={panelId} hidden={!open} className="section-panel px-3 pb-2">
        {open && (
          <ol className="list-unstyled mb-0" aria-labelledby={titleId}>
            {section.sequenceIds.map((id) => {
              const sequence = sequences[id];
              return sequence ? (
                <SequenceRow
                  key={id}
                  courseId={courseId}
                  sequence={sequence}
                  canLoadCourseware={canLoadCourseware}
                  timeZone={timeZone}
                />
              ) : null;
            })}
          </ol>
        )}
      </div>
    </li>
  );
});
