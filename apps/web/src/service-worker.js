// Service worker of the installable web app (issue 9). Built into dist/sw.js by the
// 'service-worker' plugin of vite.config.ts, which fills in the shell files and the version.
//
// - The shell (/index.html, the entry scripts and styles, icons, manifest) is cached at install;
//   offline, every page opens on it. Not '/', which the server writes as the welcome page (ADR 0030).
// - Hashed files under /assets/ are cached the first time a page loads them (they never change),
//   so the pages already seen open offline.
// - GET /api/* JSON answers: network first; offline, the last answer read with the same session
//   token (the cache key holds a hash of it, and the app empties the cache at login and logout)
//   and, before login, for the same association (the X-Association header, issue 21).
// - POST, PUT, DELETE are never answered here: they go to the network or fail. Nothing is queued.

const VERSION = '__VERSION__';
const SHELL = self.__PRECACHE__;
const SHELL_CACHE = `quartier-shell-${VERSION}`;
const ASSET_CACHE = `quartier-assets-${VERSION}`;
const API_CACHE = 'quartier-api';
const OFFLINE_COPY_HEADER = 'x-quartier-copie-locale';
// ASSOCIATION_HEADER of @quartier/shared (this file is copied as is, it imports nothing).
const ASSOCIATION_HEADER = 'x-association';
// The app's frame that every page opens on offline. Asked by the page itself, it goes to the network:
// lib/new-version.ts compares the server's entry script with the tab's.
const OFFLINE_SHELL = '/index.html';
// Answers that must come from the server or not at all.
const NEVER_CACHED = ['/api/auth/csrf', '/api/health'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('quartier-') && ![SHELL_CACHE, ASSET_CACHE, API_CACHE].includes(name))
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/')) {
    if (!NEVER_CACHED.includes(url.pathname)) event.respondWith(networkFirst(request));
    return;
  }
  if (request.mode === 'navigate') {
    // The app's frame, never a page the server wrote (ADR 0030): it fits every address.
    event.respondWith(
      fetch(request).catch(() => caches.match(OFFLINE_SHELL, { cacheName: SHELL_CACHE }).then(orError)),
    );
    return;
  }
  if (url.pathname.startsWith('/assets/') || (SHELL.includes(url.pathname) && url.pathname !== OFFLINE_SHELL))
    event.respondWith(cacheFirst(request));
});

function orError(response) {
  return response ?? Response.error();
}

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(ASSET_CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

/**
 * The cache key of an API answer: its address under the hash of the session token, and the
 * association the call named, if any: offline, /a/<slug>/login never shows another association.
 */
async function keyOf(request) {
  const token = request.headers.get('authorization') ?? 'anonyme';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  const hash = [...new Uint8Array(digest)]
    .slice(0, 16)
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
  const url = new URL(request.url);
  const association = request.headers.get(ASSOCIATION_HEADER);
  const scope = association ? `/__association-${encodeURIComponent(association)}` : '';
  return `${url.origin}/__session-${hash}${scope}${url.pathname}${url.search}`;
}

// The answers that came with a page the server wrote (ADR 0030 step 2), sent by the app
// (lib/network.ts keepAnswersOffline): kept as if they had passed through here.
self.addEventListener('message', (event) => {
  const data = event.data;
  if (event.origin !== self.location.origin || data?.type !== 'quartier-reponses-de-la-page') return;
  if (typeof data.token !== 'string' || !Array.isArray(data.answers)) return;
  event.waitUntil(
    caches.open(API_CACHE).then((cache) =>
      Promise.all(
        data.answers
          .filter((answer) => typeof answer?.path === 'string' && answer.path.startsWith('/api/'))
          .filter((answer) => !NEVER_CACHED.includes(answer.path) && typeof answer.body === 'string')
          .map(async (answer) => {
            const request = new Request(answer.path, { headers: { authorization: `Bearer ${data.token}` } });
            const response = new Response(answer.body, { headers: { 'content-type': 'application/json' } });
            await cache.put(await keyOf(request), response);
          }),
      ),
    ),
  );
});

async function networkFirst(request) {
  const key = await keyOf(request);
  try {
    const response = await fetch(request);
    const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
    if (response.ok && isJson) {
      const cache = await caches.open(API_CACHE);
      await cache.put(key, response.clone());
    }
    return response;
  } catch (error) {
    const cached = await caches.match(key, { cacheName: API_CACHE });
    if (!cached) throw error;
    const headers = new Headers(cached.headers);
    headers.set(OFFLINE_COPY_HEADER, '1');
    return new Response(cached.body, { status: cached.status, statusText: cached.statusText, headers });
  }
}
