import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/lms/api';

/**
 * The celebrations' own UI state, per course id: whether the first-section and the "goal met" modals are
 * open. They are opened from effects (./Moments.tsx: the first section's reads the celebration marker in
 * session storage), so they live in the store those effects write to rather than in component state set
 * from an effect. What the LMS knows (celebrations had) is not kept here: it is the course record's, in the
 * courseware cache (./api.ts, ../courseRecord.ts, docs/decisions/0016-courseware-hooks.md).
 */
interface CelebrationsState {
  firstSectionOpen: Record<string, boolean>;
  /** The "goal met" modal (today's LMS), opened with the same effect's care. */
  weeklyGoalOpen: Record<string, boolean>;
}

const initialState: CelebrationsState = { firstSectionOpen: {}, weeklyGoalOpen: {} };

const celebrationsSlice = createSlice({
  name: 'coursewareCelebrations',
  initialState,
  reducers: {
    setFirstSectionOpen: (state, action: PayloadAction<{ courseId: string; open: boolean }>) => {
      state.firstSectionOpen[action.payload.courseId] = action.payload.open;
    },
    setWeeklyGoalOpen: (state, action: PayloadAction<{ courseId: string; open: boolean }>) => {
      state.weeklyGoalOpen[action.payload.courseId] = action.payload.open;
    },
  },
  selectors: {
    selectFirstSectionOpen: (state, courseId: string) => state.firstSectionOpen[courseId] === true,
    selectWeeklyGoalOpen: (state, courseId: string) => state.weeklyGoalOpen[courseId] === true,
  },
});

declare module '@/lms/api' {
  export interface LazyLoadedSlices extends WithSlice<typeof celebrationsSlice> {}
}

const injected = celebrationsSlice.injectInto(rootReducer);

export const { setFirstSectionOpen, setWeeklyGoalOpen } = celebrationsSlice.actions;
export const { selectFirstSectionOpen, selectWeeklyGoalOpen } = injected.selectors;
