import { z } from 'zod';
import { match, registrationPaymentStatus } from './competition.ts';
import { idParams, isoDateTime, uuid } from './common.ts';
import { endpoint } from './endpoint.ts';

export { registrationPaymentStatus, registrationPaymentStatuses, type RegistrationPaymentStatus } from './competition.ts';

export const paymentKinds = ['ENTRY_FEE', 'DEPOSIT', 'WITHDRAWAL', 'PRIZE_PAYOUT', 'REFUND'] as const;
export const paymentKind = z.enum(paymentKinds);
export type PaymentKind = z.infer<typeof paymentKind>;

export const paymentStatuses = ['PENDING', 'COMPLETED', 'FAILED', 'CANCELLED', 'REFUNDED'] as const;
export const paymentStatus = z.enum(paymentStatuses);
export type PaymentStatus = z.infer<typeof paymentStatus>;

/** ISO 4217, upper case. */
export const currencyCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, { message: 'Use a three-letter currency code.' })
  .transform((v) => v.toUpperCase());

/** Hosted: redirect to `url`. Embedded: mount the provider's form with `clientSecret`. */
export const checkoutModes = ['hosted', 'embedded'] as const;
export const checkoutMode = z.enum(checkoutModes);
export type CheckoutMode = z.infer<typeof checkoutMode>;

export const checkoutOptions = z.object({ mode: checkoutMode.default('hosted') });

/** The answer to every "start a checkout" call. */
export const checkoutResponse = z.object({
  /** Our payment's id: poll `GET /payments/:id` on the return page. */
  paymentId: uuid,
  sessionId: z.string(),
  /** The hosted checkout page. */
  url: z.string().nullable(),
  /** For the embedded checkout form. */
  clientSecret: z.string().nullable(),
  /** Which provider to mount: 'sandbox' or 'stripe'. */
  provider: z.string(),
});
export type CheckoutResponse = z.infer<typeof checkoutResponse>;

/** The body of `pay-team-registration` is optional: hosted checkout when absent. */
export const payTeamRegistrationBody = checkoutOptions.nullish();

export const payTeamRegistrationQuery = z.object({ tournamentId: uuid.optional() });

/** Solo tournaments: the session user's own registration (`userId` accepted for the spec, must be the user). */
export const soloCheckoutBody = z.object({
  tournamentId: uuid,
  userId: uuid.optional(),
  mode: checkoutMode.default('hosted'),
});

export const payment = z.object({
  id: uuid,
  kind: paymentKind,
  status: paymentStatus,
  /** Major units (12.5 = 12.50). */
  amount: z.number(),
  currency: z.string(),
  teamRegistrationId: uuid.nullable(),
  tournamentId: uuid.nullable(),
  failureReason: z.string().nullable(),
  createdAt: isoDateTime,
  completedAt: isoDateTime.nullable(),
});
export type Payment = z.infer<typeof payment>;

/**
 * POST /payments/:id/cancel, called once by the checkout's cancel return: the provider's session is expired and
 * the payment CANCELLED; an unpaid solo entry gives its place back at once (decision 003), a team keeps its hold.
 */
export const checkoutCancellation = z.object({
  payment,
  /** The registration this entry fee was for no longer holds a place (false for deposits and for teams still held). */
  placeReleased: z.boolean(),
});
export type CheckoutCancellation = z.infer<typeof checkoutCancellation>;

/** Add Money and Withdraw: an amount in major units (at most two decimals). */
export const moneyBody = z.object({
  amount: z
    .number()
    .positive({ message: 'Enter an amount above 0.' })
    // A positive amount under a cent rounded to 0 cents and answered 500.
    .min(0.01, { message: 'The smallest amount is 0.01.' })
    .max(100_000, { message: 'At most 100000 at a time.' })
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { message: 'At most two decimals.' }),
  currency: currencyCode.default('USD'),
  mode: checkoutMode.default('hosted'),
});

export const withdrawalResponse = z.object({ payment, balance: z.object({ available: z.number(), currency: z.string() }) });

/** Spec §3 "Stripe balance", read from the nested `data`. */
export const balanceResponse = z.object({ data: z.object({ available: z.number(), currency: z.string() }) });
export type BalanceResponse = z.infer<typeof balanceResponse>;
export const balanceParams = z.object({ customerId: z.string().min(1).max(255) });

export const portalResponse = z.object({ url: z.string() });

/** The Billing & Payments figures of one currency (spec §9, DESIGN §4.1). Major units of `currency`. */
export const currencySummary = z.object({
  totalBalance: z.number(),
  /** Prizes won minus entry fees paid (refunds given back). */
  totalProfit: z.number(),
  /** Entry fees not paid yet. */
  pendingPayouts: z.number(),
  /** COMPLETED entry-fee transactions created in the current calendar month (UTC). */
  monthlyRevenue: z.number(),
  currency: z.string(),
});
export type CurrencySummary = z.infer<typeof currencySummary>;

/**
 * Billing & Payments cards, all computed on the server. The top-level figures are the requested currency's (USD by
 * default), as the spec's clients read them; `byCurrency` has the same figures for every currency the user holds
 * money or fees in (the requested one first, or alone when there is none), never converted into another.
 */
export const billingSummary = currencySummary.extend({ byCurrency: z.array(currencySummary).min(1) });
export type BillingSummary = z.infer<typeof billingSummary>;

/** Spec §3 Transaction: a registration's entry fee as the payer sees it. */
export const transaction = z.object({
  id: uuid,
  type: z.literal('USER_ENTRY_FEE'),
  status: z.enum(['COMPLETED', 'PENDING']),
  amount: z.number(),
  currency: z.string(),
  createdAt: isoDateTime,
  /** The team registration. */
  entityId: uuid,
  entity: z.object({ tournament: z.object({ name: z.string() }), team: z.object({ name: z.string() }) }).nullable(),
});
export type Transaction = z.infer<typeof transaction>;
export const transactionList = z.array(transaction);

/** Spec §3 Ticket: one per registration the user plays in. */
export const ticket = z.object({
  id: uuid,
  teamId: uuid,
  tournamentId: uuid,
  tournamentName: z.string(),
  urlPhoto: z.string().nullable(),
  tournamentStartDate: isoDateTime,
});
export type Ticket = z.infer<typeof ticket>;
export const ticketList = z.array(ticket);
export const userIdParams = z.object({ userId: uuid });
export const teamIdParams = z.object({ teamId: uuid });

const personSummary = z.object({ id: uuid, nickName: z.string(), profilePicUrl: z.string().nullable() });

export const ticketMember = z.object({
  role: z.enum(['CAPTAIN', 'MEMBER']),
  inviteStatus: z.enum(['PENDING', 'ACCEPTED', 'REJECTED']),
  paymentStatus: z.enum(['PAID', 'PENDING', 'NOT_REQUIRED']),
  joinedAt: isoDateTime.nullable(),
  user: personSummary,
});

/** Room code and region go to the match's participants only; everybody else gets nulls. */
export const ticketMatch = match.extend({
  home: z.string().nullable(),
  away: z.string().nullable(),
  roomCode: z.string().nullable(),
  region: z.string().nullable(),
});

export const ticketDetail = z.object({
  id: uuid,
  tournament: z.object({ id: uuid, name: z.string(), urlPhotos: z.array(z.string()), startDate: isoDateTime }),
  team: z.object({ id: uuid, name: z.string(), photoUrl: z.string().nullable(), bio: z.string().nullable(), captain: personSummary }),
  paymentStatus: registrationPaymentStatus,
  teamMembers: z.array(ticketMember),
  matches: z.array(ticketMatch),
});
export type TicketDetail = z.infer<typeof ticketDetail>;

/** The currency the billing figures are given in. */
export const currencyQuery = z.object({ currency: currencyCode.default('USD') });

export const webhookAnswer = z.object({ received: z.boolean(), duplicate: z.boolean() });

export const paymentEndpoints = {
  payRegistration: endpoint('POST', '/api/v1/team-registrations/:id/pay-team-registration', {
    params: idParams,
    query: payTeamRegistrationQuery,
    body: payTeamRegistrationBody,
    response: checkoutResponse,
  }),
  checkout: endpoint('POST', '/api/v1/payments/checkout', { body: soloCheckoutBody, response: checkoutResponse }),
  detail: endpoint('GET', '/api/v1/payments/:id', { params: idParams, response: payment }),
  cancel: endpoint('POST', '/api/v1/payments/:id/cancel', { params: idParams, response: checkoutCancellation }),
  deposit: endpoint('POST', '/api/v1/billing/deposits', { body: moneyBody, response: checkoutResponse }),
  withdraw: endpoint('POST', '/api/v1/billing/withdrawals', { body: moneyBody, response: withdrawalResponse, status: 201 }),
  summary: endpoint('GET', '/api/v1/billing/summary', { query: currencyQuery, response: billingSummary }),
  portal: endpoint('GET', '/api/v1/billing/portal', { response: portalResponse }),
  balance: endpoint('GET', '/api/v1/stripe/accounts/:customerId/balance', { params: balanceParams, query: currencyQuery, response: balanceResponse }),
  transactions: endpoint('GET', '/api/v1/users/:id/transactions/tournament-registrations', { params: idParams, response: transactionList }),
  /** Called by the providers, signed; the body is read as raw bytes. */
  stripeWebhook: endpoint('POST', '/api/v1/stripe/webhook', { response: webhookAnswer }),
  sandboxWebhook: endpoint('POST', '/api/v1/payments/sandbox/webhook', { response: webhookAnswer }),
};

export const ticketEndpoints = {
  ofUser: endpoint('GET', '/api/v1/tickets/user/:userId', { params: userIdParams, response: ticketList }),
  ofTeam: endpoint('GET', '/api/v1/tickets/team/:teamId', { params: teamIdParams, response: ticketDetail }),
};
