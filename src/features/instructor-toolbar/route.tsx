import type { CourseMetadata } from '@/lms/courseMetadata';

/**
 * The staff toolbar, shown above the course content when the signed-in user is course staff. Its view-as
 * menu, links and language selector come with their own piece of work; until then it renders nothing.
 */
export default function InstructorToolbar(_props: { metadata: CourseMetadata; unitId: string | null }) {
  return null;
}
