import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CelebrationHost } from '../../features/achievements/components/celebration-host';
import { roadmapsApi } from '../../features/roadmaps/roadmaps-api';
import { makeStore } from '../store';

afterEach(() => {
  vi.unstubAllGlobals();
});

const FIRST_MISSION = {
  id: 'first-mission',
  emoji: '🌱',
  title: '첫 미션 완료',
  howTo: '로드맵의 미션을 하나 완료해요.',
};

function completionAnswer(overrides: { leveledUp: boolean; level: number; newAchievements: unknown[] }) {
  return {
    data: {
      missionId: 'm1',
      isCompleted: true,
      completedAt: '2026-11-25T01:00:00.000Z',
      reflection: null,
      xpChange: 50,
      wasAlreadyInState: false,
      leveledUp: overrides.leveledUp,
      game: {
        xp: 50,
        level: overrides.level,
        levelStartXp: 50,
        nextLevelXp: 150,
        streak: {
          current: 1,
          isActiveToday: true,
          restDaysPerWeek: 1,
          restDayUsedThisWeek: false,
          isPaused: false,
          pausedSince: null,
        },
        dailyXp: { earned: 50, cap: 100 },
      },
      progress: { completed: 1, total: 20, percent: 5 },
      newAchievements: overrides.newAchievements,
    },
  };
}

function stubCompletion(answer: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } }),
    ),
  );
}

function renderHost() {
  const store = makeStore();
  render(
    <Provider store={store}>
      <MemoryRouter>
        <button type="button">완료하기</button>
        <CelebrationHost />
      </MemoryRouter>
    </Provider>,
  );
  const complete = () =>
    act(async () => {
      await store.dispatch(
        roadmapsApi.endpoints.setMissionCompleted.initiate({ id: 'r1', missionId: 'm1', completed: true }),
      );
    });
  return { complete };
}

describe('the celebration after a completion', () => {
  it('shows the level-up and the new achievement in a polite live region, without taking focus', async () => {
    stubCompletion(completionAnswer({ leveledUp: true, level: 2, newAchievements: [FIRST_MISSION] }));
    const { complete } = renderHost();
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    const button = screen.getByRole('button', { name: '완료하기' });
    button.focus();

    await complete();
    const toast = await within(region).findByRole('region', { name: '축하해요' });
    expect(toast).toHaveTextContent('레벨 업!');
    expect(toast).toHaveTextContent('이 로드맵이 레벨 2에 올랐어요.');
    expect(toast).toHaveTextContent('첫 미션 완료');
    expect(within(toast).getByRole('link', { name: '마이페이지에서 업적 모두 보기' })).toHaveAttribute(
      'href',
      '/mypage',
    );
    expect(button).toHaveFocus();

    await userEvent.click(within(toast).getByRole('button', { name: '닫기' }));
    expect(region).toBeEmptyDOMElement();
  });

  it('joins a second completion’s celebration to the one showing instead of queueing it', async () => {
    stubCompletion(completionAnswer({ leveledUp: false, level: 1, newAchievements: [FIRST_MISSION] }));
    const { complete } = renderHost();
    await complete();
    const region = screen.getByRole('status');
    await within(region).findByText('첫 미션 완료');
    stubCompletion(completionAnswer({ leveledUp: true, level: 2, newAchievements: [] }));
    await complete();
    await within(region).findByText('이 로드맵이 레벨 2에 올랐어요.');
    const toasts = within(region).getAllByRole('region', { name: '축하해요' });
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toHaveTextContent('첫 미션 완료');
  });

  it('celebrates nothing when a completion neither levels up nor earns anything', async () => {
    stubCompletion(completionAnswer({ leveledUp: false, level: 1, newAchievements: [] }));
    const { complete } = renderHost();
    await complete();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
