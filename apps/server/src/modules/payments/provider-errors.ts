import { AppError } from '../../lib/app-error.ts';
import { PaymentProviderError, PROVIDER_UNAVAILABLE } from '../../platform/payments/payment-provider.ts';

/**
 * The provider timed out or could not be reached after its retries. Nothing was charged by this attempt (a
 * late success is the same call under the same idempotency key), so the user may simply try again.
 */
export const providerUnavailable = () =>
  new AppError(503, 'PAYMENT_PROVIDER_UNAVAILABLE', 'The payment provider is not answering right now. Please try again in a minute.');

export const isProviderUnavailable = (err: unknown) => err instanceof PaymentProviderError && err.code === PROVIDER_UNAVAILABLE;
