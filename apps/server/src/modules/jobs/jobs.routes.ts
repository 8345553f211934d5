import { errorBody } from '@clutch/contract/common';
import { adminJob, adminJobEndpoints, adminJobList, adminJobParams, adminJobsQuery } from '@clutch/contract/jobs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAdminJobsService } from './jobs.service.ts';

const tags = ['admin'];
const security: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];

/** The job queue for administrators (ADR 014): failed (dead) jobs and their retry. */
export async function adminJobsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createAdminJobsService(app.ctx);

  r.get(
    adminJobEndpoints.list.path,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Jobs in one state, newest first: by default the failed ones, whose attempts ran out (administrators only)',
        description: 'Payloads are shown with anything secret-looking redacted; an e-mail job names only the stored message.',
        security,
        querystring: adminJobsQuery,
        response: { 200: adminJobList, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => service.list(request.query),
  );

  r.post(
    adminJobEndpoints.retry.path,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Give a failed job one more attempt, soon (administrators only)',
        security,
        params: adminJobParams,
        response: { 200: adminJob, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => service.retry(request.params.id),
  );
}
