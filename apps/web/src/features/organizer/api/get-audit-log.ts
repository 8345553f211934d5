import { competitionEndpoints } from '@clutch/contract/competition';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';
import { organizerKeys } from './keys.ts';

/** GET /tournaments/{id}/audit: every result change, newest first. */
export const getAuditLog = (tournamentId: string, signal?: AbortSignal) =>
  callEndpoint(competitionEndpoints.audit, { params: { id: tournamentId }, signal });

export const auditLogQueryOptions = (tournamentId: string) =>
  queryOptions({ queryKey: organizerKeys.audit(tournamentId), queryFn: ({ signal }) => getAuditLog(tournamentId, signal) });

export const useAuditLog = (tournamentId: string) => useQuery(auditLogQueryOptions(tournamentId));
