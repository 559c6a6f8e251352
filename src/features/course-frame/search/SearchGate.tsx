import { loadable } from '@/components/loadable';
import { useGetCoursewareSearchEnabledQuery } from './enabledApi';

export interface SearchGateProps {
  readonly courseId: string;
  /** The course's organisation, for the search's tracking event (as upstream sends it). */
  readonly org: string;
}

// The toggle, the dialog, the search call and their styles: downloaded only for a course whose switch is on.
// A failed download leaves the tab bar without the button, as a failed switch does.
const CoursewareSearch = loadable(
  () => import('./CoursewareSearch').catch(() => ({ default: () => null })),
  'CoursewareSearch',
);

/**
 * The courseware search's gate (decision 0030): its own small chunk, which the course frame renders once the
 * page's content has shown. It asks the LMS whether the course offers the search; only a `true` brings the
 * search's code. Any failure, or an answer that is not `{"enabled": true}`, leaves the tab bar as it was.
 */
export default function SearchGate({ courseId, org }: SearchGateProps) {
  const { data: enabled } = useGetCoursewareSearchEnabledQuery(courseId);
  return enabled === true ? <CoursewareSearch courseId={courseId} org={org} /> : null;
}
