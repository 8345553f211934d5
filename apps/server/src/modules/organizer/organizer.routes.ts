import { errorBody } from '@clutch/contract/common';
import {
  cancelBody,
  lifecycleResponse,
  organizerEndpoints,
  organizerTournamentList,
  prizeAward,
  prizeAwards,
  prizePositionParams,
  seedingBody,
  seedingResponse,
  tournamentInput,
} from '@clutch/contract/organizer';
import { tournament, tournamentParams } from '@clutch/contract/tournaments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session.ts';
import { createOrganizerService } from './organizer.service.ts';
import { createPrizesService } from './prizes.service.ts';
import { createSeedingService } from './seeding.service.ts';

const tags = ['organizer'];
const security: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];
const readErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const writeErrors = { ...readErrors, 409: errorBody };

/** The organizer's back office: create and edit tournaments, publish and cancel them, seeding and prizes. */
export async function organizerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const organizer = createOrganizerService(app.ctx);
  const seeding = createSeedingService(app.ctx);
  const prizes = createPrizesService(app.ctx);

  r.get(
    organizerEndpoints.myTournaments.path,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "My tournaments: the signed-in user's tournaments in every status (DRAFT included), newest first, with registrations per status",
        security,
        response: { 200: organizerTournamentList, 401: errorBody },
      },
    },
    async (request) => organizer.mine(requireUser(request).id),
  );

  r.post(
    organizerEndpoints.create.path,
    {
      config: { access: { level: 'verified', action: 'create a tournament' } },
      schema: {
        tags,
        summary: 'Create a tournament as a DRAFT (verified users); the creator becomes its organizer',
        security,
        body: tournamentInput,
        response: { 201: tournament, ...readErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await organizer.create(requireUser(request), request.body)),
  );

  r.put(
    organizerEndpoints.update.path,
    {
      config: { access: { level: 'signedIn', of: 'tournament', role: 'organizer' } },
      schema: {
        tags,
        summary:
          'Edit a tournament (its organizer). DRAFT and OPEN: everything, but not max teams below the accepted teams nor the fee once teams registered; ' +
          'IN PROGRESS: description, rules, photos, stream, Discord, location and prize descriptions only; FINISHED and CANCELLED: nothing',
        security,
        params: tournamentParams,
        body: tournamentInput,
        response: { 200: tournament, ...writeErrors },
      },
    },
    async (request) => organizer.update(requireUser(request), request.params.id, request.body),
  );

  r.post(
    organizerEndpoints.publish.path,
    {
      config: { access: { level: 'signedIn', of: 'tournament', role: 'organizer' } },
      schema: { tags, summary: 'Publish a DRAFT: registration opens', security, params: tournamentParams, response: { 200: lifecycleResponse, ...writeErrors } },
    },
    async (request) => organizer.publish(requireUser(request), request.params.id),
  );

  r.post(
    organizerEndpoints.cancel.path,
    {
      config: { access: { level: 'signedIn', of: 'tournament', role: 'organizer' } },
      schema: {
        tags,
        summary: 'Cancel a tournament before it finishes: live registrations are cancelled and every paid entry fee refunded',
        security,
        params: tournamentParams,
        body: cancelBody,
        response: { 200: lifecycleResponse, ...writeErrors, 502: errorBody },
      },
    },
    async (request) => organizer.cancel(requireUser(request), request.params.id, request.body.reason),
  );

  r.get(
    organizerEndpoints.seeding.path,
    {
      config: { access: { level: 'signedIn', of: 'tournament', role: 'organizer' } },
      schema: {
        tags,
        summary: 'The accepted teams in seed order (the organizer); unseeded teams follow the seeded ones by registration time',
        security,
        params: tournamentParams,
        response: { 200: seedingResponse, ...readErrors },
      },
    },
    async (request) => seeding.get(requireUser(request).id, request.params.id),
  );

  r.put(
    organizerEndpoints.saveSeeding.path,
    {
      config: { access: { level: 'signedIn', of: 'tournament', role: 'organizer' } },
      schema: {
        tags,
        summary: 'Seed the accepted teams before the start: MANUAL (every accepted team once, in order), RANDOM or REGISTRATION_TIME',
        security,
        params: tournamentParams,
        body: seedingBody,
        response: { 200: seedingResponse, ...writeErrors },
      },
    },
    async (request) => seeding.set(requireUser(request).id, request.params.id, request.body),
  );

  r.get(
    organizerEndpoints.prizes.path,
    {
      config: { access: 'visitor' },
      schema: {
        tags,
        summary: "A tournament's prizes with their winners (once it is finished) and payout status",
        params: tournamentParams,
        response: { 200: prizeAwards, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => prizes.list(request.params.id, request.auth?.user.id ?? null),
  );

  r.post(
    organizerEndpoints.payPrize.path,
    {
      config: { access: { level: 'signedIn', of: 'tournament', role: 'organizer' } },
      schema: {
        tags,
        summary: "Pay a finished tournament's prize to the winning team's captain (the organizer); paying a PAID prize again changes nothing",
        security,
        params: prizePositionParams,
        response: { 200: prizeAward, ...writeErrors, 502: errorBody },
      },
    },
    async (request) => prizes.pay(requireUser(request), request.params.id, request.params.position),
  );
}
