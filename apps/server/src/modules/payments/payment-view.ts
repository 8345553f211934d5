import type { Payment } from '@clutch/contract/payments';
import { fromCents } from '../../domain/money.ts';
import type { PaymentRow } from './payments.repository.ts';

export function toPaymentView(row: PaymentRow): Payment {
  return {
    id: row.id,
    kind: row.kind as Payment['kind'],
    status: row.status as Payment['status'],
    amount: fromCents(row.amountCents),
    currency: row.currency,
    teamRegistrationId: row.teamRegistrationId,
    tournamentId: row.tournamentId,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}
