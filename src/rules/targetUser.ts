/**
 * The progress route's target user (`/course/{courseId}/progress/{targetUserId}`, a member of staff looking
 * at a learner's progress): an integer when it reads as one (spec §5), else the text as it is (a
 * username). The progress call and the preload script's early call both read it so (src/app/preload).
 */
export function parseTargetUserId(value: string | undefined): number | string | null {
  if (value === undefined || value === '') return null;
  const n = Number.parseInt(value, 10);
  return Number.isNaN(n) ? value : n;
}

/** The target user's part of the progress call's path (src/features/progress/api.ts progressPath). */
export const targetUserSegment = (targetUserId: number | string) => encodeURIComponent(String(targetUserId));
