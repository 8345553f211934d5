import { registerResponse, type RegisterBody } from '@clutch/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';

export const register = (body: RegisterBody) => api('/auth/register', { method: 'POST', body, schema: registerResponse });

export const useRegister = () => useMutation({ mutationFn: register });
