import type { PaymentStatus } from '@clutch/contract/teams';
import { defineMessage, type MessageDescriptor } from '@/lib/i18n/message.ts';

/** How a registration's entry fee stands, as its badge says it (the registration status and the My Team tab). */
export const paymentLabels: Record<PaymentStatus, { text: MessageDescriptor; variant: 'success' | 'warning' | 'secondary' }> = {
  PENDING: { text: defineMessage({ defaultMessage: 'Payment pending', description: 'An entry fee not paid yet' }), variant: 'warning' },
  PAID: { text: defineMessage({ defaultMessage: 'Paid', description: 'An entry fee that was paid' }), variant: 'success' },
  NOT_REQUIRED: { text: defineMessage({ defaultMessage: 'No fee', description: 'A registration with no entry fee to pay' }), variant: 'secondary' },
  REFUNDED: { text: defineMessage({ defaultMessage: 'Refunded', description: 'An entry fee paid back' }), variant: 'secondary' },
};
