import { authEndpoints, type GoogleLoginBody } from '@clutch/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

export const googleLogin = (body: GoogleLoginBody) => callEndpoint(authEndpoints.google, { body });

export const useGoogleLogin = () => useMutation({ mutationFn: googleLogin });
