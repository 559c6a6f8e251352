import './discussions.scss';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { pluginResizeHeight } from '@/lms/decode';
import { useConfig } from '@/platform/react';
import type { RightSidebarState } from '../context';
import messages from './messages';

/**
 * The unit's discussions: the discussions app in a frame at `{base}/{courseId}/category/{unitId}
 * ?inContextSidebar` (as upstream's DiscussionsSidebar), inside the panel the widget draws (./widget.tsx:
 * beside the content or, on a phone, full screen with "Back to course"). Its messages count only from the
 * app's origin and this frame's window: a `plugin.resize` sizes the frame; anything else is ignored. Shown
 * only while the unit has its topic in context (CoursewareSidebars.tsx decides).
 */
export default function DiscussionsFrame({ course, unitId }: Pick<RightSidebarState, 'course' | 'unitId'>) {
  const intl = useIntl();
  const base = useConfig().DISCUSSIONS_MFE_BASE_URL ?? '';
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    if (!base) return undefined;
    const origin = new URL(base).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      const height = pluginResizeHeight(event.data);
      if (height) setHeight(height);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [base]);
  if (!base || !unitId) return null;
  const title = intl.formatMessage(messages.discussions);
  return (
    <iframe
      ref={frame}
      key={unitId}
      className="discussions-frame d-block w-100 border-0"
      title={title}
      src={`${base.replace(/\/+$/, '')}/${course.id}/category/${unitId}?inContextSidebar`}
      allow="clipboard-write"
      style={{ height: height ?? undefined }}
    />
  );
}
