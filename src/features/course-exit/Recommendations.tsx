import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LoadingSpinner } from '@/components/Spinner';
import type { CoursewareCourse } from '@/lms/courseware/types';
import { usePlatform } from '@/platform/react';
import { useGetCourseRecommendationsQuery, useGetEnrolledRunIdsQuery } from './api';
import messages from './messages';
import { keptRecommendations, truncate, type Recommendation } from './rules';
import type { ExitEvent } from './track';
import sharedMessages from '@/components/messages';

/** Spec §9: three cards per page, titles cut to 70 characters, owners to 40, 200 ms before leaving. */
export const CARDS_PER_PAGE = 3;
export const TITLE_MAX = 70;
export const OWNERS_MAX = 40;
export const REDIRECT_DELAY_MS = 200;

function Card({
  item,
  onOpen,
}: {
  item: Recommendation;
  onOpen: (item: Recommendation, event: MouseEvent) => void;
}) {
  const intl = useIntl();
  const title = truncate(item.title, TITLE_MAX);
  const owners = truncate(item.owners.join(', '), OWNERS_MAX);
  return (
    <li className="recommendation-card card text-start">
      {item.imageSrc && <img className="card-img-top" src={item.imageSrc} alt="" loading="lazy" />}
      <div className="card-body d-flex flex-column">
        <span className="badge text-bg-light align-self-start mb-2">
          {intl.formatMessage(messages.courseLabel)}
        </span>
        <h3 className="h6 mb-1">
          {item.marketingUrl ? (
            <a
              className="stretched-link"
              href={item.marketingUrl}
              title={item.title}
              onClick={(event) => onOpen(item, event)}
            >
              {title}
            </a>
          ) : (
            <span title={item.title}>{title}</span>
          )}
        </h3>
        {owners && <p className="small text-muted mb-0">{owners}</p>}
      </div>
    </li>
  );
}

/**
 * Recommended courses on the celebration (contract §11.3): the discovery recommendations without this
 * course and without courses the learner is or was enrolled in. Loading shows a spinner; a failure (logged)
 * or fewer than two courses shows `fallback`, the catalogue suggestion.
 */
export function Recommendations({
  course,
  track,
  fallback,
}: {
  course: CoursewareCourse;
  track: (event: ExitEvent, extra?: Record<string, unknown>) => void;
  fallback: ReactNode;
}) {
  const intl = useIntl();
  const { config, logger, navigation } = usePlatform();
  const discovery = config.DISCOVERY_API_BASE_URL;
  const recommendations = useGetCourseRecommendationsQuery(
    discovery ? { discoveryBaseUrl: discovery, courseKey: `${course.org}+${course.number}` } : skipToken,
  );
  const enrollments = useGetEnrolledRunIdsQuery(discovery ? undefined : skipToken);
  const failed = recommendations.isError || enrollments.isError;
  useEffect(() => {
    if (recommendations.error) logger.logError(recommendations.error, { call: 'course_recommendations' });
    if (enrollments.error) logger.logError(enrollments.error, { call: 'enrollment' });
  }, [recommendations.error, enrollments.error, logger]);

  const kept = useMemo(
    () =>
      recommendations.data && enrollments.data
        ? keptRecommendations(
            recommendations.data.uuid,
            recommendations.data.recommendations,
            new Set(enrollments.data),
          )
        : [],
    [recommendations.data, enrollments.data],
  );
  const [page, setPage] = useState(0);

  if (discovery && !failed && (!recommendations.data || !enrollments.data)) {
    return <LoadingSpinner className="my-4" label={intl.formatMessage(messages.loadingRecommendations)} />;
  }
  if (!discovery || failed || kept.length < 2) return fallback;

  const pages = Math.ceil(kept.length / CARDS_PER_PAGE);
  const current = Math.min(page, pages - 1);
  const first = current * CARDS_PER_PAGE;
  const shown = kept.slice(first, first + CARDS_PER_PAGE);
  const open = (item: Recommendation, event: MouseEvent) => {
    if (!item.marketingUrl || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    track('recommendation.clicked', { recommended_course_uuid: item.uuid, page: current + 1 });
    const url = item.marketingUrl;
    window.setTimeout(() => navigation.assign(url), REDIRECT_DELAY_MS);
  };
  return (
    <section className="recommendations mx-auto mt-5" aria-labelledby="recommendations-heading">
      <h2 id="recommendations-heading" className="h4 mb-3">
        {intl.formatMessage(messages.recommendationsHeading)}
      </h2>
      <p className="visually-hidden" aria-live="polite">
        {intl.formatMessage(messages.pageOf, {
          first: first + 1,
          last: first + shown.length,
          total: kept.length,
        })}
      </p>
      <ul className="list-unstyled d-flex flex-wrap justify-content-center gap-3 mb-3">
        {shown.map((item) => (
          <Card key={item.uuid} item={item} onOpen={open} />
        ))}
      </ul>
      {pages > 1 && (
        <div className="d-flex justify-content-center gap-2 mb-3">
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            disabled={current === 0}
            onClick={() => setPage(current - 1)}
          >
            {intl.formatMessage(messages.previousPage)}
          </button>
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            disabled={current >= pages - 1}
            onClick={() => setPage(current + 1)}
          >
            {intl.formatMessage(messages.nextPage)}
          </button>
        </div>
      )}
      {config.SEARCH_CATALOG_URL && (
        <a
          href={config.SEARCH_CATALOG_URL}
          onClick={() => track('catalog_search.clicked', { place: 'recommendations' })}
        >
          {intl.formatMessage(sharedMessages.exploreCourses)}
        </a>
      )}
    </section>
  );
}
