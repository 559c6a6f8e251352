import { createSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/lms/api';
import type { CoursewarePreviewState } from '@/lms/courseware/preview';

/**
 * Whether Studio's preview shows (src/lms/courseware/preview.ts reads it): on while the preview route's
 * page is on screen. Injected with the route's chunk, so the courseware's first visit carries none of it.
 */
const initialState: CoursewarePreviewState = { on: false };

const previewSlice = createSlice({
  name: 'coursewarePreview',
  initialState,
  reducers: {
    previewShown: () => ({ on: true }),
    previewLeft: () => ({ on: false }),
  },
});

previewSlice.injectInto(rootReducer);

export const { previewShown, previewLeft } = previewSlice.actions;
