import { otpValidateResponse } from '@clutch/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';

export interface ValidateOtpInput {
  email: string;
  otp: string;
}

/** Checks a code without consuming it; the reset call consumes it. In the body: a query string ends up in logs. */
export const validateOtp = ({ email, otp }: ValidateOtpInput) =>
  api('/otp/validate-otp', { method: 'POST', body: { email, otp }, schema: otpValidateResponse });

export const useValidateOtp = () => useMutation({ mutationFn: validateOtp });
