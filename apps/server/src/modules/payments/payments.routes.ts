import { errorBody, idParams } from '@clutch/contract/common';
import {
  balanceParams,
  balanceResponse,
  billingSummary,
  checkoutCancellation,
  checkoutResponse,
  currencyQuery,
  moneyBody,
  payment,
  paymentEndpoints,
  payTeamRegistrationBody,
  payTeamRegistrationQuery,
  portalResponse,
  soloCheckoutBody,
  transactionList,
  webhookAnswer,
  withdrawalResponse,
} from '@clutch/contract/payments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { toCents } from '../../domain/money.ts';
import { forbidden } from '../../lib/app-error.ts';
import { assertActor } from '../../lib/assert-actor.ts';
import { requireUser } from '../../plugins/session.ts';
import type { PaymentsService } from './payments.service.ts';

const tags = ['payments'];
const security: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 502: errorBody };

export async function paymentsRoutes(app: FastifyInstance, opts: { service: PaymentsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;

  r.post(
    paymentEndpoints.payRegistration.path,
    {
      config: { access: { level: 'verified', action: 'pay an entry fee', of: 'registration', role: 'captain' } },
      schema: {
        tags,
        summary: "Start the checkout of a team registration's entry fee (captain only; the amount comes from the registration)",
        security,
        params: idParams,
        querystring: payTeamRegistrationQuery,
        body: payTeamRegistrationBody,
        response: { 200: checkoutResponse, ...errors },
      },
    },
    async (request) =>
      service.payRegistration(requireUser(request), request.params.id, {
        tournamentId: request.query.tournamentId,
        mode: request.body?.mode ?? 'hosted',
      }),
  );

  r.post(
    paymentEndpoints.checkout.path,
    {
      config: { access: { level: 'verified', action: 'pay an entry fee' } },
      schema: {
        tags,
        summary: "Start the checkout of the session user's solo registration in a tournament",
        security,
        body: soloCheckoutBody,
        response: { 200: checkoutResponse, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      assertActor(user, request.body.userId);
      return service.paySolo(user, request.body.tournamentId, request.body.mode);
    },
  );

  r.get(
    paymentEndpoints.detail.path,
    { config: { access: { level: 'signedIn', of: 'payment', role: 'owner' } }, schema: { tags, summary: 'One of my payments (the return page polls it)', security, params: idParams, response: { 200: payment, ...errors } } },
    async (request) => service.get(requireUser(request), request.params.id),
  );

  r.post(
    paymentEndpoints.cancel.path,
    {
      config: { access: { level: 'signedIn', of: 'payment', role: 'owner' } },
      schema: {
        tags,
        summary: "Leave a checkout (its cancel return): the provider expires the session; an unpaid solo entry's place is released (owner only, PENDING only, idempotent)",
        security,
        params: idParams,
        response: { 200: checkoutCancellation, ...errors },
      },
    },
    async (request) => service.cancelCheckout(requireUser(request), request.params.id),
  );

  r.post(
    paymentEndpoints.deposit.path,
    {
      config: { access: { level: 'verified', action: 'add money' } },
      schema: { tags, summary: 'Add Money: a checkout that credits the balance once paid', security, body: moneyBody, response: { 200: checkoutResponse, ...errors } },
    },
    async (request) => service.deposit(requireUser(request), toCents(request.body.amount), request.body.currency, request.body.mode),
  );

  r.post(
    paymentEndpoints.withdraw.path,
    {
      config: { access: { level: 'verified', action: 'withdraw money' } },
      schema: {
        tags,
        summary: 'Withdraw: debits the balance (never below zero) and pays out through the provider',
        security,
        body: moneyBody,
        response: { 201: withdrawalResponse, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.withdraw(requireUser(request), toCents(request.body.amount), request.body.currency)),
  );

  r.get(
    paymentEndpoints.summary.path,
    {
      config: { access: 'signedIn' },
      schema: { tags, summary: 'The Billing & Payments cards, computed on the server', security, querystring: currencyQuery, response: { 200: billingSummary, ...errors } },
    },
    async (request) => service.summary(requireUser(request), request.query.currency),
  );

  r.get(
    paymentEndpoints.portal.path,
    { config: { access: 'signedIn' }, schema: { tags, summary: "The payment provider's customer portal (Settings → Billing)", security, response: { 200: portalResponse, ...errors } } },
    async (request) => service.portalUrl(requireUser(request)),
  );

  r.get(
    paymentEndpoints.balance.path,
    {
      config: { access: { level: 'signedIn', of: 'customer', role: 'self', param: 'customerId' } },
      schema: {
        tags,
        summary: "The session user's available balance (from our ledger, cached 60 s); customerId is theirs or 'me'",
        security,
        params: balanceParams,
        querystring: currencyQuery,
        response: { 200: balanceResponse, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { customerId } = request.params;
      if (customerId !== 'me' && customerId !== user.stripeCustomerId) throw forbidden('You can only read your own balance.', 'NOT_OWNER');
      return { data: await service.balance(user, request.query.currency) };
    },
  );

  r.get(
    paymentEndpoints.transactions.path,
    {
      config: { access: { level: 'signedIn', of: 'user', role: 'self' } },
      schema: { tags, summary: 'My entry-fee transactions, newest first', security, params: idParams, response: { 200: transactionList, ...errors } },
    },
    async (request) => {
      const user = requireUser(request);
      if (request.params.id !== user.id) throw forbidden('You can only read your own transactions.', 'NOT_OWNER');
      return service.transactions(user);
    },
  );

  // Provider webhooks: the signature covers the raw bytes, so these two routes keep the body as a Buffer.
  await app.register(async (hooks) => {
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    const w = hooks.withTypeProvider<ZodTypeProvider>();
    const route = (url: string, providerName: 'stripe' | 'sandbox') =>
      w.post(
        url,
        {
          config: { access: 'machine' },
          schema: {
            tags,
            summary: `${providerName} webhook (signed; each event applied once)`,
            response: { 200: webhookAnswer, 400: errorBody, 404: errorBody },
          },
        },
        async (request) => {
          const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const signature = request.headers['stripe-signature'];
          return service.handleWebhook(providerName, raw, typeof signature === 'string' ? signature : undefined);
        },
      );
    route(paymentEndpoints.stripeWebhook.path, 'stripe');
    route(paymentEndpoints.sandboxWebhook.path, 'sandbox');
  });
}
