import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n/i18n-store.ts';
import { installFakeTimers } from '@/test/fake-timers.ts';
import { makeUser } from '@/test/fixtures.ts';
import { makeBalance, makePayment, makeSummary, makeTransaction, ticketIds } from '@/test/payments-fixtures.ts';
import { mockViewport, renderWithSession } from '@/test/shell-render.tsx';
import { apiError, json, never, stubApi, type Reply } from '@/test/stub-api.ts';
import type * as Billing from '../lib/billing.ts';
import { redirectTo } from '../lib/billing.ts';
import BillingPage from './billing-page.tsx';

vi.mock('../lib/billing.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Billing>()),
  redirectTo: vi.fn(),
}));

const me = makeUser();
const routes = [{ path: '/app/billing', element: <BillingPage /> }];
const keys = {
  summary: 'GET /billing/summary',
  balance: 'GET /stripe/accounts/me/balance',
  transactions: `GET /users/${me.id}/transactions/tournament-registrations`,
  deposit: 'POST /billing/deposits',
  withdraw: 'POST /billing/withdrawals',
};
const transactions = [
  makeTransaction({ status: 'PENDING', tournament: 'Night Cup', team: 'Night Owls', amount: 10, currency: 'USD', createdAt: '2026-02-12T12:00:00.000Z' }),
  makeTransaction({ status: 'COMPLETED', tournament: 'Lisbon Masters', team: 'Owls EU', amount: 25, currency: 'EUR' }),
  makeTransaction({ status: 'COMPLETED', entity: null }),
];

function renderBilling(replies: Partial<Record<keyof typeof keys | 'payment' | 'cancel', Reply>> = {}, path = '/app/billing', fakeTimers = false) {
  const { payment, cancel, ...rest } = replies;
  const table: Record<string, Reply> = {
    [keys.summary]: { body: makeSummary() },
    [keys.balance]: { body: makeBalance(120.5) },
    [keys.transactions]: { body: transactions },
  };
  for (const [k, v] of Object.entries(rest)) table[keys[k as keyof typeof keys]] = v;
  const paymentId = new URLSearchParams(path.split('?')[1]).get('payment');
  if (payment && paymentId) table[`GET /payments/${paymentId}`] = payment;
  if (cancel && paymentId) table[`POST /payments/${paymentId}/cancel`] = cancel;
  const api = stubApi(table);
  return { api, ...renderWithSession(path, me, { routes, user: fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : undefined }) };
}

beforeEach(() => mockViewport(1280));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(redirectTo).mockReset();
});

const card = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('div.rounded-lg') as HTMLElement;

describe('Billing: cards', () => {
  it('shows the four figures in the currency, balance from the balance endpoint', async () => {
    const { api } = renderBilling({ summary: { body: makeSummary({ totalBalance: 999, totalProfit: -25, pendingPayouts: 10, monthlyRevenue: 1234.5 }) } });
    expect(await within(card('Total Balance')).findByText('$120.50')).toBeInTheDocument();
    expect(await within(card('Total Profit')).findByText('-$25.00')).toBeInTheDocument();
    expect(within(card('Pending Payouts')).getByText('$10.00')).toBeInTheDocument();
    expect(within(card('Monthly Revenue')).getByText('$1,234.50')).toBeInTheDocument();
    expect(api.requestsTo(keys.summary)[0]!.query.get('currency')).toBe('USD');
    expect(api.requestsTo(keys.balance)[0]!.query.get('currency')).toBe('USD');
  });

  it('gives each currency held its own figure on every card, in that currency, nothing converted or left out', async () => {
    const euros = { totalBalance: 40, totalProfit: -25, pendingPayouts: 0, monthlyRevenue: 25, currency: 'EUR' };
    const kwanzas = { totalBalance: 10000, totalProfit: 10000, pendingPayouts: 5000, monthlyRevenue: 0, currency: 'AOA' };
    renderBilling({
      summary: { body: makeSummary({ totalBalance: 0, totalProfit: 0, pendingPayouts: 0, monthlyRevenue: 12 }, [kwanzas, euros]) },
      balance: { body: makeBalance(7.5) },
    });
    const figures = async (title: string) =>
      within(await within(card(title)).findByRole('list', { name: `${title} by currency` }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(await figures('Total Balance')).toEqual(['$7.50', '10,000.00 Kz', '€40.00']);
    expect(await figures('Total Profit')).toEqual(['$0.00', '10,000.00 Kz', '-€25.00']);
    expect(await figures('Pending Payouts')).toEqual(['$0.00', '5,000.00 Kz', '€0.00']);
    expect(await figures('Monthly Revenue')).toEqual(['$12.00', '0.00 Kz', '€25.00']);
    expect(within(card('Total Profit')).getByText('-€25.00')).toHaveClass('text-destructive-text');
  });

  it('shows only the currencies held: a user with euros alone sees no dollar figure', async () => {
    const euros = { totalBalance: 0, totalProfit: 150, pendingPayouts: 20, monthlyRevenue: 0, currency: 'EUR' };
    renderBilling({ summary: { body: { ...makeSummary({ totalBalance: 0, totalProfit: 0, pendingPayouts: 0, monthlyRevenue: 0 }), byCurrency: [euros] } }, balance: { body: makeBalance(0) } });
    expect(await within(card('Total Profit')).findByText('€150.00')).toBeInTheDocument();
    expect(within(card('Pending Payouts')).getByText('€20.00')).toBeInTheDocument();
    for (const title of ['Total Balance', 'Total Profit', 'Pending Payouts', 'Monthly Revenue']) expect(card(title)).not.toHaveTextContent('$');
    expect(card('Total Balance')).toHaveTextContent('€0.00');
  });

  it('shows skeletons while loading', () => {
    renderBilling({ summary: never, balance: never, transactions: never });
    expect(screen.getByRole('status', { name: 'Loading balance' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading payments' })).toBeInTheDocument();
  });

  it('says when the figures failed and retries', async () => {
    let fail = true;
    const { user, api } = renderBilling({ summary: () => (fail ? json(apiError(500, 'x').body, 500) : json(makeSummary())) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Couldn’t load your balance');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(card('Monthly Revenue')).findByText('$35.00')).toBeInTheDocument();
    expect(api.requestsTo(keys.summary)).toHaveLength(2);
  });
});

describe('Billing: entry fees', () => {
  it('lists pending transactions under Pending Payments with the five columns', async () => {
    renderBilling();
    const table = await screen.findByRole('table', { name: 'Pending Payments' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Tournament', 'Team', 'Prize Pool', 'Due Date', 'Status']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.textContent).toContain('Night Cup');
    expect(rows[0]!.textContent).toContain('Night Owls');
    expect(rows[0]!.textContent).toContain('$10.00');
    expect(rows[0]!.textContent).toContain('Feb 12, 2026');
    expect(rows[0]!.textContent).toContain('Pending');
  });

  it('lists completed ones under Paid Tournaments, with placeholders when the entity is gone', async () => {
    const { user } = renderBilling();
    await user.click(await screen.findByRole('tab', { name: 'Paid Tournaments' }));
    const table = await screen.findByRole('table', { name: 'Paid Tournaments' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['Lisbon Masters', 'Tournament Placeholder']);
    expect(rows[0]!.textContent).toContain('€25.00');
    expect(rows[1]!.textContent).toContain('Team Placeholder');
    expect(rows[0]!.textContent).toContain('Paid');
  });

  it('switches with the status filter too', async () => {
    const { user } = renderBilling();
    await screen.findByRole('table', { name: 'Pending Payments' });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Paid' }));
    expect(await screen.findByRole('table', { name: 'Paid Tournaments' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Paid Tournaments' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows cards instead of a table on a phone', async () => {
    mockViewport(375);
    renderBilling();
    const list = await screen.findByRole('list', { name: 'Pending Payments' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [item] = within(list).getAllByRole('listitem');
    expect(item).toHaveTextContent('Night Cup');
    expect(item).toHaveTextContent('Prize Pool$10.00');
  });

  it('says when a tab is empty', async () => {
    const { user } = renderBilling({ transactions: { body: [] } });
    expect(await screen.findByRole('heading', { name: 'No pending payments' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Paid Tournaments' }));
    expect(await screen.findByRole('heading', { name: 'No paid tournaments yet' })).toBeInTheDocument();
  });

  it('says when the list failed and retries', async () => {
    let fail = true;
    const { user } = renderBilling({ transactions: () => (fail ? json(apiError(500, 'x').body, 500) : json(transactions)) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Couldn’t load your payments');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Pending Payments' })).toBeInTheDocument();
  });
});

async function openDialog(user: ReturnType<typeof renderBilling>['user'], name: 'Add Money' | 'Withdraw', amount?: string) {
  await waitFor(() => expect(screen.getByRole('button', { name })).toBeEnabled());
  await user.click(screen.getByRole('button', { name }));
  const dialog = await screen.findByRole('dialog', { name });
  if (amount !== undefined) await user.type(within(dialog).getByLabelText('Amount (USD)'), amount);
  return dialog;
}

describe('Billing: Add Money', () => {
  it('wants an amount above 0 and calls nothing until then', async () => {
    const view = renderBilling();
    const dialog = await openDialog(view.user, 'Add Money');
    await view.user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(await within(dialog).findByText('Enter an amount above 0.')).toBeInTheDocument();
    await view.user.type(within(dialog).getByLabelText('Amount (USD)'), '0');
    await view.user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(await within(dialog).findByText('Enter an amount above 0.')).toBeInTheDocument();
    expect(view.api.requestsTo(keys.deposit)).toHaveLength(0);
  });

  it('starts a checkout and goes to its page', async () => {
    const view = renderBilling({ deposit: { body: { paymentId: makePayment().id, sessionId: 'cs_1', url: 'http://localhost/checkout/cs_1', clientSecret: null, provider: 'sandbox' } } });
    const dialog = await openDialog(view.user, 'Add Money', '50');
    await view.user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('http://localhost/checkout/cs_1'));
    expect(view.api.requestsTo(keys.deposit)[0]!.body).toEqual({ amount: 50, currency: 'USD', mode: 'hosted' });
  });

  it("says 'Error when starting payment' when the checkout can't start", async () => {
    const view = renderBilling({ deposit: apiError(502, 'Provider down') });
    const dialog = await openDialog(view.user, 'Add Money', '50');
    await view.user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Error when starting payment')).toBeInTheDocument();
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it("says 'Error redirecting to' the provider when there is no checkout page", async () => {
    const view = renderBilling({ deposit: { body: { paymentId: makePayment().id, sessionId: 'cs_1', url: null, clientSecret: 'sec', provider: 'stripe' } } });
    const dialog = await openDialog(view.user, 'Add Money', '50');
    await view.user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Error redirecting to Stripe')).toBeInTheDocument();
  });
});

describe('Billing: Withdraw', () => {
  it('refuses more than the balance before calling', async () => {
    const view = renderBilling();
    const dialog = await openDialog(view.user, 'Withdraw', '500');
    expect(within(dialog).getByText('Available: $120.50')).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await within(dialog).findByText('You can withdraw at most $120.50.')).toBeInTheDocument();
    expect(view.api.requestsTo(keys.withdraw)).toHaveLength(0);
  });

  it("shows the server's message on 409", async () => {
    const view = renderBilling({ withdraw: apiError(409, 'You can withdraw at most 20.00 USD.', 'INSUFFICIENT_FUNDS') });
    const dialog = await openDialog(view.user, 'Withdraw', '100');
    await view.user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await within(dialog).findByText('You can withdraw at most 20.00 USD.')).toBeInTheDocument();
  });

  it("says 'Error processing payment' on other failures", async () => {
    const view = renderBilling({ withdraw: apiError(502, 'Payout failed') });
    const dialog = await openDialog(view.user, 'Withdraw', '10');
    await view.user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Error processing payment')).toBeInTheDocument();
  });

  it('withdraws, says so, shows the new balance and refreshes the figures', async () => {
    const view = renderBilling({
      withdraw: { status: 201, body: { payment: makePayment({ kind: 'WITHDRAWAL', status: 'COMPLETED', amount: 20.5 }), balance: { available: 100, currency: 'USD' } } },
    });
    const dialog = await openDialog(view.user, 'Withdraw', '20.50');
    await view.user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Withdrawal sent')).toBeInTheDocument();
    expect(screen.getByText('$20.50 is on its way to your account.')).toBeInTheDocument();
    expect(view.api.requestsTo(keys.withdraw)[0]!.body).toEqual({ amount: 20.5, currency: 'USD' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(card('Total Balance')).findByText('$100.00')).toBeInTheDocument();
    await waitFor(() => expect(view.api.requestsTo(keys.summary)).toHaveLength(2));
    expect(view.api.requestsTo(keys.balance)).toHaveLength(1);
  });
});

describe('Billing: return from the checkout', () => {
  const payment = makePayment({ amount: 50 });
  const at = (checkout: 'success' | 'cancelled') => `/app/billing?payment=${payment.id}&checkout=${checkout}`;

  it("polls until the payment completes, says 'Payment received' and refreshes the balance", async () => {
    installFakeTimers();
    const answers = ['PENDING', 'PENDING', 'COMPLETED'] as const;
    let call = 0;
    const view = renderBilling(
      { payment: () => json({ ...payment, status: answers[Math.min(call++, answers.length - 1)] }) },
      at('success'),
      true,
    );
    expect(await screen.findByText('Checking your payment…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
    expect(screen.getByText('$50.00 was added to your balance.')).toBeInTheDocument();
    expect(view.api.requestsTo(`GET /payments/${payment.id}`)).toHaveLength(3);
    await waitFor(() => expect(view.api.requestsTo(keys.balance)).toHaveLength(2));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(view.api.requestsTo(`GET /payments/${payment.id}`)).toHaveLength(3);
  });

  it("says 'Error processing payment' with the provider's reason when it failed", async () => {
    renderBilling({ payment: { body: { ...payment, status: 'FAILED', failureReason: 'Your card was declined.' } } }, at('success'));
    expect(await screen.findByText('Error processing payment')).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
  });

  it("says 'Payment cancelled' when Add Money was left, after telling the server once", async () => {
    const view = renderBilling(
      { payment: { body: payment }, cancel: { body: { payment: { ...payment, status: 'CANCELLED' }, placeReleased: false } } },
      at('cancelled'),
    );
    expect(screen.getByText('Cancelling your payment…')).toBeInTheDocument();
    expect(await screen.findByText('Payment cancelled')).toBeInTheDocument();
    expect(screen.getByText('No money was taken.')).toBeInTheDocument();
    expect(screen.getByText('You can try again whenever you like.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Back to the tournament/ })).not.toBeInTheDocument();
    expect(view.api.requestsTo(`POST /payments/${payment.id}/cancel`)).toHaveLength(1);
    expect(view.api.requestsTo(`GET /payments/${payment.id}`)).toHaveLength(0);
  });

  it('says a solo entry’s place was released and links back to the tournament', async () => {
    const fee = makePayment({ kind: 'ENTRY_FEE', amount: 5, tournamentId: ticketIds.tournament });
    const view = renderBilling(
      { cancel: { body: { payment: { ...fee, status: 'CANCELLED' }, placeReleased: true } } },
      `/app/billing?payment=${fee.id}&checkout=cancelled`,
    );
    expect(await screen.findByText('Payment cancelled')).toBeInTheDocument();
    expect(screen.getByText('Your place in the tournament was released. You can join again whenever you like.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the tournament/ })).toHaveAttribute('href', `/app/tournaments/${ticketIds.tournament}`);
    await waitFor(() => expect(view.api.requestsTo(keys.summary)).toHaveLength(2));
    expect(view.api.requestsTo(`POST /payments/${fee.id}/cancel`)).toHaveLength(1);
  });

  it('says a team keeps its place when its checkout is left', async () => {
    const fee = makePayment({ kind: 'ENTRY_FEE', amount: 15, tournamentId: ticketIds.tournament });
    renderBilling({ cancel: { body: { payment: { ...fee, status: 'CANCELLED' }, placeReleased: false } } }, `/app/billing?payment=${fee.id}&checkout=cancelled`);
    expect(await screen.findByText('Your place is still held until its hold ends: you can pay the entry fee from the tournament page.')).toBeInTheDocument();
  });

  it('shows the payment as it is when it went through before the cancel (409)', async () => {
    renderBilling(
      { payment: { body: { ...payment, status: 'COMPLETED' } }, cancel: apiError(409, 'This payment has already gone through; it can no longer be cancelled.', 'PAYMENT_COMPLETED') },
      at('cancelled'),
    );
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
    expect(screen.queryByText('Payment cancelled')).not.toBeInTheDocument();
  });

  it('says when the cancel failed and tries again on request', async () => {
    let fail = true;
    const view = renderBilling(
      {
        cancel: () =>
          fail ? json(apiError(502, 'Error processing payment').body, 502) : json({ payment: { ...payment, status: 'CANCELLED' }, placeReleased: false }),
      },
      at('cancelled'),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Couldn’t cancel the checkout');
    expect(alert).toHaveTextContent('Please try again. No money was taken');
    fail = false;
    await view.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Payment cancelled')).toBeInTheDocument();
    expect(view.api.requestsTo(`POST /payments/${payment.id}/cancel`)).toHaveLength(2);
  });

  it('says it is still processing after a few tries, can check again, and can be dismissed', async () => {
    installFakeTimers();
    const view = renderBilling({ payment: { body: { ...payment, status: 'PENDING' } } }, at('success'), true);
    expect(await screen.findByText('Checking your payment…')).toBeInTheDocument();
    for (let i = 0; i < 6; i += 1) await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByText('Payment still processing')).toBeInTheDocument();
    expect(view.api.requestsTo(`GET /payments/${payment.id}`)).toHaveLength(5);
    await view.user.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(view.api.requestsTo(`GET /payments/${payment.id}`)).toHaveLength(6));
    await view.user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Payment still processing')).not.toBeInTheDocument();
    expect(view.router.state.location.search).toBe('');
  });
});

describe('Billing in Portuguese', () => {
  /** Intl separates a currency symbol with a no-break space; the screen reads it as a space. */
  const spaced = (text: string | null) => text?.replace(/\s/g, ' ');

  it('shows the cards, the money in each currency and the entry fees in Brazilian Portuguese', async () => {
    await activateLocale('pt-BR');
    const kwanzas = { totalBalance: 10000, totalProfit: 10000, pendingPayouts: 5000, monthlyRevenue: 0, currency: 'AOA' };
    const reais = { totalBalance: 1234.5, totalProfit: -20, pendingPayouts: 15, monthlyRevenue: 15, currency: 'BRL' };
    const euros = { totalBalance: 40, totalProfit: -25, pendingPayouts: 0, monthlyRevenue: 25, currency: 'EUR' };
    renderBilling({ summary: { body: makeSummary({}, [kwanzas, reais, euros]) }, balance: { body: makeBalance(7.5) } });
    expect(screen.getByRole('heading', { level: 1, name: 'Cobranças e pagamentos' })).toBeInTheDocument();
    const balance = await within(card('Saldo total')).findByRole('list', { name: 'Saldo total por moeda' });
    expect(within(balance).getAllByRole('listitem').map((li) => spaced(li.textContent))).toEqual(['US$ 7,50', '10.000,00 Kz', 'R$ 1.234,50', '€ 40,00']);
    expect(card('Saldo total')).toHaveTextContent('Disponível para saque');
    expect(card('Lucro total')).toHaveTextContent('-R$ 20,00');

    const table = await screen.findByRole('table', { name: 'Pagamentos pendentes' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Torneio', 'Equipe', 'Premiação', 'Vencimento', 'Status']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('12 de fev. de 2026');
    expect(within(table).getByText('Pendente')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Torneios pagos' })).toBeInTheDocument();
  });

  it('asks for the amount in Portuguese, the contract’s rules and the balance’s ceiling included', async () => {
    await activateLocale('pt-BR');
    const view = renderBilling();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sacar' })).toBeEnabled());
    await view.user.click(screen.getByRole('button', { name: 'Sacar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sacar' });
    expect(spaced(within(dialog).getByText(/^Disponível:/).textContent)).toBe('Disponível: US$ 120,50');
    const amount = within(dialog).getByLabelText('Valor (USD)');
    await view.user.click(within(dialog).getByRole('button', { name: 'Sacar' }));
    expect(await within(dialog).findByText('Informe um valor maior que 0.')).toBeInTheDocument();
    await view.user.type(amount, '1.234');
    await view.user.click(within(dialog).getByRole('button', { name: 'Sacar' }));
    expect(await within(dialog).findByText('No máximo duas casas decimais.')).toBeInTheDocument();
    await view.user.clear(amount);
    await view.user.type(amount, '500');
    await view.user.click(within(dialog).getByRole('button', { name: 'Sacar' }));
    expect(spaced((await within(dialog).findByText(/^Você pode sacar no máximo/)).textContent)).toBe('Você pode sacar no máximo US$ 120,50.');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    expect(view.api.requestsTo(keys.withdraw)).toHaveLength(0);
  });
});
