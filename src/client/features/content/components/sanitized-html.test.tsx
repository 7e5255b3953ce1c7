import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { SanitizedHtml } from './sanitized-html';

const HTML =
  '<p><a href="/job-browser">직업 둘러보기</a> <a href="https://www.onetcenter.org/" rel="noopener noreferrer" target="_blank">O*NET</a> <a href="#section-2">아래로</a></p>';

/**
 * Clicks a link and says whether the app took the click over. The browser's own navigation is
 * then stopped either way, so the test never leaves the page (or touches the network).
 */
function isTakenOverByApp(link: HTMLElement, init: MouseEventInit = {}): boolean {
  let isTakenOver = false;
  const observe = (event: Event) => {
    isTakenOver = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', observe);
  fireEvent.click(link, init);
  document.removeEventListener('click', observe);
  return isTakenOver;
}

describe('SanitizedHtml', () => {
  it('shows the server’s HTML and follows links to our own pages inside the app', () => {
    renderWithApp(<SanitizedHtml html={HTML} />, { path: '/articles/x' });
    const internal = screen.getByRole('link', { name: '직업 둘러보기' });
    expect(isTakenOverByApp(internal)).toBe(true);
    expect(screen.getByTestId('location')).toHaveTextContent('/job-browser');
  });

  it('leaves external links, in-page anchors and modified clicks to the browser', () => {
    renderWithApp(<SanitizedHtml html={HTML} />, { path: '/articles/x' });
    expect(isTakenOverByApp(screen.getByRole('link', { name: 'O*NET' }))).toBe(false);
    expect(isTakenOverByApp(screen.getByRole('link', { name: '아래로' }))).toBe(false);
    expect(isTakenOverByApp(screen.getByRole('link', { name: '직업 둘러보기' }), { ctrlKey: true })).toBe(false);
    expect(screen.getByTestId('location')).toHaveTextContent('/articles/x');
  });
});
