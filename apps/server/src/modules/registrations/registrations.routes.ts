import { errorBody, idParams } from '@clutch/contract/common';
import { registrationStatusParams, teamRegistration, teamRegistrationList, tournamentIdParams } from '@clutch/contract/competition';
import { registerTeamParams, registrationDetail, registrationEndpoints, registrationPairParams, rejectRegistrationQuery } from '@clutch/contract/teams';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session.ts';
import { createCheckInService } from './check-in.service.ts';
import { createRegistrationsService } from './registrations.service.ts';

const tags = ['team registrations'];
const security: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];
const writeErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

export async function registrationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createRegistrationsService(app.ctx);
  const checkIn = createCheckInService(app.ctx);

  r.get(
    registrationEndpoints.ofTournament.path,
    {
      config: { access: 'visitor' },
      schema: {
        tags,
        summary: "A tournament's team registrations, oldest first",
        params: tournamentIdParams,
        response: { 200: teamRegistrationList, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => service.ofTournament(request.params.tournamentId, request.auth?.user.id ?? null),
  );

  r.get(
    registrationEndpoints.ofTournamentWithStatus.path,
    {
      config: { access: 'visitor' },
      schema: {
        tags,
        summary: "A tournament's team registrations in one request status",
        params: registrationStatusParams,
        response: { 200: teamRegistrationList, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => service.ofTournament(request.params.tournamentId, request.auth?.user.id ?? null, request.params.status),
  );

  r.get(
    registrationEndpoints.detail.path,
    {
      config: { access: 'visitor' },
      schema: {
        tags,
        summary: 'One team registration',
        params: idParams,
        response: { 200: teamRegistration, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => service.get(request.params.id, request.auth?.user.id ?? null),
  );

  r.get(
    registrationEndpoints.ofTeam.path,
    {
      config: { access: 'visitor' },
      schema: {
        tags,
        summary: "The team's registration to the tournament (spec's /team-registrations/{a}/{b}: a = tournament, b = team), with its fee",
        params: registrationPairParams,
        response: { 200: registrationDetail, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => service.ofTeamInTournament(request.params.tournamentId, request.params.teamId, request.auth?.user.id ?? null),
  );

  r.post(
    registrationEndpoints.register.path,
    {
      config: { access: { level: 'verified', action: 'register a team', of: 'team', role: 'captain', param: 'teamId' } },
      schema: {
        tags,
        summary: "Register a team (captain only) while registration is open; PENDING until the organizer decides, fee PENDING until paid",
        security,
        params: registerTeamParams,
        response: { 201: registrationDetail, ...writeErrors },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      return reply.status(201).send(await service.register(request.params.tournamentId, request.params.teamId, actor.id));
    },
  );

  r.patch(
    registrationEndpoints.accept.path,
    {
      config: { access: { level: 'signedIn', of: 'registration', role: 'organizer' } },
      schema: { tags, summary: "Accept a pending registration (the tournament's organizer)", security, params: idParams, response: { 200: registrationDetail, ...writeErrors } },
    },
    async (request) => service.accept(request.params.id, requireUser(request).id),
  );

  r.patch(
    registrationEndpoints.reject.path,
    {
      config: { access: { level: 'signedIn', of: 'registration', role: 'organizer' } },
      schema: {
        tags,
        summary: "Reject a pending registration with a reason (the tournament's organizer); a paid fee is refunded",
        security,
        params: idParams,
        querystring: rejectRegistrationQuery,
        response: { 200: registrationDetail, ...writeErrors },
      },
    },
    async (request) => service.reject(request.params.id, requireUser(request).id, request.query.reason),
  );

  r.patch(
    registrationEndpoints.withdraw.path,
    {
      config: { access: { level: 'signedIn', of: 'registration', role: 'captain' } },
      schema: {
        tags,
        summary: "Withdraw the team before the start (its captain): CANCELLED, the slot and players freed, a paid fee refunded",
        security,
        params: idParams,
        response: { 200: registrationDetail, ...writeErrors },
      },
    },
    async (request) => service.withdraw(request.params.id, requireUser(request).id),
  );

  // The entry is the session user's (solo, or their team as its captain): the service finds it and says who may act.
  r.post(
    registrationEndpoints.checkIn.path,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "Check the session user's entry in (a solo player, or a team's captain) while the tournament's check-in is open; again is fine",
        security,
        params: idParams,
        response: { 200: registrationDetail, ...writeErrors },
      },
    },
    async (request) => checkIn.checkIn(request.params.id, requireUser(request).id),
  );

  r.delete(
    registrationEndpoints.undoCheckIn.path,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "Undo the session user's entry's check-in while check-in is open; again is fine",
        security,
        params: idParams,
        response: { 200: registrationDetail, ...writeErrors },
      },
    },
    async (request) => checkIn.undoCheckIn(request.params.id, requireUser(request).id),
  );
}
