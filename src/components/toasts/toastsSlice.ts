import { createSlice, nanoid, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/lms/api';

/** A call to action after the learner did something (spec §4 "Calls to action"): header, link, link text. */
export interface Toast {
  readonly id: string;
  readonly header: string;
  /**
   * A toast the app words itself: `unsaved` says a change could not be saved and was undone;
   * `placeUnsaved` that the learner's place in the course (the position) could not be saved; `failed` that
   * an action (a call to action's post) could not be completed.
   */
  readonly kind?: 'unsaved' | 'placeUnsaved' | 'failed';
  readonly link?: string | null;
  readonly linkText?: string | null;
}

const toastsSlice = createSlice({
  name: 'toasts',
  initialState: [] as Toast[],
  reducers: {
    showToast: {
      reducer: (state, action: PayloadAction<Toast>) => {
        state.push(action.payload);
      },
      prepare: (toast: Omit<Toast, 'id'>) => ({ payload: { ...toast, id: nanoid() } }),
    },
    dismissToast: (state, action: PayloadAction<string>) =>
      state.filter((toast) => toast.id !== action.payload),
  },
  selectors: {
    selectToasts: (state) => state,
  },
});

declare module '@/lms/api' {
  export interface LazyLoadedSlices extends WithSlice<typeof toastsSlice> {}
}

const injected = toastsSlice.injectInto(rootReducer);

export const { showToast, dismissToast } = toastsSlice.actions;
export const { selectToasts } = injected.selectors;
