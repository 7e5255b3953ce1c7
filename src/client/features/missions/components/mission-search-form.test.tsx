import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { MissionSearchForm } from './mission-search-form';

function renderForm(initial?: string) {
  const onSearch = vi.fn();
  renderWithApp(
    <MissionSearchForm initial={initial} placeholder="예: 면접" rowClassName={undefined} onSearch={onSearch} />,
  );
  return { onSearch, box: screen.getByRole('searchbox', { name: '미션 검색' }) };
}

describe('the mission market’s search box', () => {
  it('searches for the trimmed word', async () => {
    const user = userEvent.setup();
    const { onSearch, box } = renderForm();
    await user.type(box, '  ㅈㄱㅅ ');
    await user.click(screen.getByRole('button', { name: '찾기' }));
    expect(onSearch).toHaveBeenCalledWith('ㅈㄱㅅ');
  });

  it('starts with the search in the address; emptied, it searches for nothing', async () => {
    const user = userEvent.setup();
    const { onSearch, box } = renderForm('면접');
    expect(box).toHaveValue('면접');
    await user.clear(box);
    await user.click(screen.getByRole('button', { name: '찾기' }));
    expect(onSearch).toHaveBeenCalledWith('');
  });

  it('refuses a word over 50 characters in the server’s words, on the box, with focus there', async () => {
    const user = userEvent.setup();
    const { onSearch, box } = renderForm();
    await user.click(box);
    await user.paste('가'.repeat(51));
    await user.click(screen.getByRole('button', { name: '찾기' }));
    expect(onSearch).not.toHaveBeenCalled();
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('검색어는 50자 이하로 입력해 주세요.');
  });
});
