/**
 * The registrations module's face for payments (ADR 003): what a payment does to its registration, called inside
 * the payments transaction under the tournament's row lock. A face of its own, apart from registrations.service.ts,
 * because that one reads the app context, and the context holds the payments service: importing it from payments
 * would close an import cycle.
 */
export {
  findRegistrationRecord,
  markRegistrationPaid,
  markRegistrationRefunded,
  registrationHoldsPlace,
  releaseUnpaidSoloEntry,
} from './registrations.repository.ts';
