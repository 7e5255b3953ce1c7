import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../features/assessments/testing';
import { roadmapsApi } from '../../../features/roadmaps/roadmaps-api';
import { renderWithApp } from '../../../test/render';
import { ShortcutGrid } from './parts/shortcut-grid';

const NO_TOP_ROADMAP = '1순위 로드맵이 아직 없어요. 로드맵 관리 또는 실천의 시간에서 로드맵을 먼저 만들어 주세요.';
const roadmap = (id: string, rank: number) => ({ _id: id, rank, title: id, jobName: null, level: 1, xp: 0 });

describe('the shortcut 1순위 로드맵 (spec §2)', () => {
  it('opens the rank-1 roadmap from the list the home already holds, asking nothing again', async () => {
    const api = fakeApi({
      'GET /api/user-roadmap': { status: 200, body: { data: [roadmap('r2', 2), roadmap('r1', 1)] } },
    });
    const { store } = renderWithApp(<ShortcutGrid />);
    await act(() => store.dispatch(roadmapsApi.endpoints.getRoadmaps.initiate()));

    await userEvent.click(screen.getByRole('button', { name: '1순위 로드맵' }));
    expect(await screen.findByText('/roadmap/r1')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/user-roadmap')).toHaveLength(1);
  });

  it('asks for the list when nothing holds it yet, and says so when no roadmap is rank 1', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const api = fakeApi({ 'GET /api/user-roadmap': { status: 200, body: { data: [] } } });
    renderWithApp(<ShortcutGrid />);
    await userEvent.click(screen.getByRole('button', { name: '1순위 로드맵' }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(NO_TOP_ROADMAP));
    expect(api.callsTo('GET', '/api/user-roadmap')).toHaveLength(1);
    expect(screen.getByText('/')).toBeInTheDocument();
  });

  it('says the failure in the client’s words when the list cannot be read', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    fakeApi({
      'GET /api/user-roadmap': {
        status: 500,
        body: { error: { code: 'INTERNAL', message: '잠시 후 다시 시도해 주세요.' } },
      },
    });
    renderWithApp(<ShortcutGrid />);
    await userEvent.click(screen.getByRole('button', { name: '1순위 로드맵' }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('잠시 후 다시 시도해 주세요.'));
  });
});
