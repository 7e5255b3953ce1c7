import { useId, useState } from 'react';
import type { ReminderSettings as Settings } from '../../../shared/contracts/reminders';
import { isDaytime, REMINDER_HOURS, REMINDER_MESSAGES } from '../../../shared/validation/reminder-rules';
import { answerOf } from '../../lib/api';
import { HttpError } from '../../lib/http';
import { remoteOf } from '../../lib/remote';
import { useHydrated } from '../../lib/use-hydrated';
import { AsyncState } from '../../ui/async-state';
import buttons from '../../ui/button.module.css';
import { pushSupported, subscribeThisBrowser, unsubscribeThisBrowser } from './push-subscription';
import styles from './reminders.module.css';
import {
  useChangeReminderTimeMutation,
  useGetReminderSettingsQuery,
  useLazyGetVapidKeyQuery,
  useTurnOffRemindersMutation,
  useTurnOnRemindersMutation,
} from './reminders-api';

const DEFAULT_TIME = '20:00';
const DENIED_MESSAGE = '알림이 허용되지 않았어요. 브라우저 설정에서 이 사이트의 알림을 허용한 뒤 다시 눌러 주세요.';
const FAILED_MESSAGE = '알림을 설정하지 못했어요. 다시 시도해 주세요.';

/** A failed call's words: the time's own error when the server refused the time. */
function messageOf(err: unknown): string {
  return err instanceof HttpError ? (err.fields?.time ?? err.message) : FAILED_MESSAGE;
}

/**
 * "매일 미션 알림": opt-in daily reminders of today's missions. Nothing is subscribed before the
 * browser's permission and the person's tap on "알림 받기"; "알림 그만 받기" stops them in one tap.
 */
export function ReminderSettings() {
  const timeId = useId();
  // Whether this browser takes pushes is the browser's to say: asked after hydration.
  const supported = useHydrated() ? pushSupported() : null;
  const settings = remoteOf(useGetReminderSettingsQuery(undefined, { skip: supported !== true }));
  const [getVapidKey] = useLazyGetVapidKeyQuery();
  const [turnOnReminders] = useTurnOnRemindersMutation();
  const [changeReminderTime] = useChangeReminderTimeMutation();
  const [turnOffReminders] = useTurnOffRemindersMutation();
  // The time being chosen; until the person picks one, the saved time (or 20:00).
  const [chosenTime, setChosenTime] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  const savedTime = settings.remote.status === 'ready' ? settings.remote.data.time : null;
  const time = chosenTime ?? savedTime ?? DEFAULT_TIME;

  const run = async (work: () => Promise<void>, { checkTime = true } = {}) => {
    setError(null);
    setStatus(null);
    if (checkTime && !isDaytime(time)) {
      setError(REMINDER_MESSAGES.quietHours);
      return;
    }
    setBusy(true);
    try {
      await work();
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  const turnOn = () =>
    run(async () => {
      const publicKey = await answerOf(getVapidKey(undefined, true));
      const subscription = await subscribeThisBrowser(publicKey);
      if (subscription === 'denied') {
        setError(DENIED_MESSAGE);
        return;
      }
      const saved = await answerOf(turnOnReminders({ time, subscription }));
      setStatus(`매일 ${saved.time}에 오늘의 미션을 알려 드릴게요.`);
    });

  const changeTime = () =>
    run(async () => {
      const saved = await answerOf(changeReminderTime({ time }));
      setStatus(`이제 매일 ${saved.time}에 알려 드릴게요.`);
    });

  const turnOff = () =>
    run(
      async () => {
        await answerOf(turnOffReminders());
        await unsubscribeThisBrowser();
        setStatus('알림을 껐어요. 언제든 다시 켤 수 있어요.');
      },
      { checkTime: false },
    );

  return (
    <section className={styles.panel} aria-labelledby={`${timeId}-title`}>
      <h2 id={`${timeId}-title`} className={styles.title}>
        매일 미션 알림
      </h2>
      {supported === false ? (
        <p className={styles.text}>
          이 브라우저에서는 알림을 받을 수 없어요. 휴대폰 홈 화면에 앱을 설치하면 받을 수 있어요.
        </p>
      ) : (
        <AsyncState
          remote={supported === null ? { status: 'loading' } : settings.remote}
          retry={settings.retry}
          loading="알림 설정을 불러오는 중이에요."
        >
          {(saved: Settings) => (
            <>
              <p className={styles.text}>
                {saved.enabled
                  ? `매일 ${saved.time}에 오늘의 미션을 알려 드리고 있어요.`
                  : '정한 시간에 오늘의 미션을 알려 드려요. 밤 10시부터 아침 7시 사이에는 보내지 않아요.'}
              </p>
              <div className={styles.row}>
                <label className={styles.field} htmlFor={timeId}>
                  알림 시간
                  <input
                    id={timeId}
                    type="time"
                    min={REMINDER_HOURS.earliest}
                    max={REMINDER_HOURS.latest}
                    value={time}
                    onChange={(event) => setChosenTime(event.target.value)}
                    aria-describedby={error ? `${timeId}-error` : undefined}
                  />
                </label>
                {saved.enabled ? (
                  <>
                    <button type="button" className={buttons.secondary} onClick={changeTime} disabled={busy}>
                      시간 바꾸기
                    </button>
                    <button type="button" className={buttons.ghost} onClick={turnOff} disabled={busy}>
                      알림 그만 받기
                    </button>
                  </>
                ) : (
                  <button type="button" className={buttons.primary} onClick={turnOn} disabled={busy}>
                    알림 받기
                  </button>
                )}
              </div>
            </>
          )}
        </AsyncState>
      )}
      {error ? (
        <p id={`${timeId}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {status ? (
        <p className={styles.text} role="status">
          {status}
        </p>
      ) : null}
    </section>
  );
}
