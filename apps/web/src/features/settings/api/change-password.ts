import { authEndpoints, type ChangePasswordBody } from '@clutch/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/** PATCH /auth/change-password */
export const changePassword = (body: ChangePasswordBody) => callEndpoint(authEndpoints.changePassword, { body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
