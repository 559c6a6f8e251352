import { lmsApi } from '@/lms/api';
import { read } from '@/lms/decode';

/** The tools' calls (courseware contract §9.1, §9.2). */
export const toolsApi = lmsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET {lms}/calculate?equation=… (§9.1): the text as typed; the answer's `result` as the LMS formats it. */
    calculate: build.mutation<string, string>({
      query: (equation) => ({
        url: '/calculate',
        params: { equation },
        isPublic: true,
        decode: (body) => read(body).str('result'),
      }),
    }),

    /** PUT the notes visibility (§9.2): the new state. The toggle flips only once this succeeds. */
    setNotesVisibility: build.mutation<null, { courseId: string; visible: boolean }>({
      query: ({ courseId, visible }) => ({
        url: `/courses/${courseId}/edxnotes/visibility/`,
        method: 'PUT',
        body: { visibility: visible },
        decode: () => null,
      }),
    }),
  }),
});

export const { useCalculateMutation, useSetNotesVisibilityMutation } = toolsApi;
