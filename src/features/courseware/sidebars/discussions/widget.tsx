import { loadable } from '@/components/loadable';
import type { RightSidebarState, SidebarWidget } from '../context';

export const DISCUSSIONS = 'DISCUSSIONS';

// The trigger, the panel and the calls are one chunk, downloaded after the unit's frame has loaded and
// only for a course whose switch is on; the chunk checks the rest (./discussions/Discussions.tsx).
const Discussions = loadable(() => import('./DiscussionsPanel'));

/**
 * The discussions widget (issue 37, upstream's src/widgets/discussions): for a course whose
 * `is_new_discussion_sidebar_view_enabled` is on, once the unit's frame has loaded.
 */
function gate(panel: boolean) {
  return function Gate(state: RightSidebarState) {
    return state.ready && state.course.discussionSidebar ? <Discussions {...state} panel={panel} /> : null;
  };
}

export const discussionsWidget: SidebarWidget = {
  id: DISCUSSIONS,
  Trigger: gate(false),
  Panel: gate(true),
};
