import type { PushPayload } from '@clutch/contract/push';

/** Where a notification without a usable path of its own opens. */
export const PUSH_FALLBACK_URL = '/app/';

/** A path of this app (`/app/…`), never another origin (`//host`, `https:`). */
export const isOwnPath = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');

/**
 * A push's text as the service worker shows it (src/sw.ts), written without zod to keep the worker small: what a
 * malformed or foreign push lacks is filled in, and only a path of this app is ever opened.
 */
export function readPushMessage(data: { json(): unknown; text(): string } | null): PushPayload {
  let raw: Partial<Record<keyof PushPayload, unknown>> = {};
  try {
    const parsed = data?.json();
    if (parsed && typeof parsed === 'object') raw = parsed as typeof raw;
  } catch {
    raw = { body: data?.text() };
  }
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    title: text(raw.title) || 'Clutch',
    body: text(raw.body),
    url: isOwnPath(raw.url) ? raw.url : PUSH_FALLBACK_URL,
    ...(typeof raw.tag === 'string' && raw.tag ? { tag: raw.tag } : {}),
  };
}
