import type { User } from '../../shared/contracts/auth';
import type { UserState } from '../features/auth/user-slice';
import { onSessionEnded } from '../lib/http';
import { afterLoad, whenIdle } from '../lib/when-idle';

/**
 * Registers the offline service worker (`public/sw.js`, docs/decisions/009) in production builds,
 * at the first idle moment after the page has loaded, and keeps it told whose data it may keep: the person signed
 * in, and when they log out. Its personal cache (their roadmaps and today's missions) is emptied
 * when a different person signs in or the person logs out, so one person's data never shows to
 * another on a shared browser.
 */
const SERVICE_WORKER_URL = '/sw.js';

type WorkerMessage = { type: 'user'; user: User } | { type: 'signed-out' } | { type: 'page-loaded'; assets: string[] };

interface UserSource {
  getState(): { user: UserState };
  subscribe(listener: () => void): () => void;
}

function post(message: WorkerMessage): void {
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message));
}

/** What the change from `before` to `after` means for the worker, if anything. */
export function messageForUserChange(before: UserState, after: UserState): WorkerMessage | undefined {
  const { user } = after;
  if (user !== null) return user.id === before.user?.id ? undefined : { type: 'user', user };
  // Signed out by the person (log-out, withdrawal). A failed session check (offline, say) sets
  // `checkError` and says nothing about who uses this browser: the cache stays for the offline visit.
  if (before.user !== null && after.checkError === null) return { type: 'signed-out' };
  return undefined;
}

/**
 * The same-origin hashed files this page loaded before the worker could see them, and the style
 * sheets its HTML carries inline (each marked by a disabled link, src/server/plugins/web/page-html.ts):
 * those were never fetched, yet a page opened later from the app shell, offline, asks for them.
 */
function loadedAssets(): string[] {
  const fetched = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
  const inline = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')]
    .map((link) => new URL(link.href))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
  return [...new Set([...fetched, ...inline])];
}

function servedFromCopy(): boolean {
  return document.querySelector('meta[name="jinro-saved-copy"]') !== null;
}

export function startServiceWorker(store: UserSource): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Listening from the start, not from the registration: a log-out or a sign-in before the
  // worker is registered still reaches it (`post` waits for it to be ready).
  let before = store.getState().user;
  let toldUserId: string | null = null;
  const tell = (message: WorkerMessage) => {
    if (message.type === 'user') toldUserId = message.user.id;
    if (message.type === 'signed-out') toldUserId = null;
    post(message);
  };
  store.subscribe(() => {
    const after = store.getState().user;
    if (after === before) return;
    const message = messageForUserChange(before, after);
    before = after;
    if (message) tell(message);
  });
  // Any API call's 401 means the session is gone (log-out on another device, expiry): the
  // worker empties the personal cache, whatever the page still shows.
  onSessionEnded(() => tell({ type: 'signed-out' }));
  const start = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL).then(
      () => {
        const { user, checkError } = store.getState().user;
        if (user && user.id !== toldUserId) tell({ type: 'user', user });
        // This load knows nobody is signed in (the server rendered it for a visitor, or no session
        // was there to check): nothing of whoever used the browser before may stay offline. Not
        // from a copy the worker served offline, which says nothing about the session now.
        else if (!user && checkError === null && navigator.onLine && !servedFromCopy()) tell({ type: 'signed-out' });
        post({ type: 'page-loaded', assets: loadedAssets() });
      },
      () => undefined, // No worker (private mode, a blocked file): the app works as it did online.
    );
  };
  // Not at `load` itself: the worker's install fetches the shell and every file it names and
  // writes them to its caches, which competed with the page's own first work (hydration, a long
  // list's later cards) on a phone's two cores. At the first idle moment that work is done.
  afterLoad(() => whenIdle(start));
}
