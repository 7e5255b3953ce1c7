import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LOCAL_KEYS } from '../../../shared/constants';
import { renderWithApp } from '../../test/render';
import { SideMenu } from './side-menu';
import { useSideMenuState } from './use-side-menu-state';

function Harness() {
  const [isOpen, toggle] = useSideMenuState();
  return <SideMenu isOpen={isOpen} onToggle={toggle} />;
}

describe('desktop side menu', () => {
  it('is open by default and shows the seven links with their names', () => {
    renderWithApp(<Harness />);
    expect(screen.getByRole('button', { name: '바로가기 메뉴 접기' })).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: '바로가기 메뉴' });
    const names = ['홈', '나의 시간', '탐색의 시간', '실천의 시간', '지혜의 시간', '만드는 이야기', '고객의 목소리'];
    for (const name of names) expect(nav).toContainElement(screen.getByRole('link', { name }));
  });

  it('keeps its collapsed state in local storage across a remount', async () => {
    const first = renderWithApp(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: '바로가기 메뉴 접기' }));
    expect(window.localStorage.getItem(LOCAL_KEYS.desktopQuickMenuOpen)).toBe('false');
    first.unmount();

    renderWithApp(<Harness />);
    const toggle = screen.getByRole('button', { name: '바로가기 메뉴 펼치기' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Collapsed links keep an accessible name.
    expect(screen.getByRole('link', { name: '탐색의 시간' })).toHaveAttribute('title', '탐색의 시간');

    await userEvent.click(toggle);
    expect(window.localStorage.getItem(LOCAL_KEYS.desktopQuickMenuOpen)).toBe('true');
  });

  it('offers login to a visitor who is not logged in', () => {
    renderWithApp(<Harness />);
    expect(screen.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/login');
  });
});
