import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { ConsentForm } from './consent-form';

function renderForm() {
  const onAgree = vi.fn();
  renderWithApp(<ConsentForm onAgree={onAgree} />);
  return { onAgree, user: userEvent.setup(), submit: screen.getByRole('button', { name: '동의하고 계속하기' }) };
}

describe('the consents of /agree', () => {
  it('waits for the three required consents; marketing stays optional', async () => {
    const { onAgree, user, submit } = renderForm();
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /서비스 이용약관 동의/ }));
    await user.click(screen.getByRole('checkbox', { name: /개인정보 수집·이용 동의/ }));
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /만 14세 이상이에요/ }));
    expect(submit).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: '모두 동의해요' })).not.toBeChecked();
    await user.click(submit);
    expect(onAgree).toHaveBeenCalledWith(false);
  });

  it('모두 동의해요 gives every consent, marketing included, and takes them back', async () => {
    const { onAgree, user, submit } = renderForm();
    const all = screen.getByRole('checkbox', { name: '모두 동의해요' });
    await user.click(all);
    expect(screen.getByRole('checkbox', { name: /새 소식·이벤트 안내 수신 동의/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /만 14세 이상이에요/ })).toBeChecked();
    await user.click(all);
    expect(screen.getByRole('checkbox', { name: /서비스 이용약관 동의/ })).not.toBeChecked();
    expect(submit).toBeDisabled();
    await user.click(all);
    await user.click(submit);
    expect(onAgree).toHaveBeenCalledWith(true);
  });

  it('describes each consent by its summary', () => {
    renderForm();
    expect(screen.getByRole('checkbox', { name: /만 14세 이상이에요/ })).toHaveAccessibleDescription(
      '진로의 시간은 만 14세 이상만 가입할 수 있어요. 만 14세 미만인 사실이 확인되면 계정과 정보가 삭제돼요.',
    );
  });

  it('says nothing while the keyboard passes unchecked boxes: an unanswered box waits, as an empty field does', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('checkbox', { name: '모두 동의해요' }));
    await user.click(screen.getByRole('checkbox', { name: '모두 동의해요' }));
    for (let step = 0; step < 4; step += 1) await user.tab();
    expect(screen.queryByText('필수 항목에 동의해 주세요.')).toBeNull();
    for (const box of screen.getAllByRole('checkbox')) expect(box).not.toHaveAttribute('aria-invalid');
  });
});
