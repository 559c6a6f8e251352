import { lmsApi } from '@/lms/api';
import { patchCourse } from '../courseRecord';

/** The gates' call (courseware contract §9.5); the tools' and celebrations' are in their own api.ts. */
export const gatesApi = lmsApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST the integrity signature (§9.5): any 2xx clears the course record's userNeedsIntegritySignature in
     * the courseware cache (not optimistic: the honor code stays, saying so, when it fails). The course is
     * loaded again too; its answer then says false.
     */
    signIntegrity: build.mutation<null, string>({
      query: (courseId) => ({
        url: `/api/agreements/v1/integrity_signature/${courseId}`,
        method: 'POST',
        body: {},
        decode: () => null,
      }),
      async onQueryStarted(courseId, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(patchCourse(courseId, () => ({ userNeedsIntegritySignature: false })));
        } catch {
          // The honor code stays; the screen says the agreement was not saved.
        }
      },
      invalidatesTags: (_result, error, courseId) => (error ? [] : [{ type: 'Courseware', id: courseId }]),
    }),
  }),
});

export const { useSignIntegrityMutation } = gatesApi;
