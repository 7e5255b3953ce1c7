import { describe, expect, it } from 'vitest';
import {
  emptyNotices,
  initialNotices,
  isQuietPage,
  type NoticesState,
  noticeClosed,
  noticeRequested,
  noticesChecked,
  noticesSlice,
  noticeWithdrawn,
  pageShown,
} from './notice-queue';

const reduce = (state: NoticesState, ...actions: Parameters<typeof noticesSlice.reducer>[1][]) =>
  actions.reduce(noticesSlice.reducer, state);

describe('the notice queue', () => {
  it('shows one of several due notices, in a fixed order, whatever order they were asked in', () => {
    const state = reduce(
      emptyNotices,
      pageShown('/'),
      noticeRequested('feedback'),
      noticesChecked({ welcome: true, inApp: true, beta: true }),
    );
    // The feedback dialog was asked for first and shows; the others wait behind it.
    expect(state.showing).toBe('feedback');
    expect(state.waiting).toEqual(['beta', 'inApp', 'welcome']);
    expect(reduce(emptyNotices, noticesChecked({ welcome: true, inApp: true, beta: true })).showing).toBe('beta');
  });

  it('after one closes, the next waits for the next page', () => {
    let state = reduce(emptyNotices, pageShown('/'), noticesChecked({ beta: true, welcome: true }));
    expect(state.showing).toBe('beta');
    state = reduce(state, noticeClosed('beta'));
    expect(state.showing).toBeNull();
    // The same page again (a query change, a re-render) is not a new page.
    state = reduce(state, pageShown('/'));
    expect(state.showing).toBeNull();
    state = reduce(state, pageShown('/job-browser'));
    expect(state.showing).toBe('welcome');
    state = reduce(state, noticeClosed('welcome'), pageShown('/map'));
    expect(state).toMatchObject({ showing: null, waiting: [] });
  });

  it('starts from what the server rendered, and drops it when this browser says it is not due', () => {
    expect(initialNotices({ beta: true }).showing).toBe('beta');
    expect(initialNotices({ beta: false }).showing).toBeNull();
    // Seen before the cookie existed: local storage says no; nothing was closed, so the next may show.
    const state = reduce(initialNotices({ beta: true }), noticesChecked({ beta: false, inApp: true }), pageShown('/'));
    expect(state.showing).toBe('inApp');
  });

  it('a withdrawn notice leaves the queue without spending the page', () => {
    let state = reduce(emptyNotices, pageShown('/job-rec'), noticeRequested('feedback'));
    expect(state.showing).toBe('feedback');
    state = reduce(state, noticeWithdrawn('feedback'), noticeRequested('welcome'));
    expect(state.showing).toBe('welcome');
    // Asking twice queues it once; closing one that waits only takes it out.
    state = reduce(state, noticeRequested('inApp'), noticeRequested('inApp'));
    expect(state.waiting).toEqual(['inApp']);
    state = reduce(state, noticeClosed('inApp'));
    expect(state).toMatchObject({ showing: 'welcome', waiting: [], closedOnThisPage: false });
  });

  it('shows nothing on a shared card: a due notice waits for the next page', () => {
    expect(isQuietPage('/share/abc')).toBe(true);
    expect(isQuietPage('/SHARE/abc')).toBe(true);
    expect(isQuietPage('/shared-things')).toBe(false);
    let state = reduce(emptyNotices, pageShown('/share/abc'), noticesChecked({ beta: true }));
    expect(state).toMatchObject({ showing: null, waiting: ['beta'] });
    state = reduce(state, pageShown('/map'));
    expect(state.showing).toBe('beta');
    // Shown elsewhere and the person follows a link to a card: it steps back and waits.
    state = reduce(state, pageShown('/share/xyz'));
    expect(state).toMatchObject({ showing: null, waiting: ['beta'] });
  });
});
