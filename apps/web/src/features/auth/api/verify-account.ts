import { verifyAccountResponse } from '@clutch/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { sessionQueryKey } from './session.ts';

export const verifyAccount = (token: string) =>
  api(`/auth/verify-account/${encodeURIComponent(token)}`, { method: 'POST', schema: verifyAccountResponse });

/** Verifies the account; the session is refetched so the unverified banner goes away. */
export function useVerifyAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'verify-account'],
    mutationFn: verifyAccount,
    onSuccess: () => client.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
