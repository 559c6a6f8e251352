import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { useMarkFirstContent } from '@/components/page/firstContent';
import { usePlatform } from '@/platform/react';
import { classifyDiscussionMessage, discussionsUrl } from './frame';
import messages from './messages';
import { pathTo } from '@/app/routeConfig';

/**
 * The discussion tab (/course/{courseId}/discussion[/{path}…], conventions §8.8): the discussions app in a
 * frame at DISCUSSIONS_MFE_BASE_URL. Its messages are accepted only from that origin and from this frame's
 * window: `plugin.resize` sizes the frame, `discussions.navigate` puts the app's new path in the address
 * bar (the frame keeps its own page, as upstream's tab does). The courseware's discussions panel, beside a
 * unit, is another thing: src/features/courseware/sidebars/discussions.
 */
export default function DiscussionTabPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { config } = usePlatform();
  const { courseId = '', '*': path = '' } = useParams();
  const frame = useRef<HTMLIFrameElement>(null);
  const [initialPath] = useState(path);
  const [height, setHeight] = useState<number | null>(null);
  const base = config.DISCUSSIONS_MFE_BASE_URL;
  useMarkFirstContent();

  useEffect(() => {
    if (!base) return undefined;
    const origin = new URL(base).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      const message = classifyDiscussionMessage(event.data);
      if (message?.kind === 'resize') setHeight(message.height);
      else if (message?.kind === 'navigate')
        void navigate(pathTo('discussionTab', { courseId, '*': message.path }));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [base, courseId, navigate]);

  if (!base) {
    return (
      <div className="container-xl py-5">
        <p>{intl.formatMessage(messages.unavailable)}</p>
        <a href={`${config.LMS_BASE_URL}/courses/${courseId}/discussion/forum/`}>
          {intl.formatMessage(messages.openInLms)}
        </a>
      </div>
    );
  }
  return (
    <div className="container-xl py-3">
      <iframe
        ref={frame}
        className="discussion-frame d-block w-100 border-0"
        title={intl.formatMessage(messages.frameTitle)}
        src={discussionsUrl(base, courseId, initialPath)}
        style={{ height: height ?? undefined, minHeight: '60rem' }}
      />
    </div>
  );
}
