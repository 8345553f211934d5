import type { OutboxEntry } from '@clutch/contract/dev-outbox';
import { expect, type APIRequestContext } from '@playwright/test';

/** The dev outbox, newest first; `to` filters by recipient (case-insensitive). */
export async function listOutbox(request: APIRequestContext, to?: string): Promise<OutboxEntry[]> {
  const res = await request.get('/api/dev/outbox', { params: to ? { to } : {} });
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
