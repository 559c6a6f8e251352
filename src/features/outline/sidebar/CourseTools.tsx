import award from 'bootstrap-icons/icons/award.svg?raw';
import bookmark from 'bootstrap-icons/icons/bookmark.svg?raw';
import calendarCheck from 'bootstrap-icons/icons/calendar-check.svg?raw';
import cashCoin from 'bootstrap-icons/icons/cash-coin.svg?raw';
import newspaper from 'bootstrap-icons/icons/newspaper.svg?raw';
import star from 'bootstrap-icons/icons/star.svg?raw';
import tools from 'bootstrap-icons/icons/tools.svg?raw';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '@/components/Icon';
import type { CourseMetadata } from '@/lms/courseMetadata';
import { usePlatform } from '@/platform/react';
import messages from '../messages';
import type { CourseTool } from '../model';

const ICONS: Readonly<Record<string, string>> = {
  'edx.bookmarks': bookmark,
  'edx.tool.verified_upgrade': award,
  'edx.tool.financial_assistance': cashCoin,
  'edx.calendar-sync': calendarCheck,
  'edx.updates': newspaper,
  'edx.reviews': star,
};

/**
 * "Course Tools" (course-home §2): links with an icon by analytics id; a click logs
 * `edx.course.tool.accessed` with the tool and the user's staff flag. Hidden when there are none.
 */
export function CourseTools({
  metadata,
  tools: list,
}: {
  metadata: CourseMetadata;
  tools: readonly CourseTool[];
}) {
  const intl = useIntl();
  const id = useId();
  const { analytics, user } = usePlatform();
  if (!list.length) return null;
  const onClick = (tool: CourseTool) => {
    const properties = {
      org_key: metadata.org,
      courserun_key: metadata.id,
      course_id: metadata.id,
      is_staff: user?.administrator ?? false,
      tool_name: tool.analyticsId,
    };
    analytics.sendTrackingLogEvent('edx.course.tool.accessed', properties);
    analytics.sendTrackEvent('edx.course.tool.accessed', properties);
  };
  return (
    <section className="mb-4 course-tools" aria-labelledby={id}>
      <h2 className="h5" id={id}>
        {intl.formatMessage(messages.tools)}
      </h2>
      <ul className="list-unstyled mb-0">
        {list.map((tool) => (
          <li key={`${tool.analyticsId}-${tool.url}`} className="py-1">
            <a
              href={tool.url}
              className="d-inline-flex align-items-center gap-2"
              onClick={() => onClick(tool)}
            >
              <Icon svg={ICONS[tool.analyticsId] ?? tools} />
              <span dir="auto">{tool.title}</span>
            </a>
          </li>
        ))}
      </ul>
      {/* "Launch tour", once the product tours' chunk has loaded and the LMS has tours for this learner. */}
      <div id="courseHome-launchTourLink" />
    </section>
  );
}
