import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';

/** POST /users/resend-confirmation?email= : sends the verification e-mail again. */
export const resendConfirmation = (email: string) =>
  api('/users/resend-confirmation', { method: 'POST', query: { email } });

export const useResendConfirmation = () => useMutation({ mutationFn: resendConfirmation });
