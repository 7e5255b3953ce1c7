import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { VocForm } from './voc-form';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

async function fillValidForm() {
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText('의견 종류'), '오류 신고');
  await user.type(screen.getByLabelText('내용'), '검사 결과 화면이 가끔 비어 보여요.');
  return user;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('VocForm', () => {
  it('shows a field’s message once it is left, not while first typing', async () => {
    const user = userEvent.setup();
    renderWithApp(<VocForm />);
    const message = screen.getByLabelText('내용');
    await user.type(message, '짧아요');
    expect(screen.queryByText('내용을 10자 이상 적어 주세요.')).toBeNull();
    expect(screen.getByText('3 / 2,000자')).toBeInTheDocument();
    await user.tab();
    expect(message).toHaveAccessibleDescription(/^내용을 10자 이상 적어 주세요\./);
    expect(message).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends nothing while a rule is broken: each field says why, and focus goes to the first', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithApp(<VocForm />);
    await user.type(screen.getByLabelText(/답장 받을 이메일/), 'me@example');
    await user.click(screen.getByRole('button', { name: '의견 보내기' }));
    expect(fetchMock).not.toHaveBeenCalled();
    const kind = screen.getByLabelText('의견 종류');
    expect(kind).toHaveFocus();
    expect(kind).toHaveAccessibleDescription('의견 종류를 골라 주세요.');
    expect(screen.getByLabelText('내용')).toHaveAccessibleDescription(/^내용을 입력해 주세요\./);
    expect(screen.getByLabelText(/답장 받을 이메일/)).toHaveAccessibleDescription(/^올바른 이메일 형식이 아닙니다\./);
  });

  it('disables the button while sending, then confirms and moves focus to the news', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<VocForm />);
    const user = await fillValidForm();

    await user.click(screen.getByRole('button', { name: '의견 보내기' }));
    expect(screen.getByRole('button', { name: '보내는 중...' })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ category: 'bug', message: '검사 결과 화면이 가끔 비어 보여요.' });

    await act(async () =>
      answer(jsonResponse(201, { data: { id: 'a1b2c3d4-0000', receivedAt: '2026-12-01T00:00:00Z' } })),
    );
    const heading = await screen.findByRole('heading', { name: '의견을 잘 받았어요. 고마워요!' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/접수 번호 a1b2c3d4/)).toBeInTheDocument();
  });

  it('puts the server’s field messages next to the fields', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(400, {
          error: {
            code: 'VALIDATION_ERROR',
            message: '입력한 내용을 다시 확인해 주세요.',
            fields: { email: '올바른 이메일 형식이 아닙니다.' },
          },
        }),
      ),
    );
    renderWithApp(<VocForm />);
    await fillValidForm();
    fireEvent.submit(screen.getByRole('button', { name: '의견 보내기' }).closest('form') as HTMLFormElement);
    const email = screen.getByLabelText(/답장 받을 이메일/);
    await waitFor(() => expect(email).toHaveAccessibleDescription(/^올바른 이메일 형식이 아닙니다\./));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(screen.getByText(/표시된 칸을 고친 뒤 다시 보내 주세요/)).toBeInTheDocument();
  });
});
