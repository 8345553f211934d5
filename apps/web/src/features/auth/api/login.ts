import { authResponse, type LoginBody } from '@clutch/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';

/** Signs in with an e-mail or nickname in `nickname` (spec §3). The session cookie comes with the answer. */
export const login = (body: LoginBody) => api('/auth/login', { method: 'POST', body, schema: authResponse });

export const useLogin = () => useMutation({ mutationFn: login });
