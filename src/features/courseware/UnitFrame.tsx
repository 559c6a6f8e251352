import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { PluginSlot } from '@/components/plugin-slot/PluginSlot';
import { LoadingSpinner } from '@/components/Spinner';
import { useEffectEvent } from '@/components/hooks/useEffectEvent';
import { usePreviewing } from '@/lms/courseware/preview';
import { useAppDispatch } from '@/lms/hooks';
import { usePlatform } from '@/platform/react';
import { isSafeId } from '@/app/routeMatch';
import { useExamAccess } from './examAccess';
import { FrameError } from './FrameError';
import type { FrameExtras, FrameModal } from './frameExtras';
import { classifyFrameMessage, FRAME_ALLOW } from './frameMessages';
import { leaveHost, releaseFrame, showFrame, takeEarly, takeFrame } from './framePool';
import messages from './messages';

const ContentModal = lazy(() => import('./ContentModal'));

/**
 * The unit frame's address (spec §7, contract §10.1), with the exam access token of an edx-exams exam
 * (exams contract §4; '' when it could not be had) when there is one to carry; Studio's preview asks for
 * the draft with `preview=1`, as the current learning app does (the LMS shows it to course staff only).
 * A block to go to inside the unit (the courseware address's `?jumpToId=`, from the LMS's `jump_to`) goes
 * as `jumpToId` for the LMS and as the fragment the browser scrolls to (upstream's
 * frontend-app-learning/src/courseware/course/sequence/Unit/urls.ts), when it has an Open edX key's
 * characters only.
 */
export function unitFrameUrl(
  lmsBaseUrl: string,
  unitId: string,
  signedIn: boolean,
  format: string | null,
  examAccess: string | null = null,
  preview = false,
  jumpToId: string | null = null,
) {
  const view = signedIn ? 'student_view' : 'public_view';
  const jump = jumpToId && isSafeId(jumpToId) ? `&jumpToId=${encodeURIComponent(jumpToId)}#${jumpToId}` : '';
  return `${lmsBaseUrl}/xblock/${unitId}?show_title=0&show_bookmark_button=0&recheck_access=1&view=${view}${
    format ? `&format=${format}` : ''
  }${examAccess !== null ? `&exam_access=${encodeURIComponent(examAccess)}` : ''}${preview ? '&preview=1' : ''}${jump}`;
}

/**
 * The exam access token for one load of a frame (exams contract §4): null while it is asked for, '' when
 * it could not be had, and always null outside an edx-exams exam (no call). Asked again for every load.
 */
function useFrameExamAccess(unitId: string, load: number): { pending: boolean; token: string | null } {
  const access = useExamAccess();
  const [settled, setSettled] = useState<{ key: string; token: string } | null>(null);
  const key = `${unitId}#${load}`;
  useEffect(() => {
    if (!access) return;
    let live = true;
    access.token().then(
      (token) => live && setSettled({ key, token }),
      () => live && setSettled({ key, token: '' }),
    );
    return () => {
      live = false;
    };
  }, [access, key]);
  if (!access) return { pending: false, token: null };
  return settled?.key === key ? { pending: false, token: settled.token } : { pending: true, token: null };
}

/**
 * One unit's content in a frame from the LMS origin, resized to the height its content reports. Messages
 * are accepted only from the LMS origin and this frame's window, and only in the expected shapes
 * (frameMessages.ts). Until the first positive height a spinner with screen-reader text shows.
 */
export function UnitFrame({
  courseId,
  unitId,
  title,
  format,
  onLoaded,
}: {
  courseId: string;
  unitId: string;
  title: string;
  format: string | null;
  /** Called once the content reported a positive height (the bottom navigation then shows). */
  onLoaded: () => void;
}) {
  const intl = useIntl();
  const { config, user, logger, analytics } = usePlatform();
  const frame = useRef<HTMLIFrameElement | null>(null);
  const [height, setHeight] = useState(0);
  // A frame whose load ends without a height from its content got an error page (4xx/5xx) from the LMS.
  const reported = useRef(false);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [modal, setModal] = useState<FrameModal | null>(null);
  const lmsOrigin = new URL(config.LMS_BASE_URL).origin;
  const loaded = height > 0;
  const dispatch = useAppDispatch();
  // The frame's extras once its unit has shown (./frameExtras.ts), and the messages that came before them.
  const extras = useRef<FrameExtras | null>(null);
  const waiting = useRef<unknown[]>([]);

  useEffect(() => {
    if (loaded) onLoaded();
  }, [loaded, onLoaded]);

  const examAccess = useFrameExamAccess(unitId, attempt);
  // Another unit of this sequence, addressed as this frame is (for a head start at the click: framePool.ts);
  // none under an edx-exams exam, whose frames wait for a token.
  const hasExamAccess = useExamAccess() !== null;
  const preview = usePreviewing();
  const srcFor = useEffectEvent((id: string) =>
    hasExamAccess ? null : unitFrameUrl(config.LMS_BASE_URL, id, user !== null, format, null, preview),
  );
  // Only the unit the address names gets its `jumpToId`: a frame started ahead for another unit has none,
  // and neither has that unit's address, so the two stay the same (framePool.ts takes it as it is).
  const jumpToId = new URLSearchParams(useLocation().search).get('jumpToId');
  const src = unitFrameUrl(
    config.LMS_BASE_URL,
    unitId,
    user !== null,
    format,
    examAccess.token,
    preview,
    jumpToId,
  );
  // An edx-exams exam's frame waits for its access token (exams contract §4).
  const frameShown = !examAccess.pending;
  const host = useRef<HTMLDivElement>(null);
  const onFrameLoad = useEffectEvent(() => {
    if (!reported.current) {
      setFailed(true);
      logger.logError('Unit iframe failed to load. Server possibly returned 4xx or 5xx response.', {
        iframeUrl: src,
        unitId,
      });
      analytics.sendTrackEvent('edx.bi.error.learning.iframe_load_failed', { iframeUrl: src, unitId });
    }
    // Let the content scroll to the anchor in the page address (contract §10.4).
    if (window.location.hash) {
      frame.current?.contentWindow?.postMessage({ hashName: window.location.hash }, lmsOrigin);
    }
  });

  // The frame element comes from the pool (framePool.ts), not from React: a new one for each unit and
  // each retry, given its fixed attributes here (contract §10.2), its changing ones below, then its src.
  useLayoutEffect(() => {
    const parent = host.current;
    if (!frameShown || !parent) return undefined;
    // A frame the learner's click already sent to this address is taken as it is (framePool.ts).
    const element = takeFrame(parent, src);
    element.id = 'unit-iframe';
    element.className = 'unit-iframe';
    element.setAttribute('allow', FRAME_ALLOW);
    element.setAttribute('allowfullscreen', '');
    element.setAttribute('scrolling', 'no');
    element.setAttribute('referrerpolicy', 'origin');
    const onLoad = () => onFrameLoad();
    element.addEventListener('load', onLoad);
    frame.current = element;
    const unshow = showFrame(element, srcFor);
    return () => {
      unshow();
      leaveHost(parent);
      element.removeEventListener('load', onLoad);
      if (frame.current === element) frame.current = null;
      releaseFrame(element);
    };
    // Only a new frame (or a retry) takes a frame: the address it starts with is read, not followed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [frameShown, attempt]);

  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    element.setAttribute('title', title);
    element.setAttribute('height', String(height));
    element.style.height = `${height}px`;
    element.style.visibility = loaded ? 'visible' : 'hidden';
    if (element.getAttribute('src') !== src) element.setAttribute('src', src);
  });

  // In the layout phase, like the frame: a frame sent ahead at the click (framePool.ts) is already
  // loading, and a message it sends after the commit must find a listener.
  useLayoutEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const element = frame.current;
      if (!element || event.origin !== lmsOrigin || event.source !== element.contentWindow) return;
      const message = classifyFrameMessage(event.data);
      switch (message.kind) {
        case 'resize':
          reported.current = true;
          setFailed(false);
          setHeight(message.height);
          break;
        case 'offset':
          window.scrollTo(0, message.offset + element.offsetTop);
          break;
        default:
          // What a learner's action in the unit says (./frameExtras.ts), kept until its chunk has come.
          if (extras.current) extras.current.onMessage(event.data);
          else if (waiting.current.length < 20) waiting.current.push(event.data);
      }
    };
    window.addEventListener('message', onMessage);
    // A frame the click sent ahead may have spoken, or loaded, before this listener was on.
    const seen = frame.current ? takeEarly(frame.current) : null;
    seen?.messages.forEach(onMessage);
    if (seen?.loaded) onFrameLoad();
    return () => window.removeEventListener('message', onMessage);
  }, [lmsOrigin]);

  // Once the unit has shown: the visibility messages, a video's full screen, auto-advance and post_event,
  // in their own chunk (./frameExtras.ts), for this frame until the unit goes (or the frame loads again).
  useEffect(() => {
    const element = frame.current;
    if (!loaded || !element) return undefined;
    let started: FrameExtras | null = null;
    let live = true;
    import('./frameExtras').then(
      ({ startFrameExtras }) => {
        if (!live) return;
        started = extras.current = startFrameExtras(element, {
          lmsOrigin,
          courseId,
          unitId,
          dispatch,
          logger,
          openModal: setModal,
        });
        waiting.current.splice(0).forEach(started.onMessage);
      },
      () => undefined, // without them the unit works as before
    );
    return () => {
      live = false;
      started?.stop();
      extras.current = null;
    };
  }, [loaded, lmsOrigin, attempt, courseId, unitId, dispatch, logger]);

  const spinner = <LoadingSpinner label={intl.formatMessage(messages.loadingSequence)} className="py-5" />;
  return (
    <div className="unit-frame-wrapper">
      {!loaded &&
        (failed ? (
          <FrameError
            courseId={courseId}
            onRetry={() => {
              reported.current = false;
              setFailed(false);
              setAttempt((count) => count + 1);
            }}
          />
        ) : (
          <PluginSlot
            id="org.openedx.frontend.learning.content_iframe_loader.v1"
            idAliases={['content_iframe_loader_slot']}
            pluginProps={{ defaultLoaderComponent: spinner, courseId }}
          >
            {spinner}
          </PluginSlot>
        ))}
      <div ref={host} className="unit-frame-host" />
      {modal && (
        <Suspense fallback={null}>
          <ContentModal modal={modal} onClose={() => setModal(null)} />
        </Suspense>
      )}
    </div>
  );
}
