import { AppError } from '../../lib/app-error.ts';
import { PaymentProviderError, PROVIDER_UNAVAILABLE } from '../../platform/payments/payment-provider.ts';

/**
 * The provider timed out or could not be reached after its retries. Nothing was charged by this attempt (a
 * late success is the same call under the same idempotency key), so the user may simply try again.
 */
export const providerUnavailable = () =>
  new AppError(503, 'PAYMENT_PROVIDER_UNAVAILABLE', 'The payment provider is not answering right now. Please try again in a minute.');

export const isProviderUnavailable = (err: unknown) => err instanceof PaymentProviderError && err.code === PROVIDER_UNAVAILABLE;

/** What the user is told when a provider call failed: our own refusal as it is, payouts not set up, unreachable, or refused. */
export function providerFailure(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof PaymentProviderError && err.code === 'PAYOUTS_UNAVAILABLE') return new AppError(409, err.code, err.message);
  if (isProviderUnavailable(err)) return providerUnavailable();
  return new AppError(502, 'PAYMENT_PROVIDER_ERROR', 'Error processing payment');
}
