/**
 * Croupier's service worker: makes the site installable and keeps it presentable offline.
 *
 * - App shell (the hashed build files: scripts, styles, fonts): cache first; a hashed file
 *   never changes.
 * - Icons, the manifest and art (promo and brand art, game and provider images): served from
 *   the cache while a fresh copy is fetched, at most STATIC_MAX_ENTRIES kept.
 * - Pages: always the network; when it fails, the offline page of the page's language.
 * - Everything else, above all /api/* (balances, payments, the profile), data requests and the
 *   route manifest: network only, never stored. Money and personal data must never be answered
 *   from a cache.
 *
 * Plain JavaScript served as is from the site root, so that its scope is the whole site.
 */
const SHELL_CACHE = 'croupier-shell-v1';
const STATIC_CACHE = 'croupier-static-v1';
/** Also written by the page (lib/pwa/pwa-runtime.ts), which adds its own language's page. */
const OFFLINE_CACHE = 'croupier-offline-v1';
const CACHES = [SHELL_CACHE, STATIC_CACHE, OFFLINE_CACHE];
const OFFLINE_PATH = '/offline';
const STATIC_MAX_ENTRIES = 300;

const SHELL_PATHS = [/^\/assets\//];
const STATIC_PATHS = [
  /^\/icons\//,
  /^\/favicon\.svg$/,
  /^\/manifest\.webmanifest$/,
  /^\/art\//,
  /^\/media\//,
];
/**
 * Left to the browser entirely, even as pages (an OAuth redirect, a statement download): the
 * API, the game provider's frames and the payment provider's pages.
 */
const UNTOUCHED_PATHS = [/^\/api\//, /^\/provider\//, /^\/sandbox\//];
/** A locale prefix, as routes.ts takes it: two letters, or two letters, a dash and two. */
const LOCALE_SEGMENT = /^[a-z]{2}(-[a-z]{2})?$/i;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(OFFLINE_CACHE)
      .then((cache) => cache.add(OFFLINE_PATH))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => !CACHES.includes(name)).map((n) => caches.delete(n))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (UNTOUCHED_PATHS.some((path) => path.test(url.pathname))) return;
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => offlinePage(url)));
    return;
  }
  if (SHELL_PATHS.some((path) => path.test(url.pathname))) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (STATIC_PATHS.some((path) => path.test(url.pathname))) {
    event.respondWith(staleWhileRevalidate(request, event));
  }
  // Anything else (*.data, /__manifest, the live channel) goes to the network untouched.
});

async function cacheFirst(request) {
  const cached = await caches.match(request, { cacheName: SHELL_CACHE });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    await caches.open(SHELL_CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

async function staleWhileRevalidate(request, event) {
  const cache = await caches.open(STATIC_CACHE);
  const cached = await cache.match(request);
  const fresh = fetch(request).then(async (response) => {
    if (response.ok) {
      await cache.put(request, response.clone());
      await trimStatic(cache);
    }
    return response;
  });
  if (!cached) return fresh;
  event.waitUntil(fresh.catch(() => undefined));
  return cached;
}

/** Drops the oldest entries beyond the cap (keys come back in insertion order). */
async function trimStatic(cache) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, -STATIC_MAX_ENTRIES).map((key) => cache.delete(key)));
}

/** The offline page in the language of the page that failed, else in the default language. */
async function offlinePage(url) {
  const cache = await caches.open(OFFLINE_CACHE);
  const segment = url.pathname.split('/')[1] ?? '';
  const localized = LOCALE_SEGMENT.test(segment)
    ? await cache.match(`/${segment.toLowerCase()}${OFFLINE_PATH}`)
    : undefined;
  return localized ?? (await cache.match(OFFLINE_PATH)) ?? Response.error();
}
