import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The product's notices (spec §4): the beta modal, the in-app-browser notice, the desktop welcome
 * notice and the feedback dialog. Each keeps the spec's own condition; this queue only decides
 * *when* one that is due shows, so that they never collide:
 *
 * - one at a time: a notice that is due waits while another shows;
 * - one per page: after a notice closes, the next waits for the next page, so the person reads
 *   the page they came for instead of closing one notice after another;
 * - in a fixed order when several are due at once (`NOTICE_ORDER`). The beta notice comes first
 *   because the server renders it into a first visit's HTML (docs/decisions/007); the feedback
 *   dialog last because it belongs to the recommendations page and is asked for only there.
 *
 * The layout renders the one showing (`app/shell/notice-host.tsx`); a notice that closes reports
 * `noticeClosed`, and one whose condition no longer holds is `noticeWithdrawn`.
 */
const NOTICE_ORDER = ['beta', 'inApp', 'welcome', 'feedback'] as const;
export type NoticeId = (typeof NOTICE_ORDER)[number];

export interface NoticesState {
  /** The notice on screen, if any. */
  showing: NoticeId | null;
  /** Notices that are due and wait their turn, in `NOTICE_ORDER`. */
  waiting: NoticeId[];
  /** The page (path) the person is on, once the browser has said so. */
  pathname: string | null;
  /** A notice was closed on this page: the next one waits for the next page. */
  closedOnThisPage: boolean;
}

/**
 * Pages on which no notice shows: a shared result card (`/share/{id}`) is often a stranger's
 * first page, and what they came to see; a due notice waits for their next page (issue 30).
 */
export function isQuietPage(pathname: string): boolean {
  return /^\/share\//i.test(pathname);
}

export const emptyNotices: NoticesState = { showing: null, waiting: [], pathname: null, closedOnThisPage: false };

/** The state a page starts from: the server renders the beta notice into a first visit's HTML. */
export function initialNotices({ beta }: { beta: boolean }): NoticesState {
  return { ...emptyNotices, showing: beta ? 'beta' : null };
}

const byOrder = (a: NoticeId, b: NoticeId) => NOTICE_ORDER.indexOf(a) - NOTICE_ORDER.indexOf(b);

function request(state: NoticesState, id: NoticeId) {
  if (state.showing === id || state.waiting.includes(id)) return;
  state.waiting.push(id);
  state.waiting.sort(byOrder);
}

function withdraw(state: NoticesState, id: NoticeId) {
  state.waiting = state.waiting.filter((waiting) => waiting !== id);
  if (state.showing === id) state.showing = null;
}

/** The next notice shows when none does, none was closed on this page and the page is not quiet. */
function advance(state: NoticesState) {
  if (state.showing !== null || state.closedOnThisPage) return;
  if (state.pathname !== null && isQuietPage(state.pathname)) return;
  state.showing = state.waiting.shift() ?? null;
}

export const noticesSlice = createSlice({
  name: 'notices',
  initialState: emptyNotices,
  reducers: {
    /** What this browser says is due, read once after the page has hydrated. */
    noticesChecked(state, action: PayloadAction<Partial<Record<NoticeId, boolean>>>) {
      for (const id of NOTICE_ORDER) {
        const due = action.payload[id];
        if (due === true) request(state, id);
        else if (due === false) withdraw(state, id);
      }
      advance(state);
    },
    noticeRequested(state, action: PayloadAction<NoticeId>) {
      request(state, action.payload);
      advance(state);
    },
    /** The notice is no longer due (its page was left, its condition stopped holding); no page is spent. */
    noticeWithdrawn(state, action: PayloadAction<NoticeId>) {
      withdraw(state, action.payload);
      advance(state);
    },
    /** The person closed the notice (or it closed itself): the next one waits for the next page. */
    noticeClosed(state, action: PayloadAction<NoticeId>) {
      if (state.showing !== action.payload) {
        withdraw(state, action.payload);
        return;
      }
      state.showing = null;
      state.closedOnThisPage = true;
    },
    /** The person is on `pathname`: a new page lets the next notice show. */
    pageShown(state, action: PayloadAction<string>) {
      if (state.pathname === action.payload) return;
      const first = state.pathname === null;
      state.pathname = action.payload;
      if (!first) state.closedOnThisPage = false;
      // A notice on screen steps back into the queue on a quiet page.
      if (isQuietPage(action.payload) && state.showing !== null) {
        state.waiting.unshift(state.showing);
        state.showing = null;
      }
      advance(state);
    },
  },
  selectors: {
    selectShowingNotice: (state) => state.showing,
  },
});

export const { noticesChecked, noticeRequested, noticeWithdrawn, noticeClosed, pageShown } = noticesSlice.actions;
export const { selectShowingNotice } = noticesSlice.selectors;
