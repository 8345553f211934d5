import { otpSendResponse } from '@clutch/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';

/** Replaces the pending code for `email` with a new one. */
export const resendOtp = (email: string) => api('/otp/resend', { method: 'POST', body: { email }, schema: otpSendResponse });

export const useResendOtp = () => useMutation({ mutationFn: resendOtp });
