import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { AchievementList } from './achievement-list';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ACHIEVEMENTS = [
  {
    id: 'first-mission',
    emoji: '🌱',
    title: '첫 미션 완료',
    howTo: '로드맵의 미션을 하나 완료해요.',
    earnedAt: '2026-11-25T01:00:00.000Z',
    progress: { current: 1, target: 1 },
  },
  {
    id: 'missions-10',
    emoji: '🔟',
    title: '미션 10개',
    howTo: '미션을 10개 완료해요.',
    earnedAt: null,
    progress: { current: 1, target: 10 },
  },
];

function stubAchievements(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
}

describe('AchievementList', () => {
  it('shows the earned achievements with their day, and the others with what they take and how far along', async () => {
    stubAchievements(200, { data: ACHIEVEMENTS });
    renderWithApp(<AchievementList />);
    const earned = await screen.findByRole('list', { name: '얻은 업적' });
    expect(within(earned).getByRole('listitem')).toHaveTextContent('첫 미션 완료');
    expect(within(earned).getByRole('listitem')).toHaveTextContent('2026년 11월 25일에 얻었어요');
    const ahead = screen.getByRole('list', { name: '아직 얻지 않은 업적' });
    expect(within(ahead).getByRole('listitem')).toHaveTextContent('미션을 10개 완료해요.');
    expect(within(ahead).getByRole('listitem')).toHaveTextContent('지금 1 / 10');
    expect(screen.getByText('업적 2개 중 1개를 얻었어요.')).toBeInTheDocument();
  });

  it('says what to do when loading fails', async () => {
    stubAchievements(500, { error: { code: 'INTERNAL', message: '잠시 후 다시 시도해 주세요.' } });
    renderWithApp(<AchievementList />);
    expect(await screen.findByRole('alert')).toHaveTextContent('업적을 불러오지 못했어요');
    expect(screen.getByRole('button', { name: '다시 불러오기' })).toBeInTheDocument();
  });
});
