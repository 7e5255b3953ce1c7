import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { fakeApi } from '../assessments/testing';
import { ReminderSettings } from './reminder-settings';
import { WeeklySummary } from './weekly-summary';

const SUMMARY = { weekStart: '2026-11-23', xp: 30, missionsDone: 2, activeDays: 2, streakDays: 3 };
const FAILED = { status: 500, body: { error: { code: 'INTERNAL', message: '잠시 후 다시 시도해 주세요.' } } };

/** This browser can take pushes (the panel shows its controls). */
function pushCapableBrowser() {
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { requestPermission: async () => 'granted' });
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { getRegistration: async () => undefined },
    configurable: true,
  });
}

beforeEach(() => pushCapableBrowser());
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('이번 주 기록', () => {
  it('shows the week’s XP, missions and streak once they are in', async () => {
    fakeApi({ 'GET /api/reminders/weekly-summary': { status: 200, body: { data: SUMMARY } } });
    renderWithApp(<WeeklySummary />);
    expect(screen.getByText('이번 주 기록을 불러오는 중이에요.')).toHaveAttribute('role', 'status');
    const panel = await screen.findByRole('region', { name: '이번 주 기록' });
    expect(await within(panel).findByText('30 XP')).toBeInTheDocument();
    expect(panel).toHaveTextContent('끝낸 미션2개');
    expect(panel).toHaveTextContent('연속 기록3일');
    expect(panel).toHaveTextContent('이번 주에 2일 미션을 했어요. 오늘도 하나 해 볼까요?');
  });

  it('says a failure with what to do, and loads again on "다시 불러오기"', async () => {
    const api = fakeApi({ 'GET /api/reminders/weekly-summary': FAILED });
    renderWithApp(<WeeklySummary />);
    expect(await screen.findByRole('alert')).toHaveTextContent('잠시 후 다시 시도해 주세요.');

    api.fetchMock.mockImplementation(async () => new Response(JSON.stringify({ data: SUMMARY }), { status: 200 }));
    await userEvent.click(screen.getByRole('button', { name: '다시 불러오기' }));
    expect(await screen.findByText('30 XP')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks again after a mission is completed (the week has changed)', async () => {
    let xp = 30;
    fakeApi({
      'GET /api/reminders/weekly-summary': () => ({ status: 200, body: { data: { ...SUMMARY, xp } } }),
      'POST /api/user-roadmap/r1/missions/m1/complete': () => {
        xp = 40;
        return { status: 201, body: { data: {} } };
      },
    });
    const { store } = renderWithApp(<WeeklySummary />);
    expect(await screen.findByText('30 XP')).toBeInTheDocument();
    const { roadmapsApi } = await import('../roadmaps/roadmaps-api');
    await act(async () => {
      await store.dispatch(
        roadmapsApi.endpoints.setMissionCompleted.initiate({ id: 'r1', missionId: 'm1', completed: true }),
      );
    });
    expect(await screen.findByText('40 XP')).toBeInTheDocument();
  });
});

describe('매일 미션 알림', () => {
  it('shows the saved time, changes it with the server’s answer, without asking for the settings again', async () => {
    const api = fakeApi({
      'GET /api/reminders': { status: 200, body: { data: { enabled: true, time: '08:00', devices: 1 } } },
      'PATCH /api/reminders': ({ body }) => ({
        status: 200,
        body: { data: { enabled: true, time: (body as { time: string }).time, devices: 1 } },
      }),
    });
    renderWithApp(<ReminderSettings />);
    const panel = screen.getByRole('region', { name: '매일 미션 알림' });
    expect(await within(panel).findByText('매일 08:00에 오늘의 미션을 알려 드리고 있어요.')).toBeInTheDocument();
    const time = within(panel).getByLabelText('알림 시간');
    expect(time).toHaveValue('08:00');

    await userEvent.clear(time);
    await userEvent.type(time, '09:30');
    await userEvent.click(within(panel).getByRole('button', { name: '시간 바꾸기' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('이제 매일 09:30에 알려 드릴게요.');
    expect(panel).toHaveTextContent('매일 09:30에 오늘의 미션을 알려 드리고 있어요.');
    expect(api.callsTo('PATCH', '/api/reminders')[0]?.body).toEqual({ time: '09:30' });
    expect(api.callsTo('GET', '/api/reminders')).toHaveLength(1);
  });

  it('says the server’s word on a refused time, and keeps the reminders as they were', async () => {
    fakeApi({
      'GET /api/reminders': { status: 200, body: { data: { enabled: true, time: '08:00', devices: 1 } } },
      'PATCH /api/reminders': {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION',
            message: '입력을 확인해 주세요.',
            fields: { time: '시간을 HH:MM으로 보내 주세요.' },
          },
        },
      },
    });
    renderWithApp(<ReminderSettings />);
    const panel = screen.getByRole('region', { name: '매일 미션 알림' });
    await userEvent.click(await within(panel).findByRole('button', { name: '시간 바꾸기' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('시간을 HH:MM으로 보내 주세요.');
    expect(panel).toHaveTextContent('매일 08:00에 오늘의 미션을 알려 드리고 있어요.');
  });

  it('turns the reminders off in one tap, and offers to turn them on again', async () => {
    const api = fakeApi({
      'GET /api/reminders': { status: 200, body: { data: { enabled: true, time: '08:00', devices: 1 } } },
      'DELETE /api/reminders': { status: 204 },
    });
    renderWithApp(<ReminderSettings />);
    const panel = screen.getByRole('region', { name: '매일 미션 알림' });
    await userEvent.click(await within(panel).findByRole('button', { name: '알림 그만 받기' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('알림을 껐어요. 언제든 다시 켤 수 있어요.');
    expect(within(panel).getByRole('button', { name: '알림 받기' })).toBeEnabled();
    expect(api.callsTo('DELETE', '/api/reminders')).toHaveLength(1);
  });

  it('turns them on with this browser’s subscription once permission is given', async () => {
    const subscription = { endpoint: 'https://push.example/1', keys: { p256dh: 'p'.repeat(20), auth: 'a'.repeat(20) } };
    Object.defineProperty(navigator, 'serviceWorker', {
      value: {
        ready: Promise.resolve({
          pushManager: {
            getSubscription: async () => ({ toJSON: () => subscription, endpoint: subscription.endpoint }),
          },
        }),
      },
      configurable: true,
    });
    const api = fakeApi({
      'GET /api/reminders': { status: 200, body: { data: { enabled: false, time: null, devices: 0 } } },
      'GET /api/reminders/vapid-key': { status: 200, body: { data: { publicKey: 'key' } } },
      'PUT /api/reminders': { status: 200, body: { data: { enabled: true, time: '20:00', devices: 1 } } },
    });
    renderWithApp(<ReminderSettings />);
    const panel = screen.getByRole('region', { name: '매일 미션 알림' });
    await userEvent.click(await within(panel).findByRole('button', { name: '알림 받기' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('매일 20:00에 오늘의 미션을 알려 드릴게요.');
    expect(within(panel).getByRole('button', { name: '알림 그만 받기' })).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/reminders')[0]?.body).toEqual({ time: '20:00', subscription });
  });

  it('says when the settings could not be read, and reads them again on "다시 불러오기"', async () => {
    const api = fakeApi({ 'GET /api/reminders': FAILED });
    renderWithApp(<ReminderSettings />);
    const panel = screen.getByRole('region', { name: '매일 미션 알림' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('잠시 후 다시 시도해 주세요.');
    api.fetchMock.mockImplementation(
      async () => new Response(JSON.stringify({ data: { enabled: false, time: null, devices: 0 } }), { status: 200 }),
    );
    await userEvent.click(within(panel).getByRole('button', { name: '다시 불러오기' }));
    expect(await within(panel).findByRole('button', { name: '알림 받기' })).toBeInTheDocument();
  });

  it('says so where this browser cannot take pushes, and asks nothing', async () => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    const api = fakeApi();
    renderWithApp(<ReminderSettings />);
    expect(await screen.findByText(/이 브라우저에서는 알림을 받을 수 없어요/)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
