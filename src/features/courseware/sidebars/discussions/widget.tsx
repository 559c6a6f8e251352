import chatIcon from 'bootstrap-icons/icons/chat-left-text.svg?raw';
import { useIntl } from 'react-intl';
import { loadable } from '@/components/loadable';
import { LoadingSpinner } from '@/components/Spinner';
import { useGetInContextTopicsQuery } from '@/lms/discussionTopics';
import type { CoursewareCourse } from '@/lms/courseware/types';
import { useConfig } from '@/platform/react';
import type { BuiltInWidget, RightSidebarState } from '../context';
import type { Availability } from '../panels';
import { SidePanel } from '../SidePanel';
import { SidebarTrigger } from '../SidebarTrigger';
import { DISCUSSIONS, DISCUSSIONS_PRIORITY } from '../widgets';
import messages from './messages';

// The discussions app's frame is its own chunk, downloaded when the panel opens.
const DiscussionsFrame = loadable(() => import('./DiscussionsFrame'), 'DiscussionsFrame');

/**
 * Whether the unit shown has its discussions beside it (upstream's discussionsIsAvailable, and its
 * prefetch's conditions): the discussions app configured (DISCUSSIONS_MFE_BASE_URL), the course's
 * Discussion tab and its `is_new_discussion_sidebar_view_enabled` on, and the unit's topic enabled in
 * context. Only then are the course's topics asked for; a failed or malformed answer means no discussions,
 * and nothing else changes. Undefined while the topics come.
 */
export function useDiscussionsAvailable(
  course: CoursewareCourse,
  unitId: string | null,
  /** The site has not turned the widget off (`SIDEBAR_WIDGETS`): no calls when it has. */
  enabled: boolean,
): Availability {
  const base = useConfig().DISCUSSIONS_MFE_BASE_URL;
  const on = Boolean(
    enabled && base && course.discussionSidebar && course.tabs.some((tab) => tab.slug === 'discussion'),
  );
  const { data, isError } = useGetInContextTopicsQuery(course.id, { skip: !on });
  if (!on || !unitId || isError) return false;
  if (!data) return undefined;
  return Boolean(data[unitId]);
}

/** "Discussions" beside "Notifications", for a unit whose topic is enabled in context. */
function DiscussionsTrigger({ current, toggle }: RightSidebarState) {
  const intl = useIntl();
  return (
    <SidebarTrigger
      id={DISCUSSIONS}
      current={current}
      toggle={toggle}
      icon={chatIcon}
      className="right-sidebar-trigger"
    >
      {intl.formatMessage(messages.discussions)}
    </SidebarTrigger>
  );
}

/**
 * The discussions panel: its frame is here, in the sidebars' chunk, so it is there from the moment the
 * trigger says it is open (its `aria-controls`), with a spinner until the discussions app's frame arrives.
 */
function DiscussionsPanel({ course, unitId, wide, close }: RightSidebarState) {
  const intl = useIntl();
  return (
    <SidePanel
      title={intl.formatMessage(messages.discussions)}
      closeLabel={intl.formatMessage(messages.closeDiscussions)}
      beside={wide}
      onClose={close}
      className="discussions-panel"
    >
      <DiscussionsFrame course={course} unitId={unitId} fallback={<LoadingSpinner className="my-3" />} />
    </SidePanel>
  );
}

/** The discussions widget (issue 37; frontend-app-learning/src/widgets/discussions, priority 10). */
export const discussionsWidget: BuiltInWidget = {
  id: DISCUSSIONS,
  priority: DISCUSSIONS_PRIORITY,
  Trigger: DiscussionsTrigger,
  Panel: DiscussionsPanel,
};
