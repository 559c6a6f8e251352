import { lmsApi } from '@/lms/api';

/**
 * GET {lms}/api/notifications/preferences/update/{userToken}/[{updatePatch}/] (edx-platform
 * notifications): the one-click unsubscribe of notification emails, by the token in the email's link;
 * older links carry a patch segment too. Works without sign-in; made once per page.
 */
export const preferencesUnsubscribeApi = lmsApi.injectEndpoints({
  endpoints: (build) => ({
    unsubscribeFromNotifications: build.query<true, { userToken: string; updatePatch?: string }>({
      query: ({ userToken, updatePatch }) => ({
        url: `/api/notifications/preferences/update/${encodeURIComponent(userToken)}/${
          updatePatch ? `${encodeURIComponent(updatePatch)}/` : ''
        }`,
        decode: () => true as const,
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useUnsubscribeFromNotificationsQuery } = preferencesUnsubscribeApi;
