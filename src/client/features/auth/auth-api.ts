import type { User } from '../../../shared/contracts/auth';
import { api } from '../../lib/api';
import { setUser } from './user-slice';

/**
 * The account calls of CONTRACT.md that pages make themselves. Log-in, sign-up, the user check,
 * log-out, withdrawal and the password change stay thunks (`auth-slice.ts`, `user-slice.ts`):
 * the spec (§3–4) fixes their order and the state they leave.
 */

export type SocialProvider = 'google' | 'naver';

const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Which social log-ins the server is configured for; it changes only with a deploy. */
    getAuthProviders: build.query<Record<SocialProvider, boolean>, void>({
      query: () => '/api/auth/providers',
      transformResponse: (answer: { data: Record<SocialProvider, boolean> }) => answer.data,
      keepUnusedDataFor: 3600,
    }),
    /** Spec §3: `PATCH /api/auth/marketing-consent`; the user it answers with becomes the user. */
    updateMarketingConsent: build.mutation<User, boolean>({
      query: (marketingConsent) => ({
        url: '/api/auth/marketing-consent',
        method: 'PATCH',
        body: { marketingConsent },
      }),
      transformResponse: (answer: { data: { user: User } }) => answer.data.user,
      async onQueryStarted(_consent, { dispatch, queryFulfilled }): Promise<void> {
        const answer = await queryFulfilled.catch(() => undefined);
        if (answer) dispatch(setUser(answer.data));
      },
    }),
  }),
});

export const { useGetAuthProvidersQuery, useUpdateMarketingConsentMutation } = authApi;
