import type { Executor } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { CustomerRef, PaymentProvider } from '../../platform/payments/payment-provider.ts';
import { setCustomerId } from './payments.repository.ts';
import { providerFailure } from './provider-errors.ts';

export const customerRef = (user: UserRow): CustomerRef => ({ id: user.id, email: user.email, nickName: user.nickName, customerId: user.stripeCustomerId });

/** The user's customer id at the provider, created on first use and stored when it changed. */
export async function ensureCustomer(db: Executor, provider: PaymentProvider, user: UserRow) {
  const customerId = await provider.ensureCustomer(customerRef(user)).catch((err: unknown) => {
    throw providerFailure(err);
  });
  if (customerId !== user.stripeCustomerId) await setCustomerId(db, user.id, customerId);
  return customerId;
}
