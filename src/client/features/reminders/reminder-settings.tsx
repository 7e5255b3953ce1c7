import { useEffect, useId, useState } from 'react';
import type { ReminderSettings as Settings } from '../../../shared/contracts/reminders';
import { isDaytime, REMINDER_HOURS, REMINDER_MESSAGES } from '../../../shared/validation/reminder-rules';
import { HttpError, http } from '../../lib/http';
import buttons from '../../ui/button.module.css';
import { pushSupported, subscribeThisBrowser, unsubscribeThisBrowser } from './push-subscription';
import styles from './reminders.module.css';

const DEFAULT_TIME = '20:00';
const DENIED_MESSAGE = '알림이 허용되지 않았어요. 브라우저 설정에서 이 사이트의 알림을 허용한 뒤 다시 눌러 주세요.';

function messageOf(err: unknown): string {
  return err instanceof HttpError ? (err.fields?.time ?? err.message) : '알림을 설정하지 못했어요. 다시 시도해 주세요.';
}

/**
 * "매일 미션 알림": opt-in daily reminders of today's missions. Nothing is subscribed before the
 * browser's permission and the person's tap on "알림 받기"; "알림 그만 받기" stops them in one tap.
 */
export function ReminderSettings() {
  const timeId = useId();
  const [supported, setSupported] = useState<boolean | null>(null);
  const [settings, setSettings] = useState<Settings | null>(null);
  const [time, setTime] = useState(DEFAULT_TIME);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  useEffect(() => {
    setSupported(pushSupported());
    http.get<{ data: Settings }>('/api/reminders').then(
      ({ data }) => {
        setSettings(data);
        if (data.time) setTime(data.time);
      },
      () => setSettings({ enabled: false, time: null, devices: 0 }),
    );
  }, []);

  const run = async (work: () => Promise<void>) => {
    setError(null);
    setStatus(null);
    if (!isDaytime(time)) {
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
      const { data: key } = await http.get<{ data: { publicKey: string } }>('/api/reminders/vapid-key');
      const subscription = await subscribeThisBrowser(key.publicKey);
      if (subscription === 'denied') {
        setError(DENIED_MESSAGE);
        return;
      }
      const { data } = await http.put<{ data: Settings }>('/api/reminders', { time, subscription });
      setSettings(data);
      setStatus(`매일 ${data.time}에 오늘의 미션을 알려 드릴게요.`);
    });

  const changeTime = () =>
    run(async () => {
      const { data } = await http.patch<{ data: Settings }>('/api/reminders', { time });
      setSettings(data);
      setStatus(`이제 매일 ${data.time}에 알려 드릴게요.`);
    });

  const turnOff = async () => {
    setError(null);
    setBusy(true);
    try {
      await http.delete<void>('/api/reminders');
      await unsubscribeThisBrowser();
      setSettings((current) => (current ? { ...current, enabled: false, devices: 0 } : current));
      setStatus('알림을 껐어요. 언제든 다시 켤 수 있어요.');
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={`${timeId}-title`}>
      <h2 id={`${timeId}-title`} className={styles.title}>
        매일 미션 알림
      </h2>
      {supported === false ? (
        <p className={styles.text}>
          이 브라우저에서는 알림을 받을 수 없어요. 휴대폰 홈 화면에 앱을 설치하면 받을 수 있어요.
        </p>
      ) : settings === null || supported === null ? (
        <p className={styles.text}>알림 설정을 불러오고 있어요.</p>
      ) : (
        <>
          <p className={styles.text}>
            {settings.enabled
              ? `매일 ${settings.time}에 오늘의 미션을 알려 드리고 있어요.`
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
                onChange={(event) => setTime(event.target.value)}
                aria-describedby={error ? `${timeId}-error` : undefined}
              />
            </label>
            {settings.enabled ? (
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
