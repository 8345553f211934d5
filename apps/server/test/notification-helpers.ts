import type { LiveEvent, Notification, NotificationPage, NotificationSettings } from '@clutch/contract/notifications';
import { asc, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { notifications } from '../src/db/schema/index.ts';
import type { TestApp } from './test-app.ts';
import { WEB } from './test-app.ts';

type Who = { auth: Record<string, string> } | null;

/** The notification endpoints as their user calls them (Fastify's injected responses). */
export function notificationApi(t: TestApp) {
  const call = (who: Who, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, opts: { payload?: object; headers?: Record<string, string> } = {}) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { ...(who?.auth ?? WEB), ...opts.headers }, ...(opts.payload ? { payload: opts.payload } : {}) });
  return {
    call,
    list: (who: Who, query = '', headers?: Record<string, string>) => call(who, 'GET', `/notifications${query}`, { headers }),
    unread: (who: Who) => call(who, 'GET', '/notifications/unread-count'),
    read: (who: Who, id: string) => call(who, 'PATCH', `/notifications/${id}/read`),
    readAll: (who: Who) => call(who, 'POST', '/notifications/read-all'),
    remove: (who: Who, id: string) => call(who, 'DELETE', `/notifications/${id}`),
    clear: (who: Who) => call(who, 'DELETE', '/notifications'),
    settings: (who: Who) => call(who, 'GET', '/notifications/settings'),
    saveSettings: (who: Who, payload: object) => call(who, 'PUT', '/notifications/settings', { payload }),
    liveEvents: (who: Who) => call(who, 'GET', '/live-events'),
    async page(who: Who, query = '', headers?: Record<string, string>): Promise<NotificationPage> {
      const res = await call(who, 'GET', `/notifications${query}`, { headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<NotificationPage>();
    },
    async all(who: Who): Promise<Notification[]> {
      const res = await call(who, 'GET', '/notifications?limit=50');
      expect(res.statusCode, res.body).toBe(200);
      return res.json<NotificationPage>().items;
    },
    async unreadCount(who: Who): Promise<number> {
      const res = await call(who, 'GET', '/notifications/unread-count');
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ count: number }>().count;
    },
    async settingsOf(who: Who): Promise<NotificationSettings> {
      const res = await call(who, 'GET', '/notifications/settings');
      expect(res.statusCode, res.body).toBe(200);
      return res.json<NotificationSettings>();
    },
    async live(who: Who): Promise<LiveEvent[]> {
      const res = await call(who, 'GET', '/live-events');
      expect(res.statusCode, res.body).toBe(200);
      return res.json<LiveEvent[]>();
    },
  };
}

/** The stored notifications of these users (all of them when `type` is left out), oldest first. */
export async function storedFor(t: TestApp, userIds: string[], type?: string) {
  if (userIds.length === 0) return [];
  const rows = await t.app.ctx.db
    .select()
    .from(notifications)
    .where(inArray(notifications.userId, userIds))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
  return type ? rows.filter((r) => r.type === type) : rows;
}

/** Who holds a notification of `type` with this dedupe key, sorted (one entry per row, so a duplicate shows twice). */
export async function recipientsOf(t: TestApp, type: string, dedupeKey: string) {
  const rows = await t.app.ctx.db.select().from(notifications).where(eq(notifications.dedupeKey, dedupeKey));
  return rows
    .filter((r) => r.type === type)
    .map((r) => r.userId)
    .sort();
}

export const sorted = (ids: string[]) => [...ids].sort();
