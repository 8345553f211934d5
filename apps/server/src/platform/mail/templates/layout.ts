import type { Locale } from '@clutch/contract/locales';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** The web app's dark tokens: `button` carries white text, `link` reads on the card (both WCAG AA 4.5:1). */
export const COLORS = { background: '#0b0d12', card: '#151823', button: '#7354f5', link: '#a994ff', text: '#ffffff', muted: '#a3a8c3' } as const;

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** The words of the layout itself, in each language. */
const LAYOUT_TEXT: Record<Locale, { fallbackLink: string; signature: string }> = {
  en: { fallbackLink: 'If the button does not work, paste this address into your browser:', signature: 'Clutch, the esports tournament platform.' },
  'pt-BR': { fallbackLink: 'Se o botão não funcionar, cole este endereço no seu navegador:', signature: 'Clutch, a plataforma de torneios de esports.' },
};

export interface EmailContent {
  /** The recipient's language: the account's, else the request's. */
  locale: Locale;
  /** Shown by mail clients next to the subject. */
  preheader: string;
  heading: string;
  /** Plain sentences; escaped here. */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** A one-time code shown large. */
  code?: string;
  footnote: string;
  /** Small links under the footnote (unsubscribe, settings). */
  footerLinks?: { label: string; url: string }[];
}

/** One dark card in the product's look; styles are inline because mail clients drop <style>. */
export function renderHtml(content: EmailContent) {
  const words = LAYOUT_TEXT[content.locale];
  const p = (text: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:${COLORS.text};">${escapeHtml(text)}</p>`;
  const action = content.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr><td style="border-radius:8px;background:${COLORS.button};">` +
      `<a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 24px;font-size:15px;font-weight:600;color:${COLORS.text};text-decoration:none;border-radius:8px;">${escapeHtml(content.action.label)}</a>` +
      `</td></tr></table>` +
      `<p style="margin:0 0 16px;font-size:13px;line-height:1.6;color:${COLORS.muted};">${escapeHtml(words.fallbackLink)}<br>` +
      `<a href="${escapeHtml(content.action.url)}" style="color:${COLORS.link};word-break:break-all;">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const code = content.code
    ? `<p style="margin:8px 0 24px;font-size:32px;font-weight:700;letter-spacing:8px;color:${COLORS.text};font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;">${escapeHtml(content.code)}</p>`
    : '';
  const footerLinks = content.footerLinks?.length
    ? `<p style="margin:12px 0 0;font-size:13px;line-height:1.6;">${content.footerLinks
        .map((l) => `<a href="${escapeHtml(l.url)}" style="color:${COLORS.link};">${escapeHtml(l.label)}</a>`)
        .join(' &middot; ')}</p>`
    : '';
  return `<!doctype html>
<html lang="${content.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="dark"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:0;background:${COLORS.background};font-family:${FONT};">
<span style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(content.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.background};padding:32px 16px;"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;">
<tr><td style="padding:0 0 16px;font-size:20px;font-weight:800;letter-spacing:1px;color:${COLORS.link};">CLUTCH</td></tr>
<tr><td style="background:${COLORS.card};border-radius:12px;padding:32px;">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${COLORS.text};">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map(p).join('\n')}
${action}${code}
<p style="margin:0;font-size:13px;line-height:1.6;color:${COLORS.muted};">${escapeHtml(content.footnote)}</p>
${footerLinks}
</td></tr>
<tr><td style="padding:16px 0 0;font-size:12px;color:${COLORS.muted};">${escapeHtml(words.signature)}</td></tr>
</table></td></tr></table>
</body></html>`;
}

export function renderText(content: EmailContent) {
  const parts = [content.heading, '', ...content.paragraphs.flatMap((t) => [t, ''])];
  if (content.action) parts.push(`${content.action.label}: ${content.action.url}`, '');
  if (content.code) parts.push(content.code, '');
  parts.push(content.footnote, '');
  for (const link of content.footerLinks ?? []) parts.push(`${link.label}: ${link.url}`);
  if (content.footerLinks?.length) parts.push('');
  parts.push(`-- ${LAYOUT_TEXT[content.locale].signature}`);
  return parts.join('\n');
}
