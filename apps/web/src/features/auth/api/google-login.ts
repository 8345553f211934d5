import { authResponse, type GoogleLoginBody } from '@clutch/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';

export const googleLogin = (body: GoogleLoginBody) => api('/auth/google', { method: 'POST', body, schema: authResponse });

export const useGoogleLogin = () => useMutation({ mutationFn: googleLogin });
