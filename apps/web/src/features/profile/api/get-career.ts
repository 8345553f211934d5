import { profileEndpoints } from '@clutch/contract/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/** GET /users/{id}/career: the player's teams, the tournaments they played (with placements) and organized. */
export const getCareer = (userId: string, signal?: AbortSignal) => callEndpoint(profileEndpoints.career, { params: { id: userId }, signal });

export const careerQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['users', userId, 'career'], queryFn: ({ signal }) => getCareer(userId, signal) });

export const useCareer = (userId: string) => useQuery(careerQueryOptions(userId));
