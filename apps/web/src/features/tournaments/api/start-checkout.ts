import { checkoutResponse, type CheckoutResponse } from '@clutch/contract/payments';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';

/** POST /team-registrations/{id}/pay-team-registration: the captain's checkout for the team's fee. */
export const payTeamRegistration = (registrationId: string, tournamentId: string) =>
  api(`/team-registrations/${encodeURIComponent(registrationId)}/pay-team-registration`, {
    method: 'POST',
    query: { tournamentId },
    body: { mode: 'hosted' },
    schema: checkoutResponse,
  });

/** POST /payments/checkout: the session user's own solo registration. */
export const paySolo = (tournamentId: string) =>
  api('/payments/checkout', { method: 'POST', body: { tournamentId, mode: 'hosted' }, schema: checkoutResponse });

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
