import { otpEndpoints } from '@clutch/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/** Mails a password-reset code to `email`. */
export const sendOtp = (email: string) => callEndpoint(otpEndpoints.send, { body: { email } });

export const useSendOtp = () => useMutation({ mutationFn: sendOtp });
