import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { payments, sandboxCheckoutSessions, tournaments, users } from '../../../db/schema/index.ts';
import { chargeTestCard } from './sandbox-cards.ts';
import { renderCheckoutPage, renderMessagePage, renderPortalPage, SANDBOX_CSS_PATH, type CheckoutView } from './sandbox-pages.ts';
import { SANDBOX_CHECKOUT_PATH, SANDBOX_PORTAL_PATH, SANDBOX_WEBHOOK_PATH, type SandboxProvider } from './sandbox-provider.ts';

const css = fs.readFileSync(path.join(import.meta.dirname, 'sandbox.css'), 'utf8');
const sessionParams = z.object({ sessionId: z.string().regex(/^cs_sbx_[0-9a-f]{24}$/) });
const checkoutForm = z.object({
  action: z.enum(['pay', 'cancel']).default('pay'),
  number: z.string().max(40).default(''),
  expiry: z.string().max(10).default(''),
  cvc: z.string().max(10).default(''),
});
const KIND_LABEL: Record<string, string> = { ENTRY_FEE: 'Entry fee', DEPOSIT: 'Add money', WITHDRAWAL: 'Withdrawal', PRIZE_PAYOUT: 'Prize', REFUND: 'Refund' };

function html(reply: FastifyReply, status: number, body: string) {
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
}

const withSession = (url: string, sessionId: string) => url.replaceAll('{CHECKOUT_SESSION_ID}', sessionId);

/**
 * The sandbox's hosted checkout page (DESIGN.md §4.6): a plain form POST, no script, styles from our own
 * origin (CSP). A good test card completes the session and delivers a signed `checkout.session.completed` to
 * our webhook route through the HTTP stack, exactly as Stripe would, before sending the payer back. Cancel only
 * sends the payer back, as Stripe's back link does; the app then expires the session through the provider.
 */
export async function sandboxCheckoutRoutes(app: FastifyInstance, opts: { provider: SandboxProvider }) {
  const { provider } = opts;
  const { db, now } = app.ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Every sandbox event (completion here, expiry from the provider) reaches the webhook route through the HTTP stack.
  provider.connectWebhook(async (payload, signature) => {
    const delivered = await app.inject({
      method: 'POST',
      url: SANDBOX_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    if (delivered.statusCode >= 300) throw new Error(`sandbox webhook answered ${delivered.statusCode}: ${delivered.body.slice(0, 500)}`);
  });

  // Scoped to this plugin: the checkout form posts urlencoded fields.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  async function loadSession(sessionId: string) {
    const rows = await db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, sessionId)).limit(1);
    return rows[0] ?? null;
  }
  const viewOf = (s: NonNullable<Awaited<ReturnType<typeof loadSession>>>): CheckoutView => ({
    sessionId: s.id,
    description: s.description,
    amountCents: s.amountCents,
    currency: s.currency,
    status: s.status,
    successUrl: withSession(s.successUrl, s.id),
    cancelUrl: withSession(s.cancelUrl, s.id),
  });

  r.get(SANDBOX_CSS_PATH, { config: { access: 'visitor' }, schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/css; charset=utf-8').send(css),
  );

  // The unguessable session id in the link is the payer's capability, as on Stripe's hosted page.
  r.get(`${SANDBOX_CHECKOUT_PATH}/:sessionId`, { config: { access: 'visitor' }, schema: { hide: true, params: sessionParams } }, async (request, reply) => {
    const session = await loadSession(request.params.sessionId);
    if (!session) return html(reply, 404, renderMessagePage('Checkout not found', 'This checkout link is not valid.'));
    return html(reply, 200, renderCheckoutPage(viewOf(session)));
  });

  r.post(
    `${SANDBOX_CHECKOUT_PATH}/:sessionId`,
    { config: { access: 'visitor' }, schema: { hide: true, params: sessionParams, body: checkoutForm } },
    async (request, reply) => {
      const session = await loadSession(request.params.sessionId);
      if (!session) return html(reply, 404, renderMessagePage('Checkout not found', 'This checkout link is not valid.'));
      const view = viewOf(session);
      if (session.status !== 'OPEN') return html(reply, 409, renderCheckoutPage(view));
      const form = request.body;
      if (form.action === 'cancel') return reply.redirect(view.cancelUrl, 303);

      const outcome = chargeTestCard(form, now());
      if (!outcome.ok) {
        // Like Stripe's Checkout: a declined card leaves the session open and sends no event.
        return html(reply, 402, renderCheckoutPage(view, { number: form.number, expiry: form.expiry, error: outcome.message, field: outcome.field }));
      }

      const paymentIntentId = `pi_sbx_${randomBytes(12).toString('hex')}`;
      const [claimed] = await db
        .update(sandboxCheckoutSessions)
        .set({ status: 'COMPLETE', paymentIntentId, completedAt: now() })
        .where(and(eq(sandboxCheckoutSessions.id, session.id), eq(sandboxCheckoutSessions.status, 'OPEN')))
        .returning();
      if (!claimed) return html(reply, 409, renderCheckoutPage({ ...view, status: (await loadSession(session.id))?.status ?? 'COMPLETE' }));

      try {
        await provider.deliverSessionEvent('checkout.session.completed', claimed, {
          status: 'complete',
          payment_status: 'paid',
          payment_intent: paymentIntentId,
        });
      } catch (err) {
        // Nothing was charged as far as we are concerned: reopen, so the payer can try again.
        await db.update(sandboxCheckoutSessions).set({ status: 'OPEN', paymentIntentId: null, completedAt: null }).where(eq(sandboxCheckoutSessions.id, session.id));
        request.log.error({ err }, 'sandbox payments: webhook delivery failed');
        return html(reply, 502, renderCheckoutPage(view, { error: 'The payment could not be processed. Please try again.' }));
      }
      return reply.redirect(view.successUrl, 303);
    },
  );

  // The signed, short-lived token in the link is the customer's capability.
  r.get(SANDBOX_PORTAL_PATH, { config: { access: 'visitor' }, schema: { hide: true, querystring: z.object({ token: z.string().max(2000) }) } }, async (request, reply) => {
    const portal = provider.readPortalToken(request.query.token);
    if (!portal) return html(reply, 403, renderMessagePage('Link expired', 'Open Billing from Clutch’s settings again.'));
    const rows = await db
      .select({
        kind: payments.kind,
        status: payments.status,
        amountCents: payments.amountCents,
        currency: payments.currency,
        createdAt: payments.createdAt,
        tournamentName: tournaments.name,
      })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .leftJoin(tournaments, eq(tournaments.id, payments.tournamentId))
      .where(and(eq(users.stripeCustomerId, portal.customerId), eq(payments.provider, 'sandbox')))
      .orderBy(desc(payments.createdAt))
      .limit(100);
    return html(
      reply,
      200,
      renderPortalPage(
        rows.map((row) => ({ ...row, description: [KIND_LABEL[row.kind] ?? row.kind, row.tournamentName].filter(Boolean).join(' · ') })),
        portal.returnUrl,
      ),
    );
  });
}
