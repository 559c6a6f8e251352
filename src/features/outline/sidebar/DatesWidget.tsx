import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatDate } from '@/components/dates';
import { isLearnerAssignment } from '@/rules/datesBanners';
import { type DateBlock } from '@/lms/fragments/dateBlocks';
import type { CourseMetadata } from '@/lms/courseMetadata';
import { usePlatform } from '@/platform/react';
import messages from '../messages';
import { pathTo } from '@/app/routeConfig';

/**
 * "Important dates" in the sidebar (spec §2): the short list the outline answer gives, each day in the
 * learner's zone, with a link to the dates tab. Hidden when the list is empty.
 */
export function DatesWidget({
  metadata,
  blocks,
}: {
  metadata: CourseMetadata;
  blocks: readonly DateBlock[];
}) {
  const intl = useIntl();
  const id = useId();
  const { analytics } = usePlatform();
  if (!blocks.length) return null;
  return (
    <section className="mb-4 dates-widget" aria-labelledby={id}>
      <h2 className="h5" id={id}>
        {intl.formatMessage(messages.dates)}
      </h2>
      <ol className="list-unstyled mb-2">
        {blocks.map((block, index) => {
          const linked = isLearnerAssignment(block) && Boolean(block.link);
          const title = block.title;
          return (
            <li key={`${block.dateType}-${block.date}-${index}`} className="mb-3">
              <div className="small fw-bold">{formatDate(intl, block.date, metadata.userTimezone)}</div>
              <div>
                <bdi>{linked ? <a href={block.link}>{title}</a> : title}</bdi>
              </div>
              {block.description && (
                <div className="small text-muted">
                  <bdi>{block.description}</bdi>
                </div>
              )}
              {!isLearnerAssignment(block) && block.link && block.linkText && block.learnerHasAccess && (
                <a
                  className="small"
                  href={block.link}
                  onClick={() => {
                    if (block.dateType === 'verified-upgrade-deadline') {
                      analytics.sendTrackEvent('edx.bi.ecommerce.upsell_links_clicked', {
                        org_key: metadata.org,
                        courserun_key: metadata.id,
                        linkCategory: '(none)',
                        linkName: 'course_home_dates',
                        linkType: 'link',
                        pageName: 'course_home',
                      });
                    }
                  }}
                >
                  {block.linkText}
                </a>
              )}
            </li>
          );
        })}
      </ol>
      <Link to={pathTo('dates', { courseId: metadata.id })}>{intl.formatMessage(messages.allDates)}</Link>
    </section>
  );
}
