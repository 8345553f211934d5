import { errorBody } from '@clutch/contract/common';
import { CSV_TYPE, OBF_IMPORT_MAX_BYTES, openBracketEndpoints } from '@clutch/contract/open-bracket';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session.ts';
import { createOpenBracketService } from './open-bracket.service.ts';

const tags = ['open-bracket'];
const security: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];

/** A download: the ASCII name for every client, the UTF-8 one (RFC 6266) for those that read it. */
function attachment(reply: FastifyReply, fileName: string) {
  return reply
    .header('content-disposition', `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .header('cache-control', 'private, no-store');
}

/** Moving tournaments between platforms (ADR 016): Open Bracket Format export and import, standings as CSV. */
export async function openBracketRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createOpenBracketService(app.ctx);

  r.get(
    openBracketEndpoints.export.path,
    {
      config: { access: 'visitor' },
      schema: {
        tags,
        summary:
          'The tournament as an Open Bracket Format v1.0 document (`format=obf`) or its standings as CSV (`format=csv`), as a download; anyone who can see it (a draft: its organizer)',
        params: openBracketEndpoints.export.params,
        querystring: openBracketEndpoints.export.query,
        response: { 200: openBracketEndpoints.export.response, 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const viewerId = request.auth?.user.id ?? null;
      if (request.query.format === 'csv') {
        const { csv, fileName } = await service.exportCsv(request.params.id, viewerId);
        return attachment(reply, fileName).type(`${CSV_TYPE}; charset=utf-8`).send(csv);
      }
      const { document, fileName } = await service.exportObf(request.params.id, viewerId);
      return attachment(reply, fileName).send(document);
    },
  );

  r.post(
    openBracketEndpoints.import.path,
    {
      config: { access: { level: 'verified', action: 'import a tournament' } },
      bodyLimit: OBF_IMPORT_MAX_BYTES,
      schema: {
        tags,
        summary:
          'Import an Open Bracket Format document as a new DRAFT owned by the caller (verified): its entrants as accepted teams, its sets as matches with their results; a record that cannot be published',
        security,
        body: openBracketEndpoints.import.body,
        response: { 201: openBracketEndpoints.import.response, 400: errorBody, 401: errorBody, 403: errorBody, 413: errorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await service.importObf(requireUser(request), request.body)),
  );
}
