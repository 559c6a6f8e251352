import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AccessExpiration } from './fragments/accessExpiration';

/**
 * What one page of a course learned that the course's frame needs on every page (docs/decisions/0012):
 * the learner's access expiration (outline, progress and courseware answers all carry it; the staff
 * toolbar's "no longer has access" banner shows it) and the legacy courseware's addresses (the staff
 * toolbar's "Legacy experience" link and /redirect/courseware/…). The endpoints that own the data fill it
 * when their answer arrives; readers use the typed selectors below and import no page's endpoints.
 */
export interface CourseSession {
  /** undefined until a page of the course has said; null when access does not expire. */
  readonly accessExpiration?: AccessExpiration | null;
  readonly canViewLegacyCourseware?: boolean;
  /** Unit id → its legacy address, from the courseware outline. */
  readonly legacyUnitUrls?: Readonly<Record<string, string>>;
}

type CourseSessionState = Readonly<Record<string, CourseSession>>;

const initialState: CourseSessionState = {};

export const courseSessionSlice = createSlice({
  name: 'courseSession',
  initialState,
  reducers: {
    accessExpirationLearned(
      state,
      action: PayloadAction<{ courseId: string; accessExpiration: AccessExpiration | null }>,
    ) {
      const { courseId, accessExpiration } = action.payload;
      state[courseId] = { ...state[courseId], accessExpiration };
    },
    legacyCoursewareLearned(
      state,
      action: PayloadAction<{
        courseId: string;
        canViewLegacyCourseware: boolean;
        legacyUnitUrls: Record<string, string>;
      }>,
    ) {
      const { courseId, canViewLegacyCourseware, legacyUnitUrls } = action.payload;
      state[courseId] = { ...state[courseId], canViewLegacyCourseware, legacyUnitUrls };
    },
  },
  selectors: {
    selectAccessExpiration: (state, courseId: string): AccessExpiration | null =>
      state[courseId]?.accessExpiration ?? null,
    selectCanViewLegacyCourseware: (state, courseId: string): boolean =>
      state[courseId]?.canViewLegacyCourseware ?? false,
    selectLegacyUnitUrl: (state, courseId: string, unitId: string | null): string | null =>
      unitId ? (state[courseId]?.legacyUnitUrls?.[unitId] ?? null) : null,
  },
});

export const { accessExpirationLearned, legacyCoursewareLearned } = courseSessionSlice.actions;
