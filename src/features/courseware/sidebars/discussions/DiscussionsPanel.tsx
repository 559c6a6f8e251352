import './discussions.scss';
import chatIcon from 'bootstrap-icons/icons/chat-left-text.svg?raw';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '@/components/Icon';
import { UpgradeFlyover } from '@/components/upgrade/UpgradeFlyover';
import { useGetInContextTopicsQuery } from '@/lms/discussionTopics';
import { useConfig } from '@/platform/react';
import { PANEL_ID, type RightSidebarState } from '../context';
import { DISCUSSIONS } from './widget';
import messages from './messages';

/**
 * The unit's topic in context: its id, null when the unit has none (or the calls failed or answered
 * malformed: no discussions, nothing else changes), undefined while the calls are under way.
 */
function useUnitTopic({ course, unitId }: RightSidebarState): string | null | undefined {
  const { data, isError } = useGetInContextTopicsQuery(course.id);
  if (isError) return null;
  if (!data) return undefined;
  return (unitId && data[unitId]) || null;
}

/** The height a `plugin.resize` message from the discussions app asks for (as its tab's frame reads it). */
function resizeHeight(data: unknown): number | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, payload } = data as { type?: unknown; payload?: unknown };
  if (type !== 'plugin.resize' || typeof payload !== 'object' || payload === null) return null;
  const { height } = payload as { height?: unknown };
  return typeof height === 'number' && Number.isFinite(height) && height > 0 ? Math.ceil(height) : null;
}

/** "Discussions" beside "Notifications", for a unit whose topic is enabled in context. */
function DiscussionsTrigger(state: RightSidebarState) {
  const intl = useIntl();
  const { current, toggle } = state;
  const topic = useUnitTopic(state);
  if (!topic) return null;
  const open = current === DISCUSSIONS;
  return (
    <button
      type="button"
      className="btn btn-outline-primary btn-sm right-sidebar-trigger"
      aria-expanded={open}
      aria-controls={open ? PANEL_ID : undefined}
      onClick={() => toggle(DISCUSSIONS)}
    >
      <Icon svg={chatIcon} className="me-1" />
      {intl.formatMessage(messages.discussions)}
    </button>
  );
}

/**
 * The unit's discussions: the discussions app in a frame at `{base}/{courseId}/category/{unitId}
 * ?inContextSidebar` (as upstream's DiscussionsSidebar), beside the content or, on a phone, full screen
 * with "Back to course". Its messages count only from the app's origin and this frame's window: a
 * `plugin.resize` sizes the frame; anything else is ignored. A unit without a topic closes the panel.
 */
function DiscussionsPanel({ base, ...state }: RightSidebarState & { base: string }) {
  const intl = useIntl();
  const headingId = useId();
  const { course, unitId, wide, close } = state;
  const topic = useUnitTopic(state);
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);

  // A unit without a topic (a move to the next one, say) closes the panel.
  useEffect(() => {
    if (topic === null) close();
  });

  useEffect(() => {
    const origin = new URL(base).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      const height = resizeHeight(event.data);
      if (height) setHeight(height);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [base]);

  if (!topic || !unitId) return null;
  const title = intl.formatMessage(messages.discussions);
  const iframe = (
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
  if (!wide) {
    return (
      <UpgradeFlyover id={PANEL_ID} title={title} onClose={close}>
        {iframe}
      </UpgradeFlyover>
    );
  }
  return (
    <aside id={PANEL_ID} className="right-sidebar-panel discussions-panel" aria-labelledby={headingId}>
      <div className="d-flex align-items-center justify-content-between gap-2 mb-3">
        <h2 id={headingId} className="h5 mb-0">
          {title}
        </h2>
        <button
          type="button"
          className="btn-close"
          aria-label={intl.formatMessage(messages.closeDiscussions)}
          onClick={close}
        />
      </div>
      {iframe}
    </aside>
  );
}

/**
 * The chunk's one entry, the trigger or the open panel, when the discussions app's address is configured
 * (DISCUSSIONS_MFE_BASE_URL), the course has its Discussion tab and a unit shows (as upstream's widget).
 */
export default function Discussions({ panel, ...state }: RightSidebarState & { panel: boolean }) {
  const base = useConfig().DISCUSSIONS_MFE_BASE_URL;
  const { course, unitId, current } = state;
  if (!base || !unitId || !course.tabs.some((tab) => tab.slug === 'discussion')) return null;
  if (!panel) return <DiscussionsTrigger {...state} />;
  return current === DISCUSSIONS ? <DiscussionsPanel {...state} base={base} /> : null;
}
