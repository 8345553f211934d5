import { authEndpoints, type RegisterBody } from '@clutch/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

export const register = (body: RegisterBody) => callEndpoint(authEndpoints.register, { body });

export const useRegister = () => useMutation({ mutationFn: register });
