// @ts-check
/// <reference lib="webworker" />
/**
 * The installed app's service worker (docs/decisions/009-hand-written-service-worker.md).
 *
 * - Navigations to the start page and to the pages below: network first; a good answer is kept
 *   as the last copy of that page, and offline the last copy is shown, else the app shell
 *   (`/index.html`, rendered in the browser), else a short Korean page that says the network is
 *   off. Other navigations are not touched.
 * - The signed-in person's roadmaps and today's missions (pages and their GET API calls, and the
 *   session check the shell needs) are kept in a cache of their own, emptied when the page tells
 *   us that the person logged out or someone else logged in. No other personal answer
 *   (`Cache-Control: private` or `no-store`) is ever kept.
 * - Hashed files under `/assets/` never change: cache first.
 * - Writes are not touched (nor are other API calls): the page's HTTP client refuses a write made
 *   offline with a message that says to try again online. Leaving them alone also keeps them
 *   visible to whatever watches the page's requests (a test's `page.route`, DevTools).
 */
const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

const VERSION = 'v1';
const SHELL_CACHE = `jinro-shell-${VERSION}`;
const ASSET_CACHE = `jinro-assets-${VERSION}`;
const PERSONAL_CACHE = `jinro-personal-${VERSION}`;
/** Pages anyone may see, as visited: apart from the shell's files, so a page's images never push them out. */
const PAGE_CACHE = `jinro-pages-${VERSION}`;
const CACHES = [SHELL_CACHE, ASSET_CACHE, PERSONAL_CACHE, PAGE_CACHE];
const SHELL_URL = '/index.html';
/** Whose answers the personal cache holds: a synthetic entry with the user's id. */
const OWNER_KEY = '/__sw/owner';
const CHECK_URL = '/api/auth/check';
/** The manifest's `start_url`: the installed app opens here, offline too. */
const START_PATH = '/';

/** The person's own pages kept for offline: their roadmaps (and what is inside one), today's missions. */
const PERSONAL_PAGES = [/^\/roadmaps\/?$/, /^\/roadmap\/[0-9a-f-]{36}(\/.*)?$/, /^\/roadmap\/mission-market\/random\/?$/];
/**
 * Pages anyone may see, kept as visited so they open offline (with a note that they may be old).
 * Not the assessment steps (a reload's request must not overtake their last autosave, see
 * `fetch` below), not sign-in pages, not shared cards (they can be revoked).
 */
const PUBLIC_PAGES = [
  /^\/map(\/[^/]+)?\/?$/,
  /^\/job-rec\/?$/,
  /^\/job-exp\/[^/]+\/?$/,
  /^\/job-browser(\/[^/]+)?\/?$/,
  /^\/(stories|articles)(\/[^/]+)?\/?$/,
  /^\/roadmap\/sample\/?$/,
  /^\/roadmap\/mission-market(\/(category|search)(\/.*)?)?\/?$/,
  /^\/(privacy-policy|service-terms|ad|test)\/?$/,
];
/** The GET API calls behind those pages, and the session check the shell starts with. */
const PERSONAL_API = [/^\/api\/user-roadmap(\/.*)?$/, /^\/api\/missions\/(daily|random)$/, /^\/api\/auth\/check$/];

const matches = (/** @type {RegExp[]} */ patterns, /** @type {string} */ pathname) =>
  patterns.some((pattern) => pattern.test(pathname));

/** Whether an answer says only this person's browser may keep it. */
function isPrivate(/** @type {Response} */ response) {
  return /\b(private|no-store)\b/i.test(response.headers.get('cache-control') ?? '');
}

sw.addEventListener('install', (event) => {
  event.waitUntil(refreshShell().then(() => sw.skipWaiting()));
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith('jinro-') && !CACHES.includes(name)) await caches.delete(name);
      await sw.clients.claim();
    })(),
  );
});

/** Keeps the current app shell and the files it loads, so any page can start offline. */
async function refreshShell() {
  try {
    const response = await fetch(SHELL_URL, { cache: 'no-cache' });
    if (!response.ok) return;
    const html = await response.clone().text();
    await (await caches.open(SHELL_CACHE)).put(SHELL_URL, response);
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1] ?? '');
    await cacheAssets(assets);
  } catch {
    // Offline while installing: the next page load asks again.
  }
}

async function cacheAssets(/** @type {string[]} */ urls) {
  const cache = await caches.open(ASSET_CACHE);
  await Promise.all(
    urls
      .filter((url) => new URL(url, sw.location.origin).pathname.startsWith('/assets/'))
      .map(async (url) => {
        if (await cache.match(url)) return;
        const response = await fetch(url).catch(() => undefined);
        if (response?.ok) await cache.put(url, response);
      }),
  );
}

/** Empties the personal cache unless it already belongs to `owner` (then it is kept). */
async function setOwner(/** @type {string | null} */ owner) {
  const cache = await caches.open(PERSONAL_CACHE);
  const current = await cache.match(OWNER_KEY).then((response) => response?.text());
  if (current === (owner ?? '')) return;
  await caches.delete(PERSONAL_CACHE);
  await (await caches.open(PERSONAL_CACHE)).put(OWNER_KEY, new Response(owner ?? ''));
}

/**
 * The person the page says is signed in becomes the cache's owner, and their session check's
 * answer (`GET /api/auth/check`, the page's own copy of it) is kept: a page started offline from
 * the shell asks it first, and without it would show the person as logged out.
 */
async function setUser(/** @type {{ id: string }} */ user) {
  await setOwner(user.id);
  const check = new Response(JSON.stringify({ data: { user } }), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
  await (await caches.open(PERSONAL_CACHE)).put(CHECK_URL, check);
  await keepPersonalLists(user.id);
}

/**
 * The person's roadmap list and today's missions, asked for now and kept. A page rendered on the
 * server (the signed-in home at `/`) carries them in its HTML, so the app shows them without
 * asking the API, and a roadmaps page reached from there would find nothing kept offline.
 * An answer is kept only while `owner` still owns the cache (they may log out meanwhile).
 */
const PERSONAL_LISTS = ['/api/user-roadmap', '/api/missions/daily'];

async function keepPersonalLists(/** @type {string} */ owner) {
  await Promise.all(
    PERSONAL_LISTS.map(async (url) => {
      const response = await fetch(url, { credentials: 'same-origin', cache: 'no-store' }).catch(() => undefined);
      if (response?.status !== 200) return;
      const cache = await caches.open(PERSONAL_CACHE);
      if ((await cache.match(OWNER_KEY).then((kept) => kept?.text())) !== owner) return;
      await cache.put(url, response);
    }),
  );
}

sw.addEventListener('message', (event) => {
  const data = event.data ?? {};
  // `user`: who the page says is signed in (never sent when unknown, e.g. a check failed offline).
  // `signed-out`: the person logged out; nothing of theirs stays.
  const work =
    data.type === 'user' && typeof data.user?.id === 'string'
      ? setUser(data.user)
      : data.type === 'signed-out'
        ? setOwner(null)
        : data.type === 'page-loaded' && Array.isArray(data.assets)
          ? Promise.all([cacheAssets(data.assets.filter((/** @type {unknown} */ url) => typeof url === 'string')), refreshShell()])
          : undefined;
  if (!work) return;
  event.waitUntil(
    work.then(() => {
      if (typeof data.reply === 'string') event.source?.postMessage({ type: data.reply });
    }),
  );
});

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin) return;
  // Writes go straight to the network: offline, the page's HTTP client refuses them with a message
  // (`OFFLINE_ERROR_MESSAGE` in src/client/lib/http.ts), so nothing is lost without a word.
  if (request.method !== 'GET') return;
  // Only the pages kept for offline are answered here: any other navigation goes to the network
  // as if there were no worker. (Answering every navigation changed when a reload's request left
  // against the old page's last autosave (`keepalive`), and the assessment journey lost answers.)
  if (request.mode === 'navigate') {
    if (url.pathname === START_PATH || matches(PERSONAL_PAGES, url.pathname) || matches(PUBLIC_PAGES, url.pathname))
      event.respondWith(navigate(request, url));
  }
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
  else if (matches(PERSONAL_API, url.pathname)) event.respondWith(networkFirst(request, PERSONAL_CACHE, true));
  else if (!url.pathname.startsWith('/api/') && url.pathname !== '/sw.js')
    event.respondWith(networkFirst(request, SHELL_CACHE, false));
});

async function cacheFirst(/** @type {Request} */ request) {
  const cache = await caches.open(ASSET_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/**
 * The network's answer, kept when it is good and may be kept (`personal`: the listed answers for
 * the signed-in person; otherwise only answers anyone may see); offline, the last good copy.
 */
async function networkFirst(/** @type {Request} */ request, /** @type {string} */ cacheName, /** @type {boolean} */ personal) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (endsSession(request, response)) {
      await setOwner(null);
      return response;
    }
    if (response.status === 200 && (personal || !isPrivate(response))) {
      await cache.put(request, response.clone());
      await trim(cache);
    }
    return response;
  } catch (error) {
    const kept = await cache.match(request, { ignoreVary: true });
    if (kept) return kept;
    throw error;
  }
}

/** Pages and answers kept per cache: the oldest kept go first (a copy put again counts as new). */
const MAX_KEPT = 80;
const ALWAYS_KEPT = new Set([SHELL_URL, OWNER_KEY, CHECK_URL]);

async function trim(/** @type {Cache} */ cache) {
  const keys = (await cache.keys()).filter((key) => !ALWAYS_KEPT.has(new URL(key.url).pathname));
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_KEPT)).map((key) => cache.delete(key)));
}

/**
 * A page: from the network, and kept (a page anyone may see in the shared cache; a signed-in
 * person's copy, `private`, in the personal cache while someone owns it; never their home `/`).
 * Offline: the last copy, marked so the page says it may be old; else the app shell; else a note.
 */
async function navigate(/** @type {Request} */ request, /** @type {URL} */ url) {
  try {
    const response = await fetch(request);
    // The server rendered the page for a visitor: this browser's session is gone (log-out on
    // another device, expiry), so nothing of the last person may stay.
    if (!isPrivate(response) && /\bpublic\b/i.test(response.headers.get('cache-control') ?? '')) await setOwner(null);
    if (response.status === 200) await keepPage(request, url, response.clone());
    return response;
  } catch {
    const kept =
      (await caches.match(request, { ignoreVary: true, cacheName: PERSONAL_CACHE })) ??
      (await caches.match(request, { ignoreVary: true, cacheName: PAGE_CACHE }));
    if (kept) return markedAsSaved(kept);
    return (await caches.match(SHELL_URL, { cacheName: SHELL_CACHE })) ?? offlinePage();
  }
}

async function keepPage(/** @type {Request} */ request, /** @type {URL} */ url, /** @type {Response} */ response) {
  const personal = matches(PERSONAL_PAGES, url.pathname);
  if (!isPrivate(response) && !personal) {
    const cache = await caches.open(PAGE_CACHE);
    await cache.put(request, response);
    await trim(cache);
    return;
  }
  if (url.pathname === START_PATH) return;
  const cache = await caches.open(PERSONAL_CACHE);
  const owner = await cache.match(OWNER_KEY).then((kept) => kept?.text());
  // A private page is kept only for the person the page said is signed in (personal pages as before).
  if (!personal && !owner) return;
  await cache.put(request, response);
  await trim(cache);
}

/** A kept page, with `<meta name="jinro-saved-copy">` (when it was kept) for the page's note that it may be old. */
async function markedAsSaved(/** @type {Response} */ kept) {
  const html = await kept.text();
  const savedAt = kept.headers.get('date') ?? '';
  const meta = `<meta name="jinro-saved-copy" content="${savedAt.replace(/[^\w ,:+-]/g, '')}">`;
  const headers = new Headers(kept.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(html.replace(/<head[^>]*>/i, (head) => `${head}${meta}`), { status: 200, headers });
}

/**
 * Whether an answer says this browser's session is gone: the session check or any other API call
 * answered 401. The personal cache is then emptied, whatever the page still thinks.
 */
function endsSession(/** @type {Request} */ request, /** @type {Response} */ response) {
  return response.status === 401 && new URL(request.url).pathname.startsWith('/api/');
}

function offlinePage() {
  const html = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>인터넷에 연결되어 있지 않아요 | 진로의 시간</title></head><body><main><h1>인터넷에 연결되어 있지 않아요</h1><p>이 페이지는 아직 저장되지 않았어요. 인터넷에 연결되면 다시 불러올게요.</p></main><script>addEventListener('online', () => location.reload());</script></body></html>`;
  return new Response(html, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

/**
 * The daily reminder of today's missions (src/server/modules/reminders): the server sends
 * `{ title, body, url }`. A tap opens `url` (today's missions); "알림 끄기" stops the reminders to
 * this browser at once, without a session: the subscription's own address names it.
 */
const REMINDER_TAG = 'daily-missions';
const DEFAULT_REMINDER_URL = '/roadmap/mission-market/random';

sw.addEventListener('push', (event) => {
  /** @type {{ title?: string, body?: string, url?: string }} */
  let payload = {};
  try {
    payload = event.data?.json() ?? {};
  } catch {
    // Not ours or not JSON: the default words.
  }
  const url = typeof payload.url === 'string' && payload.url.startsWith('/') ? payload.url : DEFAULT_REMINDER_URL;
  event.waitUntil(
    sw.registration.showNotification(payload.title ?? '오늘의 미션을 할 시간이에요', {
      body: payload.body ?? '오늘의 미션이 기다리고 있어요.',
      tag: REMINDER_TAG,
      icon: '/icons/icon-192.png',
      data: { url },
      // @ts-ignore -- `actions` is in the Notifications spec, not yet in TypeScript's lib.
      actions: [{ action: 'stop', title: '알림 끄기' }],
    }),
  );
});

sw.addEventListener('notificationclick', (event) => {
  event.waitUntil(answerReminderTap(event.notification, event.action));
});

/**
 * What a tap on the reminder does: "알림 끄기" stops the reminders; anywhere else opens the
 * notification's address (today's missions) in an open tab of the app, or a new one. A top-level
 * function, so the reminder journey (e2e/reminders.spec.ts) taps the notification the browser
 * shows, which no test can click in the system's notification area.
 * @param {Notification} notification
 * @param {string} action
 */
async function answerReminderTap(notification, action) {
  notification.close();
  if (action === 'stop') return stopReminders();
  const url = new URL(notification.data?.url ?? DEFAULT_REMINDER_URL, sw.location.origin).href;
  for (const client of await sw.clients.matchAll({ type: 'window', includeUncontrolled: true })) {
    if ('navigate' in client && client.url.startsWith(sw.location.origin)) {
      // A browser may refuse the focus (it grants it to a real tap only): the tab opens the address anyway.
      await client.focus().catch(() => undefined);
      await client.navigate(url);
      return;
    }
  }
  await sw.clients.openWindow(url);
}

async function stopReminders() {
  const subscription = await sw.registration.pushManager.getSubscription();
  if (!subscription) return;
  await fetch('/api/reminders/unsubscribe', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ endpoint: subscription.endpoint }),
  }).catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
}
