import { fromCents } from '../../../domain/money.ts';
import { escapeHtml } from '../../../lib/escape-html.ts';

export const SANDBOX_CSS_PATH = '/payments/sandbox/assets/sandbox.css';

export function formatMoney(amountCents: number, currency: string) {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(fromCents(amountCents));
  } catch {
    return `${fromCents(amountCents).toFixed(2)} ${currency}`;
  }
}

function page(title: string, body: string) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Clutch sandbox payments</title>
<link rel="stylesheet" href="${SANDBOX_CSS_PATH}">
</head>
<body>
<main>
<span class="badge">Sandbox · no real money</span>
${body}
</main>
</body>
</html>`;
}

export interface CheckoutView {
  sessionId: string;
  description: string;
  amountCents: number;
  currency: string;
  status: string;
  successUrl: string;
  cancelUrl: string;
}

export function renderCheckoutPage(view: CheckoutView, form: { number?: string; expiry?: string; cvc?: string; error?: string; field?: string } = {}) {
  const amount = formatMoney(view.amountCents, view.currency);
  if (view.status !== 'OPEN') {
    return page(
      'Checkout closed',
      `<h1>${escapeHtml(view.description)}</h1>
<p class="muted">${view.status === 'COMPLETE' ? 'This checkout is already paid.' : 'This checkout has expired.'}</p>
<div class="actions"><a href="${escapeHtml(view.status === 'COMPLETE' ? view.successUrl : view.cancelUrl)}">Back to Clutch</a></div>`,
    );
  }
  const action = `/payments/sandbox/checkout/${encodeURIComponent(view.sessionId)}`;
  const invalid = (field: string) => (form.field === field ? ' aria-invalid="true" aria-describedby="card-error"' : '');
  return page(
    `Pay ${amount}`,
    `<h1>${escapeHtml(view.description)}</h1>
<div class="amount">${escapeHtml(amount)}</div>
<form method="post" action="${escapeHtml(action)}" novalidate>
<label for="number">Card number</label>
<input id="number" name="number" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" maxlength="23" value="${escapeHtml(form.number ?? '')}" required${invalid('number')}>
<div class="row">
<div><label for="expiry">Expiry (MM/YY)</label>
<input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="12/34" maxlength="7" value="${escapeHtml(form.expiry ?? '')}" required${invalid('expiry')}></div>
<div><label for="cvc">CVC</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4" value="" required${invalid('cvc')}></div>
</div>
${form.error ? `<p class="error" id="card-error" role="alert">${escapeHtml(form.error)}</p>` : ''}
<div class="actions">
<button class="cancel" type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
<button class="pay" type="submit" name="action" value="pay">Pay ${escapeHtml(amount)}</button>
</div>
</form>
<p class="hint">Test cards: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined. Any future expiry and any CVC.</p>`,
  );
}

export function renderMessagePage(title: string, message: string, link?: string) {
  return page(title, `<h1>${escapeHtml(title)}</h1><p class="muted">${escapeHtml(message)}</p>${link ? `<div class="actions"><a href="${escapeHtml(link)}">Back to Clutch</a></div>` : ''}`);
}

export interface PortalRow {
  description: string;
  kind: string;
  status: string;
  amountCents: number;
  currency: string;
  createdAt: Date;
}

export function renderPortalPage(rows: PortalRow[], returnUrl: string) {
  const body = rows.length
    ? `<table><thead><tr><th scope="col">Date</th><th scope="col">What</th><th scope="col">Amount</th><th scope="col">Status</th></tr></thead><tbody>${rows
        .map(
          (r) =>
            `<tr><td>${escapeHtml(r.createdAt.toISOString().slice(0, 10))}</td><td>${escapeHtml(r.description)}</td><td>${escapeHtml(
              formatMoney(r.amountCents, r.currency),
            )}</td><td>${escapeHtml(r.status)}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '<p class="muted">No payments yet.</p>';
  return page('Billing', `<h1>Your payments</h1>${body}<div class="actions"><a href="${escapeHtml(returnUrl)}">Back to Clutch</a></div>`);
}
