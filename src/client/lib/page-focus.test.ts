import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { followNewPageHeading } from './page-focus';

/** MutationObserver callbacks run as microtasks: let them. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

let main: HTMLElement;
let menuButton: HTMLButtonElement;
let stop: () => void = () => {};

beforeEach(() => {
  document.body.innerHTML =
    '<header><button type="button">메뉴 열기</button></header><main id="main" tabindex="-1"></main>';
  main = document.getElementById('main') as HTMLElement;
  menuButton = document.querySelector('button') as HTMLButtonElement;
});

afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

describe('followNewPageHeading', () => {
  it('waits for the new page’s h1 and gives it the focus, away from the top bar', async () => {
    main.innerHTML = '<div role="status">페이지를 불러오는 중...</div>';
    menuButton.focus();
    stop = followNewPageHeading();
    await settled();
    expect(document.activeElement).toBe(menuButton);

    main.innerHTML = '<h1>직업 탐색</h1><a href="/x">링크</a>';
    await settled();
    const heading = main.querySelector('h1');
    expect(document.activeElement).toBe(heading);
    // Focusable by script only: not a Tab stop.
    expect(heading?.getAttribute('tabindex')).toBe('-1');
  });

  it('hands the focus on when a loading heading is replaced by the loaded one', async () => {
    main.innerHTML = '<div><h1>미션</h1></div>';
    stop = followNewPageHeading();
    expect(document.activeElement?.textContent).toBe('미션');

    main.innerHTML = '<div><nav></nav><header><h1>탐색 일지 쓰기</h1></header></div>';
    await settled();
    expect(document.activeElement?.textContent).toBe('탐색 일지 쓰기');
  });

  it('leaves a focus the page itself put in its content', async () => {
    main.innerHTML = '<h1>광고 안내</h1><button type="button">바로 이동하기</button>';
    const skip = main.querySelector('button') as HTMLButtonElement;
    skip.focus();
    stop = followNewPageHeading();
    await settled();
    expect(document.activeElement).toBe(skip);
  });

  it('lets go once the person has moved on', async () => {
    main.innerHTML = '<h1>직업 탐색</h1><input aria-label="직업 검색" />';
    stop = followNewPageHeading();
    const input = main.querySelector('input') as HTMLInputElement;
    input.focus();
    main.insertAdjacentHTML('beforeend', '<p>결과 12개</p>');
    main.querySelector('h1')?.replaceWith(Object.assign(document.createElement('h1'), { textContent: '직업 탐색' }));
    await settled();
    expect(document.activeElement).toBe(input);
  });
});
