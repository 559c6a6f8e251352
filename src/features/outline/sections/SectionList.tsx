import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { PluginSlot } from '@/components/plugin-slot/PluginSlot';
import type { CourseMetadata } from '@/lms/courseMetadata';
import messages from '../messages';
import type { Outline } from '../model';
import { sectionStartsOpen } from '../rules';
import { Section } from './Section';
import outlineMessages from '@/components/outlineMessages';

/**
 * The sections of the outline with "Expand all" / "Collapse all" (spec §2). Each section starts open or
 * closed by its default (on the resume path) and follows the toggle; the learner's own opening and
 * closing is kept when the outline reloads.
 */
export function SectionList({ metadata, outline }: { metadata: CourseMetadata; outline: Outline }) {
  const intl = useIntl();
  const sectionIds = outline.course?.sectionIds ?? [];
  const [chosen, setChosen] = useState<Readonly<Record<string, boolean>>>({});
  const isOpen = (id: string) =>
    chosen[id] ?? Boolean(outline.sections[id] && sectionStartsOpen(outline.sections[id]));
  const allOpen = sectionIds.length > 0 && sectionIds.every(isOpen);

  const onToggle = useCallback(
    (id: string) =>
      setChosen((current) => {
        const section = outline.sections[id];
        const was = current[id] ?? Boolean(section && sectionStartsOpen(section));
        return { ...current, [id]: !was };
      }),
    [outline.sections],
  );

  if (!sectionIds.length) {
    return <p className="text-muted">{intl.formatMessage(messages.noContent)}</p>;
  }

  return (
    <div className="outline-sections">
      <div className="d-flex justify-content-end mb-2">
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          onClick={() => setChosen(Object.fromEntries(sectionIds.map((id) => [id, !allOpen])))}
        >
          {intl.formatMessage(allOpen ? messages.collapseAll : messages.expandAll)}
        </button>
      </div>
      <PluginSlot
        id="org.openedx.frontend.learning.course_home_section_outline.v1"
        idAliases={['course_home_section_outline_slot']}
        pluginProps={{ expandAll: allOpen, sectionIds, sections: outline.sections }}
      >
        <ol className="list-unstyled mb-0" aria-label={intl.formatMessage(outlineMessages.courseOutline)}>
          {sectionIds.map((id) => {
            const section = outline.sections[id];
            return section ? (
              <Section
                key={id}
                courseId={metadata.id}
                section={section}
                sequences={outline.sequences}
                open={isOpen(id)}
                onToggle={onToggle}
                canLoadCourseware={metadata.canLoadCourseware}
                timeZone={metadata.userTimezone}
              />
            ) : null;
          })}
        </ol>
      </PluginSlot>
    </div>
  );
}
