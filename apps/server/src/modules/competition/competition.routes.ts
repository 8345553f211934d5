import { errorBody, idParams } from '@clutch/contract/common';
import {
  auditLog,
  competitionEndpoints,
  disputeBody,
  enterResultBody,
  match,
  matchList,
  matchReport,
  matchScheduleBody,
  resultInput,
  resultPreview,
  roundScheduleBody,
} from '@clutch/contract/competition';
import { lifecycleResponse, organizerEndpoints } from '@clutch/contract/organizer';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session.ts';
import { createLifecycleService } from './lifecycle.service.ts';
import { createMatchCheckInService } from './match-check-in.service.ts';
import { createResultsService } from './results.service.ts';
import { createScheduleService } from './schedule.service.ts';

const tags = ['competition'];
const security: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];
const refusals = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** Running a tournament (ADR 005): start and finish, results, captains' reports, corrections, schedule, audit. */
export async function competitionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const lifecycle = createLifecycleService(app.ctx);
  const results = createResultsService(app.ctx);
  const schedule = createScheduleService(app.ctx);
  const checkIn = createMatchCheckInService(app.ctx);

  r.post(
    organizerEndpoints.start.path,
    {
      config: { access: { level: 'signedIn', of: 'tournament', role: 'organizer' } },
      schema: {
        tags,
        summary: 'Start (organizer): pending registrations are turned away, the accepted ones seeded and every match built',
        security,
        params: idParams,
        response: { 200: lifecycleResponse, ...refusals },
      },
    },
    async (request) => lifecycle.start(requireUser(request).id, request.params.id),
  );

  r.post(
    organizerEndpoints.finish.path,
    {
      config: { access: { level: 'signedIn', of: 'tournament', role: 'organizer' } },
      schema: {
        tags,
        summary: 'Finish (organizer) once every match has a result: placements fixed, prizes tied to the placed teams',
        security,
        params: idParams,
        response: { 200: lifecycleResponse, ...refusals },
      },
    },
    async (request) => lifecycle.finish(requireUser(request).id, request.params.id),
  );

  r.get(
    competitionEndpoints.audit.path,
    {
      config: { access: { level: 'signedIn', of: 'tournament', role: 'organizer' } },
      schema: { tags, summary: "Every result change of the tournament, newest first (organizer)", security, params: idParams, response: { 200: auditLog, ...refusals } },
    },
    async (request) => results.audit(requireUser(request).id, request.params.id),
  );

  r.patch(
    competitionEndpoints.scheduleRound.path,
    {
      config: { access: { level: 'signedIn', of: 'tournament', role: 'organizer' } },
      schema: {
        tags,
        summary: 'Schedule a whole round (organizer): every match of that stage, bracket, group and round',
        security,
        params: idParams,
        body: roundScheduleBody,
        response: { 200: matchList, ...refusals },
      },
    },
    async (request) => schedule.updateRound(requireUser(request).id, request.params.id, request.body),
  );

  r.patch(
    competitionEndpoints.scheduleMatch.path,
    {
      config: { access: { level: 'signedIn', of: 'match', role: 'organizer' } },
      schema: { tags, summary: "A match's time, best-of, server region and details (organizer)", security, params: idParams, body: matchScheduleBody, response: { 200: match, ...refusals } },
    },
    async (request) => schedule.updateMatch(requireUser(request).id, request.params.id, request.body),
  );

  r.post(
    competitionEndpoints.enterResult.path,
    {
      config: { access: { level: 'signedIn', of: 'match', role: 'organizer' } },
      schema: {
        tags,
        summary: 'Enter a result (organizer); on a finished match it is a correction and needs `correction: true`',
        security,
        params: idParams,
        body: enterResultBody,
        response: { 200: match, ...refusals },
      },
    },
    async (request) => results.enterResult(requireUser(request).id, request.params.id, request.body),
  );

  r.post(
    competitionEndpoints.previewResult.path,
    {
      config: { access: { level: 'signedIn', of: 'match', role: 'organizer' } },
      schema: {
        tags,
        summary: 'What a correction would change, without changing anything (organizer)',
        security,
        params: idParams,
        body: enterResultBody,
        response: { 200: resultPreview, ...refusals },
      },
    },
    async (request) => results.previewResult(requireUser(request).id, request.params.id, request.body),
  );

  r.post(
    competitionEndpoints.report.path,
    {
      config: { access: { level: 'signedIn', of: 'match', role: 'captain' } },
      schema: {
        tags,
        summary: "A captain reports the match's result; the other captain's matching report confirms it, a different one disputes it (a lobby game's placements wait for the organizer)",
        security,
        params: idParams,
        body: resultInput,
        response: { 200: matchReport, 201: matchReport, ...refusals },
      },
    },
    async (request, reply) => {
      const { report, created } = await results.report(requireUser(request).id, request.params.id, request.body);
      return reply.status(created ? 201 : 200).send(report);
    },
  );

  r.post(
    competitionEndpoints.confirmReport.path,
    {
      config: { access: { level: 'signedIn', of: 'report', role: 'captain' } },
      schema: { tags, summary: "The other team's captain confirms a report: its result is applied", security, params: idParams, response: { 200: matchReport, ...refusals } },
    },
    async (request) => results.confirm(requireUser(request).id, request.params.id),
  );

  r.post(
    competitionEndpoints.disputeReport.path,
    {
      config: { access: { level: 'signedIn', of: 'report', role: 'captain' } },
      schema: {
        tags,
        summary: "The other team's captain disputes a report; the organizer decides by entering the result",
        security,
        params: idParams,
        body: disputeBody,
        response: { 200: matchReport, ...refusals },
      },
    },
    async (request) => results.dispute(requireUser(request).id, request.params.id, request.body.reason),
  );

  r.post(
    competitionEndpoints.matchCheckIn.path,
    {
      config: { access: { level: 'signedIn', of: 'match', role: 'captain' } },
      schema: {
        tags,
        summary: "A side's captain checks the side in for the match while its check-in window is open",
        security,
        params: idParams,
        response: { 200: match, ...refusals },
      },
    },
    async (request) => checkIn.checkIn(request.params.id, requireUser(request).id),
  );

  r.delete(
    competitionEndpoints.undoMatchCheckIn.path,
    {
      config: { access: { level: 'signedIn', of: 'match', role: 'captain' } },
      schema: { tags, summary: "A side's captain undoes the side's check-in before the window closes", security, params: idParams, response: { 200: match, ...refusals } },
    },
    async (request) => checkIn.undoCheckIn(request.params.id, requireUser(request).id),
  );
}
