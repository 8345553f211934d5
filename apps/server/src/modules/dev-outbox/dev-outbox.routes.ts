import { outboxQuery, outboxResponse } from '@clutch/contract/dev-outbox';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import fs from 'node:fs';
import path from 'node:path';
import { OUTBOX_CSS_PATH, OUTBOX_PAGE_PATH, renderOutboxPage } from './dev-outbox.page.ts';
import { listOutboxEntries } from './dev-outbox.service.ts';

const css = fs.readFileSync(path.join(import.meta.dirname, 'dev-outbox.css'), 'utf8');

/**
 * The dev outbox (DESIGN.md §4.7): registered only while e-mail goes to the outbox, never alongside SMTP.
 * It shows password codes and verification links to anyone who can reach the server.
 */
export async function devOutboxRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { publicUrl, env } = app.ctx.config;
  if (env === 'production' && !/^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(publicUrl)) {
    app.log.warn(`dev outbox: e-mails are readable by anyone at ${publicUrl}${OUTBOX_PAGE_PATH}; set SMTP_URL to send real e-mail`);
  }

  r.get(
    '/api/dev/outbox',
    { config: { access: 'visitor' }, schema: { tags: ['dev'], summary: 'E-mails stored by the dev outbox, newest first', querystring: outboxQuery, response: { 200: outboxResponse } } },
    async (request) => listOutboxEntries(app.ctx.db, request.query),
  );

  r.get(OUTBOX_PAGE_PATH, { config: { access: 'visitor' }, schema: { hide: true, querystring: outboxQuery } }, async (request, reply) => {
    const entries = await listOutboxEntries(app.ctx.db, request.query);
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(renderOutboxPage(entries, request.query));
  });

  r.get(OUTBOX_CSS_PATH, { config: { access: 'visitor' }, schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/css; charset=utf-8').send(css),
  );
}
