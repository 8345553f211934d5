import { authEndpoints, type ResetPasswordBody } from '@clutch/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

export const resetPassword = (body: ResetPasswordBody) =>
  callEndpoint(authEndpoints.resetPassword, { body });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
