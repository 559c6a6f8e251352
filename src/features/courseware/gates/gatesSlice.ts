import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/lms/api';

/**
 * What the learner did here that the course record (loaded earlier) does not know yet: the honor code
 * signed (userNeedsIntegritySignature cleared), the first section celebrated (celebrations.firstSection
 * false), the streak modal closed (streakLengthToCelebrate null). Per course id.
 */
interface GatesState {
  signed: Record<string, true>;
  firstSection: Record<string, true>;
  streak: Record<string, true>;
  /** The first-section modal is open (per course). */
  firstSectionOpen: Record<string, boolean>;
}

const initialState: GatesState = { signed: {}, firstSection: {}, streak: {}, firstSectionOpen: {} };

const gatesSlice = createSlice({
  name: 'coursewareGates',
  initialState,
  reducers: {
    markSigned: (state, action: PayloadAction<string>) => {
      state.signed[action.payload] = true;
    },
    markCelebrated: (state, action: PayloadAction<{ courseId: string; kind: 'firstSection' | 'streak' }>) => {
      state[action.payload.kind][action.payload.courseId] = true;
    },
    setFirstSectionOpen: (state, action: PayloadAction<{ courseId: string; open: boolean }>) => {
      state.firstSectionOpen[action.payload.courseId] = action.payload.open;
    },
  },
  selectors: {
    selectSigned: (state, courseId: string) => state.signed[courseId] === true,
    selectFirstSectionCelebrated: (state, courseId: string) => state.firstSection[courseId] === true,
    selectStreakCelebrated: (state, courseId: string) => state.streak[courseId] === true,
    selectFirstSectionOpen: (state, courseId: string) => state.firstSectionOpen[courseId] === true,
  },
});

declare module '@/lms/api' {
  export interface LazyLoadedSlices extends WithSlice<typeof gatesSlice> {}
}

const injected = gatesSlice.injectInto(rootReducer);

export const { markSigned, markCelebrated, setFirstSectionOpen } = gatesSlice.actions;
export const { selectSigned, selectFirstSectionCelebrated, selectStreakCelebrated, selectFirstSectionOpen } =
  injected.selectors;
