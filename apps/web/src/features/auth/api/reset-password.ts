import { type ResetPasswordBody } from '@clutch/contract/auth';
import { messageBody } from '@clutch/contract/common';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';

export const resetPassword = (body: ResetPasswordBody) =>
  api('/auth/reset-password', { method: 'POST', body, schema: messageBody });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
