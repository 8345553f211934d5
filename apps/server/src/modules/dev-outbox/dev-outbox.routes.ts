import { outboxQuery, outboxResponse } from '@clutch/contract/dev-outbox';
import { errorBody } from '@clutch/contract/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import fs from 'node:fs';
import path from 'node:path';
import { pageLocale } from '../../i18n/request-locale.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Access } from '../../plugins/access.ts';
import { OUTBOX_CSS_PATH, OUTBOX_PAGE_PATH, renderOutboxPage, renderOutboxRefusal } from './dev-outbox.page.ts';
import { listOutboxEntries } from './dev-outbox.service.ts';

const css = fs.readFileSync(path.join(import.meta.dirname, 'dev-outbox.css'), 'utf8');
const LOGIN_PATH = '/app/auth/login';

/**
 * The dev outbox (DESIGN.md §4.7): registered only while e-mail goes to the outbox, never alongside SMTP.
 * It holds password codes and verification links, so in production only administrators may read it: anyone
 * else could reset any account's password with the code it shows.
 */
export async function devOutboxRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { env, publicUrl } = app.ctx.config;
  const access: Access = env === 'production' ? 'admin' : 'visitor';
  if (env === 'production') {
    app.log.warn(
      `mail is not being delivered; set SMTP_URL. Until then e-mails wait in the dev outbox (${publicUrl}${OUTBOX_PAGE_PATH}), readable by administrators only`,
    );
  }

  r.get(
    '/api/dev/outbox',
    {
      config: { access },
      schema: {
        tags: ['dev'],
        summary: 'E-mails stored by the dev outbox, newest first (administrators only in production)',
        querystring: outboxQuery,
        response: { 200: outboxResponse, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => listOutboxEntries(app.ctx.db, request.query),
  );

  await app.register(async (page) => {
    // A person opened this page in a browser: a refusal reads as a page that says how to get in, not as JSON.
    page.setErrorHandler((error, request, reply) => {
      if (error instanceof AppError && (error.statusCode === 401 || error.statusCode === 403)) {
        const html = renderOutboxRefusal(error.statusCode === 401 ? 'signed-out' : 'not-admin', LOGIN_PATH, pageLocale(request, request.auth?.user.locale));
        return reply.status(error.statusCode).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
      }
      throw error;
    });
    page.withTypeProvider<ZodTypeProvider>().get(
      OUTBOX_PAGE_PATH,
      { config: { access }, schema: { hide: true, querystring: outboxQuery } },
      async (request, reply) => {
        const entries = await listOutboxEntries(app.ctx.db, request.query);
        return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(renderOutboxPage(entries, request.query, pageLocale(request, request.auth?.user.locale)));
      },
    );
  });

  r.get(OUTBOX_CSS_PATH, { config: { access: 'visitor' }, schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/css; charset=utf-8').send(css),
  );
}
