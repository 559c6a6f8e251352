import alertIcon from 'bootstrap-icons/icons/eye.svg?raw';
import { useLayoutEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useParams, type Location } from 'react-router-dom';
import { Icon } from '@/components/Icon';
import { markPageTitles } from '@/components/PageTitle';
import { Redirect } from '@/components/Redirect';
import { LoadingSpinner } from '@/components/Spinner';
import { lmsApi } from '@/lms/api';
import { useGetCourseMetadataQuery } from '@/lms/courseMetadata';
import { usePreviewing } from '@/lms/courseware/preview';
import { useAppDispatch } from '@/lms/hooks';
import CoursewarePage from '../route';
import messages from './messages';
import { PreviewRouting, unpreviewedPathname } from './PreviewRouting';
import { previewLeft, previewShown } from './previewSlice';
import sharedMessages from '@/components/messages';

/**
 * The published unit's address of a preview address: the same path without `/preview`, its query without
 * `preview` (the LMS's draft switch), its fragment as it is.
 */
export function publishedAddress({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>) {
  const query = new URLSearchParams(search);
  query.delete('preview');
  const rest = query.toString();
  return `${unpreviewedPathname(pathname)}${rest ? `?${rest}` : ''}${hash}`;
}

/**
 * Studio's Preview button (/preview/course/{courseId}/{sequenceId}[/{unitId}]): the courseware as it is,
 * showing course staff the draft (docs/decisions/0022-studio-preview.md). The sequence and the unit frame
 * are asked with `preview=1`, nothing is written (no position save, no completion check), a notice and the
 * page title say it is a preview, and the courseware's own addresses stay under /preview. Anyone else (the
 * course metadata's `original_user_is_staff` false: a learner, a visitor) is sent to the same unit without
 * `/preview`, the published one, as Open edX's learning app does (issue 45, decision 0032): no draft, and
 * no call with `preview=1`. Its own chunk: the courseware's first visit carries none of it.
 */
export default function PreviewPage() {
  const { courseId = '' } = useParams();
  const location = useLocation();
  // The course frame around the page has loaded the metadata before rendering it.
  const { data: metadata } = useGetCourseMetadataQuery(courseId);
  if (!metadata?.originalUserIsStaff) return <Redirect to={publishedAddress(location)} />;
  return <StaffPreview />;
}

function StaffPreview() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const previewing = usePreviewing();

  useLayoutEffect(() => {
    dispatch(previewShown());
    // A sequence the courseware has cached is the published one: the preview asks for the draft, and the
    // courseware asks for the published one again once the preview has gone.
    dispatch(lmsApi.util.invalidateTags(['Sequence']));
    markPageTitles((title) => intl.formatMessage(messages.title, { title }));
    return () => {
      dispatch(previewLeft());
      dispatch(lmsApi.util.invalidateTags(['Sequence']));
      markPageTitles(null);
    };
  }, [dispatch, intl]);

  const label = intl.formatMessage(messages.label);
  return (
    <>
      <div className="container-xl pt-3">
        <div
          className="alert alert-warning d-flex align-items-center gap-2 mb-0"
          role="note"
          aria-label={label}
        >
          <Icon svg={alertIcon} className="flex-shrink-0" />
          <span className="badge text-bg-warning border border-dark-subtle text-nowrap">{label}</span>
          <span>{intl.formatMessage(messages.notice)}</span>
        </div>
      </div>
      {previewing ? (
        <PreviewRouting>
          <CoursewarePage />
        </PreviewRouting>
      ) : (
        <LoadingSpinner label={intl.formatMessage(sharedMessages.loadingCourse)} />
      )}
    </>
  );
}
