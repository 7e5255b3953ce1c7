import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmailStep } from '../features/auth/components/email-step';
import { PasswordChangeForm } from '../features/auth/components/password-change-form';
import { CustomJobForm } from '../features/dream-list/components/custom-job-form';
import { CreateRoadmap } from '../features/roadmaps/components/create-roadmap';
import { HttpError } from '../lib/http';
import { renderWithApp } from '../test/render';

function EmailStepWithState() {
  const [email, setEmail] = useState('');
  return <EmailStep email={email} onEmailChange={setEmail} serverError={null} onContinue={() => {}} />;
}

/** The polite region a form says its errors in (the only live region these forms have). */
function announcement(form: HTMLElement): string {
  const region = within(form)
    .getAllByRole('status')
    .find((element) => element.getAttribute('aria-live') === 'polite');
  return region?.textContent?.trim() ?? '';
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('one error pattern: shown and said once, on blur or submit', () => {
  it('the e-mail error waits for the field to be left, then is said once, not on every keystroke', async () => {
    const user = userEvent.setup();
    const { container } = renderWithApp(
      <EmailStep email="" onEmailChange={() => {}} serverError={null} onContinue={() => {}} />,
    );
    const form = container.querySelector('form') as HTMLElement;
    const field = screen.getByLabelText('이메일');
    // Passing through the empty field is not yet a mistake.
    await user.click(field);
    await user.tab();
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(announcement(form)).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('typing an e-mail says nothing until the field is left; then the field names its error', async () => {
    const user = userEvent.setup();
    const { container } = renderWithApp(<EmailStepWithState />);
    const form = container.querySelector('form') as HTMLElement;
    const field = screen.getByLabelText('이메일');
    await user.type(field, 'abc');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(announcement(form)).toBe('');
    await user.tab();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('올바른 이메일 형식이 아닙니다.');
    expect(announcement(form)).toBe('올바른 이메일 형식이 아닙니다.');
    expect(screen.queryByRole('alert')).toBeNull();
    // Once shown, it follows the value, silently: fixed, it goes away.
    await user.type(field, '@example.com');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('a refused log-in or sign-up puts focus on the e-mail field, which names the server’s message', () => {
    renderWithApp(
      <EmailStep
        email="taken@example.com"
        onEmailChange={() => {}}
        serverError="이미 가입된 이메일이에요."
        onContinue={() => {}}
      />,
    );
    const field = screen.getByLabelText('이메일');
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription('이미 가입된 이메일이에요.');
  });

  it('submitting an empty roadmap name says why and moves focus to the field', async () => {
    const user = userEvent.setup();
    const onCreate = vi.fn(async () => null);
    renderWithApp(<CreateRoadmap isBusy={false} onCreate={onCreate} />);
    const field = screen.getByLabelText('이름으로 만들기');
    const form = field.closest('form') as HTMLElement;
    await user.click(within(form).getByRole('button', { name: '이름으로 만들기' }));
    expect(onCreate).not.toHaveBeenCalled();
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/^로드맵 이름을 입력해 주세요\./);
    expect(announcement(form)).toBe('로드맵 이름을 입력해 주세요.');
  });

  it('a refused roadmap name (the server’s) is said and focused; typing clears it', async () => {
    const user = userEvent.setup();
    const onCreate = vi.fn(async () => '같은 이름의 로드맵이 있어요.');
    renderWithApp(<CreateRoadmap isBusy={false} onCreate={onCreate} />);
    const field = screen.getByLabelText('이름으로 만들기');
    const form = field.closest('form') as HTMLElement;
    await user.type(field, '나의 꿈');
    await user.click(within(form).getByRole('button', { name: '이름으로 만들기' }));
    expect(onCreate).toHaveBeenCalledWith({ title: '나의 꿈' });
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(/^같은 이름의 로드맵이 있어요\./);
    expect(announcement(form)).toBe('같은 이름의 로드맵이 있어요.');
    await user.type(field, '들');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('the wrong current password is said on the field, with focus on it, and clears once retyped', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(400, { error: { code: 'WRONG_PASSWORD', message: '현재 비밀번호가 맞지 않아요.' } }),
      ),
    );
    const user = userEvent.setup();
    renderWithApp(<PasswordChangeForm />);
    const current = screen.getByLabelText('현재 비밀번호');
    const form = current.closest('form') as HTMLElement;
    await user.type(current, 'wrong1234!');
    await user.type(screen.getByLabelText('새 비밀번호'), 'changed5678!');
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'changed5678!');
    await user.click(screen.getByRole('button', { name: '비밀번호 바꾸기' }));
    await act(async () => {});
    await vi.waitFor(() => expect(current).toHaveAccessibleDescription('현재 비밀번호가 맞지 않아요.'));
    expect(current).toHaveFocus();
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(announcement(form)).toBe('현재 비밀번호가 맞지 않아요.');

    await user.type(current, 'x');
    expect(current).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('현재 비밀번호가 맞지 않아요.', { selector: 'p:not([role])' })).toBeNull();
  });

  it('submitting the password change with a short new password focuses that field and says the spec’s message', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithApp(<PasswordChangeForm />);
    await user.type(screen.getByLabelText('현재 비밀번호'), 'journey1234!');
    await user.type(screen.getByLabelText('새 비밀번호'), 'short');
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'short');
    await user.click(screen.getByRole('button', { name: '비밀번호 바꾸기' }));
    const next = screen.getByLabelText('새 비밀번호');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(next).toHaveFocus();
    expect(next).toHaveAccessibleDescription('비밀번호는 최소 8자 이상, 영문/숫자/특수문자를 포함해야 합니다.');
  });

  it('a custom dream job too long is refused by the shared rule before sending; the server’s refusal lands on its field', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {
      throw new HttpError('status', '입력한 내용을 다시 확인해 주세요.', {
        status: 400,
        fields: { 'custom.name': '이미 꿈 목록에 있는 직업이에요.' },
      });
    });
    renderWithApp(<CustomJobForm onSubmit={onSubmit} />);
    const name = screen.getByLabelText('꿈 직업 이름');
    await user.type(name, '가'.repeat(41));
    await user.click(screen.getByRole('button', { name: '꿈 목록에 추가' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription(/^꿈 직업 이름은 40자 이하로 입력해 주세요\./);

    await user.clear(name);
    await user.type(name, '  우주 정원사 ');
    await user.click(screen.getByRole('button', { name: '꿈 목록에 추가' }));
    expect(onSubmit).toHaveBeenCalledWith('우주 정원사', '');
    await vi.waitFor(() => expect(name).toHaveAccessibleDescription(/^이미 꿈 목록에 있는 직업이에요\./));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
  });
});
