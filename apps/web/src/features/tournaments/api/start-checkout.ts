import { type CheckoutResponse, paymentEndpoints } from '@clutch/contract/payments';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/** POST /team-registrations/{id}/pay-team-registration: the captain's checkout for the team's fee. */
export const payTeamRegistration = (registrationId: string, tournamentId: string) =>
  callEndpoint(paymentEndpoints.payRegistration, { params: { id: registrationId }, query: { tournamentId }, body: { mode: 'hosted' } });

/** POST /payments/checkout: the session user's own solo registration. */
export const paySolo = (tournamentId: string) =>
  callEndpoint(paymentEndpoints.checkout, { body: { tournamentId, mode: 'hosted' } });

export interface StartCheckoutInput {
  registrationId: string;
  tournamentId: string;
  solo: boolean;
}

/** Starts the entry fee's checkout; the caller redirects to the hosted page. */
export const useStartCheckout = () =>
  useMutation<CheckoutResponse, Error, StartCheckoutInput>({
    mutationFn: ({ registrationId, tournamentId, solo }) => (solo ? paySolo(tournamentId) : payTeamRegistration(registrationId, tournamentId)),
  });
