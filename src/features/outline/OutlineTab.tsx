import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { loadable } from '@/components/loadable';
import { peekFlashes } from '@/components/alerts/flashStore';
import { useFirstContentShown, useMarkFirstContent } from '@/components/page/firstContent';
import { serverNow } from '@/components/dates';
import { datesBanners, type DatesBannerInput } from '@/rules/datesBanners';
import { showsFlyover } from '@/rules/upgrade';
import type { CourseMetadata } from '@/lms/courseMetadata';
import { deleteCookie, getCookie } from '@/platform/cookies';
import { usePlatform } from '@/platform/react';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { OutlineAlerts } from './alerts/OutlineAlerts';
import { ENROLLMENT_SUCCESS_CODE } from './alerts/enrollmentFlash';
import { GoalCard } from './goal/GoalCard';
import messages from './messages';
import type { Outline } from './model';
import { SectionList } from './sections/SectionList';
import { CourseHomeSidebar } from './sidebar/CourseHomeSidebar';
import { StartOrResume } from './StartOrResume';

const AccountActivation = loadable(() => import('./AccountActivation'), 'AccountActivation');
/**
 * The product tours (issue 45, decision 0029), for a signed-in learner: their chunk is asked for once the
 * tab's first content has shown (@/components/page/firstContent), and their LMS call once it has come; a
 * chunk that fails costs nothing but the tours.
 */
const CourseHomeTours = loadable(() => import('@/components/tours/CourseHomeTours'), 'CourseHomeTours');
const nothing = () => null;
/**
 * The phone's upgrade flyover button beside the title (spec §2, §5): only audit learners before the
 * upgrade deadline, on narrow windows, see it, and nothing above the first section waits for it. Its chunk
 * (with the flyover's stored state and the window-width hook) loads once the tab has rendered, and only
 * when the rule says the flyover is on offer; a chunk that fails costs only the button.
 */
const OutlineFlyover = loadable(
  () => import('./OutlineFlyover').then((module) => ({ default: module.OutlineFlyover })),
  'OutlineFlyover',
);
// Shown on few visits (a flash message after enrolling, missed deadlines): their chunks load when they apply.
const FlashAlerts = loadable(
  () => import('@/components/alerts/FlashAlerts').then((module) => ({ default: module.FlashAlerts })),
  'FlashAlerts',
);
const DatesBanners = loadable(
  () => import('@/components/date-banners/DatesBanners').then((module) => ({ default: module.DatesBanners })),
  'DatesBanners',
);

export const ACTIVATION_COOKIE = 'show-account-activation-popup';

/**
 * The outline tab: course title and Start/Resume, the alerts and banners, the goal picker, the sections,
 * and the sidebar. "Now" is the server's clock (the outline answer's Date header), for every rule that
 * compares dates.
 */
export function OutlineTab({ metadata, outline }: { metadata: CourseMetadata; outline: Outline }) {
  const intl = useIntl();
  const { config, logger, user } = usePlatform();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useMarkFirstContent();
  const toursMayCome = useFirstContentShown();
  const now = useMemo(() => serverNow(outline.timeOffsetMillis), [outline.timeOffsetMillis]);
  // The activation message (spec §4): only when the LMS left its cookie, which is removed (on the
  // cookie domain, and on this host in case it was set without one) so the message shows once.
  const [showActivation] = useState(() => getCookie(ACTIVATION_COOKIE) !== null);
  useEffect(() => {
    if (!showActivation) return;
    deleteCookie(ACTIVATION_COOKIE, { path: '/', domain: config.SESSION_COOKIE_DOMAIN });
    deleteCookie(ACTIVATION_COOKIE, { path: '/' });
  }, [showActivation, config.SESSION_COOKIE_DOMAIN]);

  const { goalOptions, selectedGoal } = outline.courseGoals;
  const [goalJustChosen, setGoalJustChosen] = useState(false);
  const [hasFlashes] = useState(() => peekFlashes('course').length > 0);
  const flyoverOffered = showsFlyover({
    now,
    accessExpiration: outline.accessExpiration,
    verifiedMode: outline.verifiedMode,
    enrollmentMode: outline.enrollmentMode,
  });
  const banners: DatesBannerInput = {
    tab: 'outline',
    info: outline.datesBannerInfo,
    hasEnded: outline.hasEnded,
    isSelfPaced: metadata.isSelfPaced,
    blocks: outline.datesWidget.courseDateBlocks,
  };

  return (
    <div className="container-xl py-4 outline-tab">
      {user && !outline.isPrivate && toursMayCome && (
        <ErrorBoundary logger={logger} fallback={nothing}>
          <CourseHomeTours courseId={metadata.id} org={metadata.org} />
        </ErrorBoundary>
      )}
      <div className="row g-4">
        <div className={outline.isPrivate ? 'col-12' : 'col-12 col-lg-8'}>
          <div className="d-flex flex-wrap align-items-center justify-content-between gap-3 mb-3">
            <h1 ref={headingRef} tabIndex={-1} className="h2 mb-0 outline-title" dir="auto">
              {metadata.title}
            </h1>
            {!outline.isPrivate && flyoverOffered && (
              <ErrorBoundary logger={logger} fallback={nothing}>
                <OutlineFlyover metadata={metadata} outline={outline} />
              </ErrorBoundary>
            )}
          </div>
          {hasFlashes && (
            <FlashAlerts
              topic="course"
              resolve={(code) =>
                code === ENROLLMENT_SUCCESS_CODE ? intl.formatMessage(messages.enrollSuccess) : null
              }
              onDismissed={() => headingRef.current?.focus()}
            />
          )}
          <OutlineAlerts metadata={metadata} outline={outline} now={now} />
          {datesBanners(banners).length > 0 && <DatesBanners courseId={metadata.id} {...banners} />}
          {!outline.isPrivate && (
            <>
              <StartOrResume metadata={metadata} resume={outline.resumeCourse} />
              {goalOptions.length > 0 && !selectedGoal && (
                <GoalCard
                  courseId={metadata.id}
                  courseTitle={metadata.title}
                  options={goalOptions}
                  onChosen={() => setGoalJustChosen(true)}
                />
              )}
              <SectionList metadata={metadata} outline={outline} />
            </>
          )}
        </div>
        {!outline.isPrivate && (
          <div className="col-12 col-lg-4">
            <CourseHomeSidebar metadata={metadata} outline={outline} now={now} focusGoal={goalJustChosen} />
          </div>
        )}
      </div>
      {showActivation && <AccountActivation />}
    </div>
  );
}
