import type { OutboxEntry } from '@clutch/contract/dev-outbox';
import type { Locale } from '@clutch/contract/locales';
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

const code = (text: string) => `<code>${text}</code>`;
const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${text}</a>`;

/** The page's words in each language. Values arrive escaped; the functions return HTML. */
const TEXT: Record<
  Locale,
  {
    title: string;
    signedOut: (login: string) => string;
    notAdmin: string;
    howToGrant: string;
    intro: (json: string) => string;
    recipient: string;
    filter: string;
    showAll: string;
    examplePlayer: string;
    count: (n: number, to: string) => string;
    empty: (to: string) => string;
    links: string;
    to: string;
    sent: string;
    htmlVersion: (subject: string) => string;
    textVersion: string;
  }
> = {
  en: {
    title: 'Dev outbox',
    signedOut: (login) =>
      `This server does not deliver e-mail yet, so its messages wait here, readable by administrators only. ${link(login, 'Sign in as an administrator')}, then reload this page.`,
    notAdmin: 'This server does not deliver e-mail yet, so its messages wait here, readable by administrators only. Your account is not an administrator.',
    howToGrant: `The server's operator grants the role with ${code('npm run admin -- grant &lt;e-mail or nickname&gt;')}, or sets ${code('SMTP_URL')} to send real e-mail.`,
    intro: (json) => `Every e-mail Clutch sends while ${code('SMTP_URL')} is unset lands here, newest first. As JSON: ${link(json, escapeHtml(json))}.`,
    recipient: 'Recipient',
    filter: 'Filter',
    showAll: 'Show all',
    examplePlayer: 'player@example.com',
    count: (n, to) => `${n} e-mail${n === 1 ? '' : 's'}${to ? ` to ${to}` : ''}`,
    empty: (to) => `${to ? `No e-mail to ${to} yet.` : 'No e-mail yet.'} Sign up or ask for a password code and it shows up here; reload the page to see it.`,
    links: 'Links',
    to: 'To',
    sent: 'Sent',
    htmlVersion: (subject) => `HTML version of ${subject}`,
    textVersion: 'Text version',
  },
  'pt-BR': {
    title: 'Caixa de saída (dev)',
    signedOut: (login) =>
      `Este servidor ainda não entrega e-mails, então as mensagens ficam aqui, e só administradores podem lê-las. ${link(login, 'Entre como administrador')} e recarregue esta página.`,
    notAdmin: 'Este servidor ainda não entrega e-mails, então as mensagens ficam aqui, e só administradores podem lê-las. Sua conta não é de administrador.',
    howToGrant: `Quem opera o servidor concede a função com ${code('npm run admin -- grant &lt;e-mail ou apelido&gt;')}, ou define ${code('SMTP_URL')} para enviar e-mails de verdade.`,
    intro: (json) => `Cada e-mail que a Clutch envia enquanto ${code('SMTP_URL')} não está definido chega aqui, do mais novo para o mais antigo. Em JSON: ${link(json, escapeHtml(json))}.`,
    recipient: 'Destinatário',
    filter: 'Filtrar',
    showAll: 'Ver tudo',
    examplePlayer: 'jogador@exemplo.com',
    count: (n, to) => `${n} ${n === 1 ? 'e-mail' : 'e-mails'}${to ? ` para ${to}` : ''}`,
    empty: (to) => `${to ? `Nenhum e-mail para ${to} ainda.` : 'Nenhum e-mail ainda.'} Crie uma conta ou peça um código de senha e ele aparece aqui; recarregue a página para ver.`,
    links: 'Links',
    to: 'Para',
    sent: 'Enviado',
    htmlVersion: (subject) => `Versão HTML de ${subject}`,
    textVersion: 'Versão em texto',
  },
};

function formatTime(iso: string) {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

function renderEntry(entry: OutboxEntry, text: (typeof TEXT)[Locale]) {
  const subjectId = `mail-${escapeHtml(entry.id)}`;
  const subject = escapeHtml(entry.subject);
  const links = extractLinks(entry.html);
  const linkList = links.length
    ? `<div class="links"><p class="label">${text.links}</p><ul>${links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('')}</ul></div>`
    : '';
  return `<article class="mail" aria-labelledby="${subjectId}">
  <header>
    <h2 id="${subjectId}">${subject}</h2>
    <dl>
      <div><dt>${text.to}</dt><dd>${escapeHtml(entry.to)}</dd></div>
      <div><dt>${text.sent}</dt><dd><time datetime="${escapeHtml(entry.createdAt)}">${formatTime(entry.createdAt)}</time></dd></div>
    </dl>
  </header>
  <iframe title="${text.htmlVersion(subject)}" sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation" srcdoc="${escapeHtml(frameDocument(entry.html))}"></iframe>
  ${linkList}
  <details><summary>${text.textVersion}</summary><pre>${escapeHtml(entry.text)}</pre></details>
</article>`;
}

function shell(locale: Locale, content: string) {
  const title = TEXT[locale].title;
  return `<!doctype html>
<html lang="${locale}">
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
export function renderOutboxRefusal(reason: 'signed-out' | 'not-admin', loginPath: string, locale: Locale) {
  const text = TEXT[locale];
  return shell(
    locale,
    `<header class="top">
  <h1>${text.title}</h1>
  <p>${reason === 'signed-out' ? text.signedOut(loginPath) : text.notAdmin}</p>
  <p>${text.howToGrant}</p>
</header>`,
  );
}

/** The dev outbox page: server-rendered, no script, styles from OUTBOX_CSS_PATH so the app's CSP holds. */
export function renderOutboxPage(entries: OutboxEntry[], filter: { to?: string }, locale: Locale) {
  const text = TEXT[locale];
  const to = filter.to?.trim() ?? '';
  const body = entries.length
    ? entries.map((entry) => renderEntry(entry, text)).join('\n')
    : `<p class="empty">${text.empty(escapeHtml(to))}</p>`;
  const jsonHref = `/api/dev/outbox${to ? `?to=${encodeURIComponent(to)}` : ''}`;
  return shell(
    locale,
    `<header class="top">
  <h1>${text.title}</h1>
  <p>${text.intro(jsonHref)}</p>
  <form method="get" action="${OUTBOX_PAGE_PATH}" role="search">
    <label for="to">${text.recipient}</label>
    <input id="to" name="to" type="search" autocomplete="email" value="${escapeHtml(to)}" placeholder="${text.examplePlayer}">
    <button type="submit">${text.filter}</button>
    <a href="${OUTBOX_PAGE_PATH}">${text.showAll}</a>
  </form>
</header>
<main>
<p class="count" role="status">${text.count(entries.length, escapeHtml(to))}</p>
${body}
</main>`,
  );
}
