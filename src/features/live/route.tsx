import { useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useMarkFirstContent } from '@/components/page/firstContent';
import { LoadingSpinner } from '@/components/Spinner';
import { usePlatform } from '@/platform/react';
import { useGetLiveFrameQuery } from './api';
import { liveFrame, type LiveLaunch } from './liveFrame';
import messages from './messages';
import sharedMessages from '@/components/messages';

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
            {intl.formatMessage(sharedMessages.tryAgain)}
          </button>
        </div>
      </div>
    );
  }
  if (!data) return <LoadingSpinner label={intl.formatMessage(messages.loading)} />;
  return <LiveFrameView html={data.iframe} lmsBaseUrl={config.LMS_BASE_URL} />;
}

/** The browsing context the launch form opens the provider's page in. */
const LAUNCH_TARGET = 'lti-tab-embed-launch';

function LiveFrameView({ html, lmsBaseUrl }: { html: string | null; lmsBaseUrl: string }) {
  const intl = useIntl();
  useMarkFirstContent();
  // Parsed once per answer: a new object would launch again.
  const frame = useMemo(() => liveFrame(html, lmsBaseUrl), [html, lmsBaseUrl]);
  if (!frame) {
    return <p className="container-xl py-5">{intl.formatMessage(messages.none)}</p>;
  }
  return (
    <>
      <iframe
        id="lti-tab-embed"
        name={frame.launch ? LAUNCH_TARGET : undefined}
        className="live-frame d-block w-100 border-0"
        style={{ height: '100vh' }}
        title={frame.title ?? intl.formatMessage(messages.frameTitle)}
        src={frame.src ?? undefined}
        srcDoc={frame.srcDoc ?? undefined}
        // A srcdoc that is not a launch is shown as it is: no scripts, no forms, an origin of its own.
        sandbox={frame.srcDoc !== null ? '' : undefined}
        allow={frame.allow ?? undefined}
        allowFullScreen={frame.allowFullScreen}
      />
      {frame.launch && <LaunchForm launch={frame.launch} />}
    </>
  );
}

/**
 * The LTI launch the LMS's srcdoc would have submitted (src/features/live/liveFrame.ts), submitted by the
 * app into the frame once it is in the page. Once per launch: its signature holds a nonce the provider
 * accepts once, so a second submission (a re-render, React's development double effects) would fail.
 */
function LaunchForm({ launch }: { launch: LiveLaunch }) {
  const form = useRef<HTMLFormElement>(null);
  const submitted = useRef<LiveLaunch | null>(null);
  useEffect(() => {
    if (!form.current || submitted.current === launch) return;
    submitted.current = launch;
    form.current.submit();
  }, [launch]);
  return (
    <form ref={form} hidden action={launch.action} method={launch.method} target={LAUNCH_TARGET}>
      {launch.fields.map(([name, value], index) => (
        <input key={`${index}:${name}`} type="hidden" name={name} value={value} />
      ))}
    </form>
  );
}
