import { otpSendResponse } from '@clutch/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';

/** Mails a password-reset code to `email`. */
export const sendOtp = (email: string) => api('/otp/send', { method: 'POST', body: { email }, schema: otpSendResponse });

export const useSendOtp = () => useMutation({ mutationFn: sendOtp });
