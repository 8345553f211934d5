import { authEndpoints, type LoginBody } from '@clutch/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/** Signs in with an e-mail or nickname in `nickname` (spec §3). The session cookie comes with the answer. */
export const login = (body: LoginBody) => callEndpoint(authEndpoints.login, { body });

export const useLogin = () => useMutation({ mutationFn: login });
