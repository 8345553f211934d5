import type { ChangePasswordBody } from '@clutch/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';

/** PATCH /auth/change-password */
export const changePassword = (body: ChangePasswordBody) => api('/auth/change-password', { method: 'PATCH', body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
