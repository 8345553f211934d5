import { userEndpoints } from '@clutch/contract/users';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

interface DeleteAccountInput {
  userId: string;
  password: string;
}

/** DELETE /users/{id} with the password as proof; the server ends every session of the account. */
export const deleteAccount = ({ userId, password }: DeleteAccountInput) =>
  callEndpoint(userEndpoints.delete, { params: { id: userId }, body: { userId, password } });

/**
 * Outcome handlers go here rather than to `mutate`: the server's session-revoked event may unmount the page before
 * the answer arrives, and only these still run then.
 */
export const useDeleteAccount = (options: Pick<UseMutationOptions<unknown, Error, DeleteAccountInput>, 'onSuccess' | 'onError'>) =>
  useMutation({ mutationFn: deleteAccount, ...options });
