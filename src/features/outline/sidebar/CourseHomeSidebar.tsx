import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { loadable } from '@/components/loadable';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { PluginSlot } from '@/components/plugin-slot/PluginSlot';
import type { CourseMetadata } from '@/lms/courseMetadata';
import { usePlatform } from '@/platform/react';
import { useGetProctoringInfoQuery } from '../api';
import { GoalEditor } from '../goal/GoalEditor';
import { WeeklyGoalCard } from '../goal/WeeklyGoalCard';
import messages from '../messages';
import type { Outline } from '../model';
import { CourseTools } from './CourseTools';
import { DatesWidget } from './DatesWidget';
import { Handouts } from './Handouts';
import { UpgradeSlot } from './UpgradeSlot';
import { WelcomeMessage } from './WelcomeMessage';

const ProctoringPanel = loadable(() => import('./ProctoringPanel'), 'ProctoringPanel');

/**
 * The proctoring panel when the course has proctoring: a course without it answers 404 (spec §8: empty),
 * and any other failure hides the panel too.
 */
function Proctoring({ metadata, now }: { metadata: CourseMetadata; now: number }) {
  const { data, isError } = useGetProctoringInfoQuery({ courseId: metadata.id, username: metadata.username });
  if (!data || isError) return null;
  return <ProctoringPanel metadata={metadata} info={data} now={now} />;
}

/**
 * The course home's sidebar (spec §2: the outline tab's side column): welcome message, goal (the spec's goal editor, or today's weekly goal
 * card), the upgrade slot, important dates, handouts, course tools and the proctoring panel. Each widget
 * sits in its own error boundary, so one that fails costs that widget, not the page.
 */
export function CourseHomeSidebar({
  metadata,
  outline,
  now,
  focusGoal,
}: {
  metadata: CourseMetadata;
  outline: Outline;
  now: number;
  focusGoal: boolean;
}) {
  const intl = useIntl();
  const { logger } = usePlatform();
  const asideRef = useRef<HTMLElement>(null);
  const { goalOptions, selectedGoal } = outline.courseGoals;
  const widget = (key: string, node: React.ReactNode) => (
    <ErrorBoundary key={key} logger={logger} resetKey={outline}>
      {node}
    </ErrorBoundary>
  );
  return (
    <aside
      ref={asideRef}
      tabIndex={-1}
      className="course-home-sidebar"
      aria-label={intl.formatMessage(messages.sidebar)}
    >
      {widget(
        'welcome',
        <WelcomeMessage
          courseId={metadata.id}
          html={outline.welcomeMessageHtml}
          onDismissed={() => asideRef.current?.focus()}
        />,
      )}
      {selectedGoal &&
        goalOptions.length > 0 &&
        widget(
          'goal',
          <GoalEditor
            courseId={metadata.id}
            options={goalOptions}
            selected={selectedGoal}
            focusOnMount={focusGoal}
          />,
        )}
      {outline.courseGoals.weekly.enabled &&
        widget('weekly-goal', <WeeklyGoalCard metadata={metadata} goal={outline.courseGoals.weekly} />)}
      {widget('upgrade', <UpgradeSlot metadata={metadata} outline={outline} />)}
      {widget('dates', <DatesWidget metadata={metadata} blocks={outline.datesWidget.courseDateBlocks} />)}
      {widget('handouts', <Handouts html={outline.handoutsHtml} />)}
      {widget('tools', <CourseTools metadata={metadata} tools={outline.courseTools} />)}
      <PluginSlot
        id="org.openedx.frontend.learning.course_outline_tab_notifications.v1"
        idAliases={['outline_tab_notifications_slot']}
        pluginProps={{ courseId: metadata.id, model: 'outline' }}
      />
      {widget('proctoring', <Proctoring metadata={metadata} now={now} />)}
    </aside>
  );
}
