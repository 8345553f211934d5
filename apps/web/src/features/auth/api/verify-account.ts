import { authEndpoints } from '@clutch/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';
import { sessionQueryKey } from './session.ts';

export const verifyAccount = (token: string) =>
  callEndpoint(authEndpoints.verifyAccount, { params: { token } });

/** Verifies the account; the session is refetched so the unverified banner goes away. */
export function useVerifyAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'verify-account'],
    mutationFn: verifyAccount,
    onSuccess: () => client.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
