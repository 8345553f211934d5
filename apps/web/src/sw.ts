/// <reference lib="webworker" />
/**
 * The service worker (issue #14 item 9), built by vite-plugin-pwa's injectManifest into /sw.js:
 * - the app shell (index.html and every built asset) is precached, so /app/* opens offline;
 * - navigations go to the network first, so an online visit always gets the newest build, and only /app/* falls
 *   back to the precached shell (the landing, /api, /uploads and /dev never do);
 * - the signed-in user and their tickets (with the matches, room code and region they show) are kept from their
 *   last answer, so a ticket opened once reads offline; they are dropped when the session ends or changes hands;
 * - a new build waits until the page's "Reload" sends SKIP_WAITING (registerType 'prompt');
 * - pushes are shown, and a click opens their page.
 */
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { CLIENT_TYPE_HEADER } from '@clutch/contract/client-type';
import { API_CACHE, OFFLINE_API_PATTERNS, PUSH_SUBSCRIPTIONS_PATH, SESSION_PATH } from './lib/pwa/offline-api.ts';
import { isOwnPath, PUSH_FALLBACK_URL, readPushMessage } from './lib/pwa/push-message.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const SHELL = '/index.html';
/** Where the language of the last page the server sent is kept, for the offline shell's `<html lang>`. */
const PAGE_CACHE = 'clutch-page';
const PAGE_LANG_KEY = '/__clutch/page-lang';
/** Where the API cache remembers whose data it holds. */
const API_USER_KEY = '/__clutch/api-user';
/** A navigation slower than this gets the cached shell (a "lie-fi" connection is as good as none). */
const NAVIGATION_TIMEOUT_MS = 6000;

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();
cleanupOutdatedCaches();

// ---- Navigations: network first; /app/* falls back to the precached shell. ----

const isAppPath = (pathname: string) => pathname === '/app' || pathname.startsWith('/app/');

async function rememberPageLang(response: Response) {
  const lang = /<html[^>]*\slang="([^"]+)"/.exec(await response.text())?.[1];
  if (lang) await (await caches.open(PAGE_CACHE)).put(PAGE_LANG_KEY, new Response(lang));
}

/** The precached index.html in the language the server last chose for this browser (it writes `<html lang>`). */
async function offlineShell(): Promise<Response> {
  const shell = await matchPrecache(SHELL);
  if (!shell) return Response.error();
  const lang = await (await caches.open(PAGE_CACHE)).match(PAGE_LANG_KEY).then((r) => r?.text());
  const html = await shell.text();
  return new Response(lang ? html.replace(/(<html[^>]*\slang=")[^"]*"/, `$1${lang}"`) : html, {
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

// Only /app/* is the worker's to answer; any other page (the landing, /legal, /dev/outbox) goes to the network as if
// there were no worker. The precache route has no directory index, so it never answers `/` either.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isAppPath(url.pathname),
  async ({ request, event }) => {
    try {
      const response = await withTimeout(fetch(request), NAVIGATION_TIMEOUT_MS);
      if (response.ok && (response.headers.get('content-type') ?? '').startsWith('text/html')) {
        event.waitUntil(rememberPageLang(response.clone()));
      }
      return response;
    } catch {
      return offlineShell();
    }
  },
);

precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });

// ---- The signed-in user's data that must read offline: network first, their last answer otherwise. ----

/** The session answer decides whose data the cache may hold: none after a 401, only the current user's otherwise. */
const oneUserOnly: WorkboxPlugin = {
  async fetchDidSucceed({ request, response }) {
    if (new URL(request.url).pathname !== SESSION_PATH) return response;
    if (response.status === 401) {
      await caches.delete(API_CACHE);
    } else if (response.ok) {
      const userId = await response
        .clone()
        .json()
        .then((body: { user?: { id?: string } }) => body.user?.id ?? null)
        .catch(() => null);
      const cache = await caches.open(API_CACHE);
      const holder = await cache.match(API_USER_KEY).then((r) => r?.text());
      if (holder !== userId) {
        await caches.delete(API_CACHE);
        if (userId) await (await caches.open(API_CACHE)).put(API_USER_KEY, new Response(userId));
      }
    }
    return response;
  },
};

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && request.method === 'GET' && OFFLINE_API_PATTERNS.some((p) => p.test(url.pathname)),
  new NetworkFirst({ cacheName: API_CACHE, networkTimeoutSeconds: 6, matchOptions: { ignoreVary: true }, plugins: [oneUserOnly] }),
);

// ---- Web push. ----

self.addEventListener('push', (event) => {
  const push = readPushMessage(event.data);
  event.waitUntil(
    self.registration.showNotification(push.title, {
      body: push.body,
      icon: '/icons/icon-192.png',
      data: { url: push.url },
      ...(push.tag ? { tag: push.tag } : {}),
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data as { url?: unknown } | null)?.url;
  const target = new URL(isOwnPath(path) ? path : PUSH_FALLBACK_URL, self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = windows.find((w) => w.url === target.href);
      if (same) return void (await same.focus());
      const app = windows.find((w) => isAppPath(new URL(w.url).pathname));
      if (app) {
        const focused = await app.focus();
        if (await focused.navigate(target.href).catch(() => null)) return;
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});

/** The browser renewed the subscription: hand the new one to the server for the signed-in user (the old one 410s). */
self.addEventListener('pushsubscriptionchange', (event) => {
  const change = event as ExtendableEvent & { oldSubscription?: PushSubscription | null; newSubscription?: PushSubscription | null };
  change.waitUntil(
    (async () => {
      const subscription =
        change.newSubscription ??
        (change.oldSubscription?.options.applicationServerKey
          ? await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: change.oldSubscription.options.applicationServerKey })
          : null);
      if (!subscription) return;
      await fetch(PUSH_SUBSCRIPTIONS_PATH, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', [CLIENT_TYPE_HEADER]: 'web' },
        body: JSON.stringify(subscription.toJSON()),
      }).catch(() => undefined);
    })(),
  );
});
