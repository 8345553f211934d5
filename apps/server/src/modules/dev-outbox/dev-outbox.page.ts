import type { OutboxEntry } from '@clutch/contract/dev-outbox';
import { escapeHtml } from '../../lib/escape-html.ts';

export const OUTBOX_PAGE_PATH = '/dev/outbox';
export const OUTBOX_CSS_PATH = '/dev/outbox/outbox.css';

function decodeAttribute(value: string) {
  return value
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([\da-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The http(s) targets of the e-mail's links, in order, without duplicates. */
export function extractLinks(html: string): string[] {
  const links = new Set<string>();
  for (const match of html.matchAll(/<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)) {
    const href = decodeAttribute((match[1] ?? match[2] ?? match[3] ?? '').trim());
    if (/^https?:\/\//i.test(href)) links.add(href);
  }
  return [...links];
}

/**
 * The e-mail as the iframe's document. Links open in the top window: the frame is sandboxed without scripts
 * or same-origin access, so a link followed inside it would land in a tiny, script-less frame.
 */
function frameDocument(html: string) {
  const base = '<base target="_top">';
  return /<head\b[^>]*>/i.test(html) ? html.replace(/<head\b[^>]*>/i, (head) => head + base) : base + html;
}

function formatTime(iso: string) {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

function renderEntry(entry: OutboxEntry) {
  const subjectId = `mail-${escapeHtml(entry.id)}`;
  const subject = escapeHtml(entry.subject);
  const links = extractLinks(entry.html);
  const linkList = links.length
    ? `<div class="links"><p class="label">Links</p><ul>${links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('')}</ul></div>`
    : '';
  return `<article class="mail" aria-labelledby="${subjectId}">
  <header>
    <h2 id="${subjectId}">${subject}</h2>
    <dl>
      <div><dt>To</dt><dd>${escapeHtml(entry.to)}</dd></div>
      <div><dt>Sent</dt><dd><time datetime="${escapeHtml(entry.createdAt)}">${formatTime(entry.createdAt)}</time></dd></div>
    </dl>
  </header>
  <iframe title="HTML version of ${subject}" sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation" srcdoc="${escapeHtml(frameDocument(entry.html))}"></iframe>
  ${linkList}
  <details><summary>Text version</summary><pre>${escapeHtml(entry.text)}</pre></details>
</article>`;
}

function shell(title: string, content: string) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Clutch</title>
<link rel="stylesheet" href="${OUTBOX_CSS_PATH}">
</head>
<body>
${content}
</body>
</html>
`;
}

/**
 * What a visitor or a non-admin sees in production instead of the mails: who may read the outbox and how to
 * become them.
 */
export function renderOutboxRefusal(reason: 'signed-out' | 'not-admin', loginPath: string) {
  const what =
    reason === 'signed-out'
      ? `<p>This server does not deliver e-mail yet, so its messages wait here, readable by administrators only. <a href="${escapeHtml(loginPath)}">Sign in as an administrator</a>, then reload this page.</p>`
      : '<p>This server does not deliver e-mail yet, so its messages wait here, readable by administrators only. Your account is not an administrator.</p>';
  return shell(
    'Dev outbox',
    `<header class="top">
  <h1>Dev outbox</h1>
  ${what}
  <p>The server's operator grants the role with <code>npm run admin -- grant &lt;e-mail or nickname&gt;</code>, or sets <code>SMTP_URL</code> to send real e-mail.</p>
</header>`,
  );
}

/** The dev outbox page: server-rendered, no script, styles from OUTBOX_CSS_PATH so the app's CSP holds. */
export function renderOutboxPage(entries: OutboxEntry[], filter: { to?: string } = {}) {
  const to = filter.to?.trim() ?? '';
  const count = `${entries.length} e-mail${entries.length === 1 ? '' : 's'}${to ? ` to ${escapeHtml(to)}` : ''}`;
  const body = entries.length
    ? entries.map(renderEntry).join('\n')
    : `<p class="empty">${to ? `No e-mail to ${escapeHtml(to)} yet.` : 'No e-mail yet.'} Sign up or ask for a password code and it shows up here; reload the page to see it.</p>`;
  const jsonHref = `/api/dev/outbox${to ? `?to=${encodeURIComponent(to)}` : ''}`;
  return shell(
    'Dev outbox',
    `<header class="top">
  <h1>Dev outbox</h1>
  <p>Every e-mail Clutch sends while <code>SMTP_URL</code> is unset lands here, newest first. As JSON: <a href="${escapeHtml(jsonHref)}">${escapeHtml(jsonHref)}</a>.</p>
  <form method="get" action="${OUTBOX_PAGE_PATH}" role="search">
    <label for="to">Recipient</label>
    <input id="to" name="to" type="search" autocomplete="email" value="${escapeHtml(to)}" placeholder="player@example.com">
    <button type="submit">Filter</button>
    <a href="${OUTBOX_PAGE_PATH}">Show all</a>
  </form>
</header>
<main>
<p class="count" role="status">${count}</p>
${body}
</main>`,
  );
}
