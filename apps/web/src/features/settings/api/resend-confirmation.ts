import { userEndpoints } from '@clutch/contract/users';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/** POST /users/resend-confirmation?email= : sends the verification e-mail again. */
export const resendConfirmation = (email: string) =>
  callEndpoint(userEndpoints.resendConfirmation, { query: { email } });

export const useResendConfirmation = () => useMutation({ mutationFn: resendConfirmation });
