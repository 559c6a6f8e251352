import { lmsApi } from '@/lms/api';
import type { Platform } from '@/platform/platform';
import { decodeReleasedLanguages, decodeSelectorEnabled, type Language } from './language';
import {
  decodeMasqueradeAnswer,
  decodeMasqueradeOptions,
  type MasqueradeAnswer,
  type MasqueradeOptions,
} from './masquerade';

export const MERGE_PATCH = 'application/merge-patch+json';

/** The staff toolbar's LMS calls (spec §7 "Exit page, staff and language"; courseware contract §8). */
export const toolbarApi = lmsApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The choices of "View this course as:". A refusal (`success: false`) or a failed call is logged as
     * "Unable to get masquerade options" (spec §8) here, once per request; the toolbar then offers what
     * needs no list.
     */
    getMasqueradeOptions: build.query<MasqueradeOptions, string>({
      query: (courseId) => ({ url: `/courses/${courseId}/masquerade`, decode: decodeMasqueradeOptions }),
      providesTags: (_result, _error, courseId) => [{ type: 'Masquerade', id: courseId }],
      async onQueryStarted(courseId, { extra, queryFulfilled }) {
        const { logger } = extra as Platform;
        try {
          const { data } = await queryFulfilled;
          if (data.kind === 'denied') logger.logError('Unable to get masquerade options', { courseId });
        } catch (failure) {
          const error = (failure as { error?: unknown }).error;
          logger.logError('Unable to get masquerade options', { courseId, error: JSON.stringify(error) });
        }
      },
    }),

    /** Chooses a view. The page reloads on success; the answer is never cached. */
    postMasquerade: build.mutation<MasqueradeAnswer, { courseId: string; body: Record<string, unknown> }>({
      query: ({ courseId, body }) => ({
        url: `/courses/${courseId}/masquerade`,
        method: 'POST',
        body,
        decode: decodeMasqueradeAnswer,
      }),
    }),

    getLanguageSelectorEnabled: build.query<boolean, undefined>({
      query: () => ({ url: '/lang_pref/language_selector_is_enabled', decode: decodeSelectorEnabled }),
    }),

    getReleasedLanguages: build.query<Language[], undefined>({
      query: () => ({ url: '/lang_pref/released_languages', decode: decodeReleasedLanguages }),
    }),

    /** PATCH the signed-in user's `pref-lang` (merge patch); the LMS then sets the language cookie. */
    setLanguagePreference: build.mutation<null, { username: string; language: string }>({
      query: ({ username, language }) => ({
        url: `/api/user/v1/preferences/${encodeURIComponent(username)}`,
        method: 'PATCH',
        body: { 'pref-lang': language },
        headers: { 'Content-Type': MERGE_PATCH },
        decode: () => null,
      }),
    }),
  }),
});

export const {
  useGetMasqueradeOptionsQuery,
  usePostMasqueradeMutation,
  useGetLanguageSelectorEnabledQuery,
  useGetReleasedLanguagesQuery,
  useSetLanguagePreferenceMutation,
} = toolbarApi;
