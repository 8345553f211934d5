import type { Executor } from '../../db/client.ts';
import { notify, type NotifyCtx } from '../notifications/notifications.service.ts';
import { findPayableRegistration, type PaymentRow } from './payments.repository.ts';

/**
 * A completed payment, told in its transaction (issue #14): the payer hears their money arrived (an entry fee
 * paid, or money added to the wallet); for an entry fee, the tournament's organizer hears the team paid. Once
 * per payment, however often the provider repeats its event.
 */
export async function notifyPaymentReceived(ctx: NotifyCtx, tx: Executor, payment: PaymentRow): Promise<void> {
  if (!payment.userId) return;
  const money = { amountCents: payment.amountCents, currency: payment.currency };
  const dedupeKey = `payment_received:${payment.id}`;
  if (payment.kind === 'DEPOSIT') {
    await notify(ctx, tx, { userId: payment.userId, type: 'payment_received', params: { ...money, variant: 'deposit' }, link: '/app/billing', dedupeKey });
    return;
  }
  if (payment.kind !== 'ENTRY_FEE' || !payment.teamRegistrationId) return;
  const registration = await findPayableRegistration(tx, payment.teamRegistrationId);
  if (!registration) return;
  const { tournament } = registration;
  await notify(ctx, tx, { userId: payment.userId, type: 'payment_received', params: { ...money, tournament: tournament.name }, link: '/app/billing', dedupeKey });
  await notify(ctx, tx, {
    userId: tournament.organizerId,
    type: 'payment_received',
    params: { ...money, tournament: tournament.name, team: registration.teamName, variant: 'organizer' },
    link: `/app/organizer/${tournament.id}`,
    actorId: payment.userId,
    dedupeKey,
  });
}
