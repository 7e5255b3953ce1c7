import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FEEDBACK_THANKS_CLOSE_MS } from '../../../shared/constants';
import { renderWithApp } from '../../test/render';
import FeedbackDialog from './feedback-dialog';

beforeAll(() => {
  // happy-dom's <dialog> lacks showModal; the open attribute is enough for these tests.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

interface Server {
  complete?: boolean | 'fail-one';
  hasShownModal?: boolean;
}

/** The API as the dialog sees it; every call is recorded. */
function stubApi({ complete = true, hasShownModal = false }: Server = {}) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const method = init?.method ?? 'GET';
      calls.push({ method, path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      const json = (status: number, body?: unknown) =>
        new Response(status === 204 ? null : JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        });
      if (path.endsWith('/is-complete')) {
        if (complete === 'fail-one' && path === '/api/kskill/is-complete') return json(500, {});
        return json(200, { data: { isComplete: complete !== false } });
      }
      if (path === '/api/voc-feedback/check-modal') return json(200, { data: { hasShownModal } });
      if (path === '/api/voc-feedback') return json(201, { data: { id: 'f1' } });
      if (path === '/api/voc-feedback/update-modal-status') return json(204);
      return json(404, {});
    }),
  );
  return { calls, posts: (path: string) => calls.filter((call) => call.method === 'POST' && call.path === path) };
}

const TITLE = '여섯 단계를 모두 마쳤어요! 의견을 들려 주세요';

/** The dialog as the notice queue shows it: until it reports that it closed. */
function Shown({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(true);
  return open ? (
    <FeedbackDialog
      onClose={() => {
        onClose?.();
        setOpen(false);
      }}
    />
  ) : null;
}

async function renderDialog(onClose?: () => void) {
  await act(async () => {
    renderWithApp(<Shown onClose={onClose} />);
  });
}

describe('feedback dialog', () => {
  it('keeps submit disabled until the expected-job question is answered and a star is chosen', async () => {
    stubApi();
    const user = userEvent.setup();
    await renderDialog();
    expect(screen.getByRole('dialog', { name: TITLE })).toBeInTheDocument();
    const submit = await screen.findByRole('button', { name: '의견 보내기' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '별 4개' }));
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '아니요, 없었어요' }));
    expect(submit).toBeEnabled();
    expect(screen.getByText('별 4개를 골랐어요.')).toBeInTheDocument();
  });

  it('sends the answers, thanks the person with the focus on 닫기, and closes itself after 3 s', async () => {
    const api = stubApi();
    const onClose = vi.fn();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderDialog(onClose);
    await user.click(await screen.findByRole('radio', { name: '네, 있었어요' }));
    await user.click(screen.getByRole('radio', { name: '별 5개' }));
    await user.type(screen.getByLabelText('더 좋아졌으면 하는 점 (선택)'), '  직업이 더 많으면 좋겠어요 ');
    await user.click(screen.getByRole('button', { name: '의견 보내기' }));

    const thanks = await screen.findByRole('dialog', { name: '소중한 의견 고마워요' });
    const close = screen.getAllByRole('button', { name: '닫기' }).find((button) => button.textContent === '닫기');
    expect(close).toBeDefined();
    expect(close).toHaveFocus();
    expect(thanks).toContainElement(close ?? null);
    expect(api.posts('/api/voc-feedback').map((call) => call.body)).toEqual([
      { expectedJobFound: true, satisfactionLevel: 5, improvementSuggestions: '직업이 더 많으면 좋겠어요' },
    ]);
    await act(async () => {
      vi.advanceTimersByTime(FEEDBACK_THANKS_CLOSE_MS - 100);
    });
    expect(screen.getByRole('dialog', { name: '소중한 의견 고마워요' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClose).toHaveBeenCalledOnce();
    expect(api.posts('/api/voc-feedback/update-modal-status')).toEqual([]);
  });

  it('sends no suggestion when only spaces were typed, and the stars as a number', async () => {
    const api = stubApi();
    const user = userEvent.setup();
    await renderDialog();
    await user.click(await screen.findByRole('radio', { name: '아니요, 없었어요' }));
    await user.click(screen.getByRole('radio', { name: '별 1개' }));
    await user.type(screen.getByLabelText('더 좋아졌으면 하는 점 (선택)'), '   ');
    await user.click(screen.getByRole('button', { name: '의견 보내기' }));
    await screen.findByRole('dialog', { name: '소중한 의견 고마워요' });
    expect(api.posts('/api/voc-feedback').map((call) => call.body)).toEqual([
      { expectedJobFound: false, satisfactionLevel: 1 },
    ]);
  });

  it('says nothing while the keyboard passes the questions unanswered', async () => {
    stubApi();
    const user = userEvent.setup();
    await renderDialog();
    screen.getByRole('radio', { name: '네, 있었어요' }).focus();
    await user.tab();
    await user.tab();
    expect(screen.queryByText('기대한 직업을 찾았는지 네 또는 아니요로 골라 주세요.')).toBeNull();
    expect(screen.queryByText('만족도는 별 1개에서 5개 사이로 골라 주세요.')).toBeNull();
    expect(screen.getByRole('radio', { name: '네, 있었어요' })).not.toHaveAttribute('aria-invalid');
  });

  it('cancel tells the server it was shown and closes', async () => {
    const api = stubApi();
    const onClose = vi.fn();
    const user = userEvent.setup();
    await renderDialog(onClose);
    await user.click(await screen.findByRole('button', { name: '취소' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClose).toHaveBeenCalledOnce();
    expect(api.posts('/api/voc-feedback/update-modal-status')).toHaveLength(1);
  });

  it('a click outside (on the backdrop) also counts as cancel', async () => {
    const api = stubApi();
    const user = userEvent.setup();
    await renderDialog();
    await user.click(await screen.findByRole('dialog', { name: TITLE }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.posts('/api/voc-feedback/update-modal-status')).toHaveLength(1);
  });

  it('still closes when marking it shown fails, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await renderDialog();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    await user.click(await screen.findByRole('button', { name: '취소' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith('feedback dialog status was not saved', expect.anything()),
    );
  });
});
