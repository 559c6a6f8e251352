import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/lms/api';

/**
 * The gates' own UI state, per course id: whether the first-section modal is open. It is opened from the
 * effect that reads the celebration marker in session storage (./Moments.tsx), so it lives in the store
 * that effect writes to rather than in component state set from an effect. What the LMS knows (honor code
 * signed, celebrations had) is not kept here: it is the course record's, in the courseware cache (./api.ts,
 * docs/decisions/0016-courseware-hooks.md).
 */
interface GatesState {
  firstSectionOpen: Record<string, boolean>;
}

const initialState: GatesState = { firstSectionOpen: {} };

const gatesSlice = createSlice({
  name: 'coursewareGates',
  initialState,
  reducers: {
    setFirstSectionOpen: (state, action: PayloadAction<{ courseId: string; open: boolean }>) => {
      state.firstSectionOpen[action.payload.courseId] = action.payload.open;
    },
  },
  selectors: {
    selectFirstSectionOpen: (state, courseId: string) => state.firstSectionOpen[courseId] === true,
  },
});

declare module '@/lms/api' {
  export interface LazyLoadedSlices extends WithSlice<typeof gatesSlice> {}
}

const injected = gatesSlice.injectInto(rootReducer);

export const { setFirstSectionOpen } = gatesSlice.actions;
export const { selectFirstSectionOpen } = injected.selectors;
