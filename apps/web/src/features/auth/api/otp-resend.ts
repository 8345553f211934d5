import { otpEndpoints } from '@clutch/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/** Replaces the pending code for `email` with a new one. */
export const resendOtp = (email: string) => callEndpoint(otpEndpoints.resend, { body: { email } });

export const useResendOtp = () => useMutation({ mutationFn: resendOtp });
