import type { AuthResponse } from '@clutch/contract/auth';
import type { OutboxEntry } from '@clutch/contract/dev-outbox';
import { expect, type APIRequestContext } from '@playwright/test';
import { BASE_URL_ENV } from './server.ts';

/** The seeded administrator: in production the dev outbox is readable by administrators only. */
export const OUTBOX_READER = { email: 'admin@clutch.gg', password: 'clutch-demo' } as const;

let adminToken: Promise<string> | undefined;

/**
 * A session of the demo admin, opened once per worker with a plain fetch: through a page's request context
 * the session cookie would sign that page in as the admin.
 */
function readerToken(): Promise<string> {
  adminToken ??= (async () => {
    const res = await fetch(`${process.env[BASE_URL_ENV]}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-client-type': 'web' },
      body: JSON.stringify({ nickname: OUTBOX_READER.email, password: OUTBOX_READER.password }),
    });
    if (!res.ok) throw new Error(`Signing in as the outbox reader answered ${res.status}: ${await res.text()}`);
    return ((await res.json()) as AuthResponse).token;
  })();
  adminToken.catch(() => (adminToken = undefined));
  return adminToken;
}

/** The dev outbox as the demo admin reads it, newest first; `to` filters by recipient (case-insensitive). */
export async function listOutbox(request: APIRequestContext, to?: string): Promise<OutboxEntry[]> {
  const get = async () =>
    request.get('/api/dev/outbox', { params: to ? { to } : {}, headers: { authorization: `Bearer ${await readerToken()}` } });
  let res = await get();
  if (res.status() === 401) {
    // The session ended (a journey signed the admin out everywhere): open another.
    adminToken = undefined;
    res = await get();
  }
  expect(res.ok(), `GET /api/dev/outbox answered ${res.status()}`).toBe(true);
  return (await res.json()) as OutboxEntry[];
}

/**
 * Waits for an e-mail to `to` (optionally with a matching subject) that was not in the outbox before: pass
 * the ids seen earlier as `notIn`, or `since` to ignore older mail.
 */
export async function waitForEmail(
  request: APIRequestContext,
  to: string,
  opts: { subject?: string | RegExp; since?: Date; notIn?: string[]; timeoutMs?: number } = {},
): Promise<OutboxEntry> {
  const matches = (e: OutboxEntry) =>
    (opts.subject === undefined || (typeof opts.subject === 'string' ? e.subject.includes(opts.subject) : opts.subject.test(e.subject))) &&
    (opts.since === undefined || new Date(e.createdAt) >= opts.since) &&
    !opts.notIn?.includes(e.id);
  let found: OutboxEntry | undefined;
  await expect
    .poll(
      async () => {
        found = (await listOutbox(request, to)).find(matches);
        return found !== undefined;
      },
      { message: `an e-mail to ${to}${opts.subject ? ` with subject ${String(opts.subject)}` : ''}`, timeout: opts.timeoutMs ?? 10_000 },
    )
    .toBe(true);
  return found!;
}

function urlsOf(entry: OutboxEntry) {
  const fromHtml = [...entry.html.matchAll(/href\s*=\s*"([^"]+)"/gi)].map((m) => m[1]!.replaceAll('&amp;', '&'));
  const fromText = entry.text.match(/https?:\/\/[^\s<>"')]+/g) ?? [];
  return [...fromHtml, ...fromText].filter((u) => /^https?:\/\//.test(u));
}

/** The e-mail's verification link (the first link carrying a `token=`). */
export function verificationLink(entry: OutboxEntry): string {
  const link = urlsOf(entry).find((u) => /[?&]token=/.test(u));
  if (!link) throw new Error(`No verification link in the e-mail "${entry.subject}":\n${entry.text}`);
  return link;
}

/** The six-digit code in the e-mail. */
export function sixDigitCode(entry: OutboxEntry): string {
  const code = /\b(\d{6})\b/.exec(entry.text)?.[1] ?? /\b(\d{6})\b/.exec(entry.html.replace(/<[^>]+>/g, ' '))?.[1];
  if (!code) throw new Error(`No 6-digit code in the e-mail "${entry.subject}":\n${entry.text}`);
  return code;
}
