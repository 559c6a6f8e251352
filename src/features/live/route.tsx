import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { LoadingSpinner } from '@/components/Spinner';
import { usePlatform } from '@/platform/react';
import { useGetLiveFrameQuery } from './api';
import { liveFrame } from './liveFrame';
import messages from './messages';

/**
 * The live tab (/course/{courseId}/live, conventions §8.8): the live class provider's frame, as the LMS
 * describes it (course_live), the full width of the page.
 */
export default function LivePage() {
  const intl = useIntl();
  const { config } = usePlatform();
  const { courseId = '' } = useParams();
  const { data, isError, refetch } = useGetLiveFrameQuery(courseId);

  if (isError) {
    return (
      <div className="container-xl py-5">
        <div className="alert alert-danger" role="alert">
          <p className="mb-2">{intl.formatMessage(messages.failed)}</p>
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void refetch()}>
            {intl.formatMessage(messages.retry)}
          </button>
        </div>
      </div>
    );
  }
  if (!data) return <LoadingSpinner label={intl.formatMessage(messages.loading)} />;
  const frame = liveFrame(data.iframe, config.LMS_BASE_URL);
  if (!frame) {
    return <p className="container-xl py-5">{intl.formatMessage(messages.none)}</p>;
  }
  return (
    <iframe
      id="lti-tab-embed"
      className="live-frame d-block w-100 border-0"
      style={{ height: '100vh' }}
      title={frame.title ?? intl.formatMessage(messages.frameTitle)}
      src={frame.src ?? undefined}
      srcDoc={frame.srcDoc ?? undefined}
      allow={frame.allow ?? undefined}
      allowFullScreen={frame.allowFullScreen}
    />
  );
}
