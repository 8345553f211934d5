import type { FastifyBaseLogger } from 'fastify';

export type RefundNeededListener = (registrationId: string) => void | Promise<void>;

/**
 * In-process hooks on the registration lifecycle. `refundNeeded` fires after the transaction that rejected or
 * withdrew a PAID registration has committed; the payments module subscribes in app.ts and issues the refund
 * (calling `markRegistrationRefunded` once the provider confirms). A failing listener is logged, never thrown
 * back at the request that already succeeded.
 */
export function createRegistrationEvents(log: Pick<FastifyBaseLogger, 'error'>) {
  const refundListeners: RefundNeededListener[] = [];
  return {
    onRefundNeeded(listener: RefundNeededListener) {
      refundListeners.push(listener);
      return () => {
        const i = refundListeners.indexOf(listener);
        if (i >= 0) refundListeners.splice(i, 1);
      };
    },
    async refundNeeded(registrationId: string) {
      for (const listener of refundListeners) {
        try {
          await listener(registrationId);
        } catch (err) {
          log.error({ err, registrationId }, 'registration refund listener failed');
        }
      }
    },
  };
}

export type RegistrationEvents = ReturnType<typeof createRegistrationEvents>;
