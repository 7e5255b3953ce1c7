import type { PushSubscriptionInput, ReminderSettings, WeeklySummary } from '../../../shared/contracts/reminders';
import { api, dataOf } from '../../lib/api';

/** The reminder calls of CONTRACT.md ("Reminders"); all need a session. */

const SETTINGS_URL = '/api/reminders';

const remindersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReminderSettings: build.query<ReminderSettings, void>({
      query: () => SETTINGS_URL,
      transformResponse: dataOf<ReminderSettings>,
      providesTags: ['ReminderSettings'],
    }),
    /** This week's XP, missions and streak; completing a mission changes it (`WeeklySummary`). */
    getWeeklySummary: build.query<WeeklySummary, void>({
      query: () => '/api/reminders/weekly-summary',
      transformResponse: dataOf<WeeklySummary>,
      providesTags: ['WeeklySummary'],
    }),
    /** The server's VAPID public key: it changes only with a deploy. */
    getVapidKey: build.query<string, void>({
      query: () => '/api/reminders/vapid-key',
      transformResponse: (answer: { data: { publicKey: string } }) => answer.data.publicKey,
      keepUnusedDataFor: 3600,
    }),
    turnOnReminders: build.mutation<ReminderSettings, { time: string; subscription: PushSubscriptionInput }>({
      query: (body) => ({ url: SETTINGS_URL, method: 'PUT', body }),
      transformResponse: dataOf<ReminderSettings>,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }): Promise<void> {
        const answer = await answered(queryFulfilled);
        if (answer) dispatch(settingsAre(() => answer.data));
      },
    }),
    changeReminderTime: build.mutation<ReminderSettings, { time: string }>({
      query: (body) => ({ url: SETTINGS_URL, method: 'PATCH', body }),
      transformResponse: dataOf<ReminderSettings>,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }): Promise<void> {
        const answer = await answered(queryFulfilled);
        if (answer) dispatch(settingsAre(() => answer.data));
      },
    }),
    /** Stops every reminder of the person (all their browsers). */
    turnOffReminders: build.mutation<null, void>({
      query: () => ({ url: SETTINGS_URL, method: 'DELETE' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }): Promise<void> {
        if (await answered(queryFulfilled)) {
          dispatch(settingsAre((settings) => ({ ...settings, enabled: false, devices: 0 })));
        }
      },
    }),
  }),
});

/**
 * A write's answer, or `undefined` when it failed (the page says why). What a write answers is
 * what the settings now are: it goes into the cache as it is, and the panel shows it without
 * asking again.
 */
const answered = <T>(queryFulfilled: Promise<{ data: T }>): Promise<{ data: T } | undefined> =>
  queryFulfilled.catch(() => undefined);

function settingsAre(next: (settings: ReminderSettings) => ReminderSettings) {
  return remindersApi.util.updateQueryData('getReminderSettings', undefined, next);
}

export const {
  useGetReminderSettingsQuery,
  useGetWeeklySummaryQuery,
  useLazyGetVapidKeyQuery,
  useTurnOnRemindersMutation,
  useChangeReminderTimeMutation,
  useTurnOffRemindersMutation,
} = remindersApi;
