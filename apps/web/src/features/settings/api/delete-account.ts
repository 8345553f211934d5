import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';

/** DELETE /users/{id} with the password as proof; the server ends every session of the account. */
export const deleteAccount = ({ userId, password }: { userId: string; password: string }) =>
  api(`/users/${userId}`, { method: 'DELETE', body: { userId, password } });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
