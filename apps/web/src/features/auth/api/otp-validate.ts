import { otpEndpoints } from '@clutch/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

export interface ValidateOtpInput {
  email: string;
  otp: string;
}

/** Checks a code without consuming it; the reset call consumes it. In the body: a query string ends up in logs. */
export const validateOtp = ({ email, otp }: ValidateOtpInput) =>
  callEndpoint(otpEndpoints.validate, { body: { email, otp } });

export const useValidateOtp = () => useMutation({ mutationFn: validateOtp });
