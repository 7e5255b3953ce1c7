// @ts-check
/// <reference lib="webworker" />
/**
 * The installed app's service worker (docs/decisions/008-hand-written-service-worker.md).
 *
 * - Navigations: network first; a good answer is kept as the last copy of that page, and offline
 *   the last copy is shown, else the app shell (`/index.html`, rendered in the browser), else a
 *   short Korean page that says the network is off.
 * - The signed-in person's roadmaps and today's missions (pages and their GET API calls, and the
 *   session check the shell needs) are kept in a cache of their own, emptied when the page tells
 *   us that the person logged out or someone else logged in. No other personal answer
 *   (`Cache-Control: private` or `no-store`) is ever kept.
 * - Hashed files under `/assets/` never change: cache first.
 * - Writes (`POST`, `PUT`, `PATCH`, `DELETE` to `/api/`) that cannot reach the server are answered
 *   with a 503 whose message says to try again online: never lost silently.
 */
const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

const VERSION = 'v1';
const SHELL_CACHE = `jinro-shell-${VERSION}`;
const ASSET_CACHE = `jinro-assets-${VERSION}`;
const PERSONAL_CACHE = `jinro-personal-${VERSION}`;
const CACHES = [SHELL_CACHE, ASSET_CACHE, PERSONAL_CACHE];
const SHELL_URL = '/index.html';
/** Whose answers the personal cache holds: a synthetic entry with the user's id. */
const OWNER_KEY = '/__sw/owner';

const OFFLINE_WRITE_MESSAGE = '지금은 인터넷에 연결되어 있지 않아요. 인터넷에 연결되면 다시 시도해 주세요.';

/** The person's own pages kept for offline: their roadmaps (and what is inside one), today's missions. */
const PERSONAL_PAGES = [/^\/roadmaps\/?$/, /^\/roadmap\/[0-9a-f-]{36}(\/.*)?$/, /^\/roadmap\/mission-market\/random\/?$/];
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

sw.addEventListener('message', (event) => {
  const data = event.data ?? {};
  // `user`: who the page says is signed in (null when not known, e.g. offline: nothing changes).
  // `signed-out`: the person logged out; nothing of theirs stays.
  const work =
    data.type === 'user' && typeof data.id === 'string'
      ? setOwner(data.id)
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
  if (request.method !== 'GET') {
    if (url.pathname.startsWith('/api/')) event.respondWith(writeOrRefuse(request));
    return;
  }
  if (request.mode === 'navigate') event.respondWith(navigate(request, url));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
  else if (matches(PERSONAL_API, url.pathname)) event.respondWith(networkFirst(request, PERSONAL_CACHE, true));
  else if (!url.pathname.startsWith('/api/') && url.pathname !== '/sw.js')
    event.respondWith(networkFirst(request, SHELL_CACHE, false));
});

async function writeOrRefuse(/** @type {Request} */ request) {
  try {
    return await fetch(request);
  } catch {
    const body = { error: { code: 'SERVICE_UNAVAILABLE', message: OFFLINE_WRITE_MESSAGE } };
    return new Response(JSON.stringify(body), {
      status: 503,
      headers: { 'content-type': 'application/json; charset=utf-8', 'x-offline': '1' },
    });
  }
}

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
    if (response.status === 200 && (personal || !isPrivate(response))) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(request, { ignoreVary: true });
    if (kept) return kept;
    throw error;
  }
}

async function navigate(/** @type {Request} */ request, /** @type {URL} */ url) {
  const personal = matches(PERSONAL_PAGES, url.pathname);
  try {
    return await networkFirst(request, personal ? PERSONAL_CACHE : SHELL_CACHE, personal);
  } catch {
    const kept =
      (await caches.match(request, { ignoreVary: true, cacheName: personal ? PERSONAL_CACHE : SHELL_CACHE })) ??
      (await caches.match(SHELL_URL, { cacheName: SHELL_CACHE }));
    return kept ?? offlinePage();
  }
}

function offlinePage() {
  const html = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>인터넷에 연결되어 있지 않아요 | 진로의 시간</title></head><body><main><h1>인터넷에 연결되어 있지 않아요</h1><p>이 페이지는 아직 저장되지 않았어요. 인터넷에 연결되면 다시 시도해 주세요.</p></main></body></html>`;
  return new Response(html, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8' } });
}
