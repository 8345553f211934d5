import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { devOutboxRoutes } from './modules/dev-outbox/dev-outbox.routes.ts';
import { gamesMediaRoutes } from './modules/games/games-media.routes.ts';
import { gamesRoutes } from './modules/games/games.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { matchesRoutes } from './modules/matches/matches.routes.ts';
import { registrationsRoutes } from './modules/registrations/registrations.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { tournamentsMediaRoutes } from './modules/tournaments/tournaments-media.routes.ts';
import { tournamentsRoutes } from './modules/tournaments/tournaments.routes.ts';
import { otpRoutes } from './modules/otp/otp.routes.ts';
import { createSessionService, type SessionService } from './modules/sessions/sessions.service.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { createGoogleVerifier, type GoogleVerifier } from './modules/auth/google-verifier.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import { createOutboxMailer } from './platform/mail/outbox-mailer.ts';
import { createSmtpMailer } from './platform/mail/smtp-mailer.ts';
import type { Realtime } from './platform/realtime/realtime.ts';
import { createSocketRealtime } from './platform/realtime/socket-realtime.ts';
import { registerClientTypeGuard } from './plugins/client-type.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerSessionResolution } from './plugins/session.ts';
import { registerWebClient } from './plugins/web-client.ts';
import { contentSecurityPolicy } from './plugins/security.ts';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** Defaults to the SMTP mailer when configured, else the dev outbox. */
  mailer?: Mailer;
  googleVerifier?: GoogleVerifier;
  now?: () => Date;
  logger?: FastifyBaseLogger | boolean | object;
}

/** Everything a module needs, built once here and passed down explicitly. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  db: DatabaseHandle['db'];
  mailer: Mailer;
  sessions: SessionService;
  realtime: Realtime;
  googleVerifier: GoogleVerifier;
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export type App = FastifyInstance;

/** The composition root: plugins and modules registered explicitly, in order. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database } = deps;
  const now = deps.now ?? (() => new Date());

  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    requestTimeout: config.requestTimeoutMs,
    trustProxy: config.trustProxy,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    // Above every contract limit, so an over-long parameter reaches validation and gets a 400 with a message.
    maxParamLength: 600,
    ajv: undefined,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const sessions = createSessionService({ db: database.db, ttlMs: config.session.ttlMs, now });
  const mailer =
    deps.mailer ??
    (config.mail.smtpUrl
      ? createSmtpMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from, db: database.db, log: app.log })
      : createOutboxMailer(database.db, app.log));
  const realtime = createSocketRealtime({
    httpServer: app.server,
    sessions,
    cookieName: config.session.cookieName,
    allowedOrigins: [config.publicUrl],
    redisUrl: config.redisUrl,
    log: app.log,
  });
  const googleVerifier =
    deps.googleVerifier ?? createGoogleVerifier({ clientId: config.google.clientId, jwksUrl: config.google.jwksUrl });

  app.decorate('ctx', { config, database, db: database.db, mailer, sessions, realtime, googleVerifier, now });
  app.addHook('preClose', async () => {
    await realtime.close();
  });
  app.addHook('onClose', async () => {
    await mailer.close();
  });

  await app.register(helmet, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
    crossOriginEmbedderPolicy: false,
    // Google's sign-in popup talks back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  await app.register(cookie);

  const rateLimitRedis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 }) : undefined;
  if (rateLimitRedis) app.addHook('onClose', async () => void (await rateLimitRedis.quit()));
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimit.max,
    timeWindow: '1 minute',
    redis: rateLimitRedis,
    nameSpace: 'clutch-rl:',
    allowList: (request) => !request.url.startsWith('/api/'),
  });

  registerClientTypeGuard(app, ['/api/v1/stripe/webhook', '/api/v1/payments/sandbox/webhook']);
  registerSessionResolution(app, sessions, config.session.cookieName);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Clutch API', version: '1.0.0', description: 'The esports tournament platform API.' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: { type: 'apiKey', in: 'cookie', name: config.session.cookieName },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/api/v1' });
  await app.register(otpRoutes, { prefix: '/api/v1' });
  await app.register(usersRoutes, { prefix: '/api/v1' });
  await app.register(gamesRoutes, { prefix: '/api/v1' });
  await app.register(tournamentsRoutes, { prefix: '/api/v1' });
  await app.register(matchesRoutes, { prefix: '/api/v1' });
  await app.register(registrationsRoutes, { prefix: '/api/v1' });
  await app.register(searchRoutes, { prefix: '/api/v1' });
  // Generated artwork (game covers, tournament banners): our own images, never a third party's.
  await app.register(gamesMediaRoutes);
  await app.register(tournamentsMediaRoutes);
  if (mailer.mode === 'outbox') await app.register(devOutboxRoutes);

  await registerWebClient(app, config);

  return app;
}
