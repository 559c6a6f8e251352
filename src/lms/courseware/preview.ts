import type { RootState } from '@/lms/api';
import { useAppSelector } from '@/lms/hooks';

/**
 * Studio's preview of a unit's draft (/preview/course/…, docs/decisions/0022-studio-preview.md). While the
 * preview route shows, its slice (src/features/courseware/preview/previewSlice.ts, injected with the
 * route's own chunk) says so: the sequence is asked with `preview=1` (the LMS answers staff with the draft
 * branch), the unit frame too, and the courseware writes nothing (no position save, no completion check).
 */
export interface CoursewarePreviewState {
  readonly on: boolean;
}

declare module '@/lms/api' {
  export interface LazyLoadedSlices {
    coursewarePreview: CoursewarePreviewState;
  }
}

/** Whether the courseware shows Studio's preview (false until the preview route's slice is injected). */
export const selectPreviewing = (state: RootState): boolean => state.coursewarePreview?.on === true;

/** Whether the courseware shows Studio's preview: its hooks skip the learner's writes then. */
export const usePreviewing = (): boolean => useAppSelector(selectPreviewing);
