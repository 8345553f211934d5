import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { IMAGE_MAX_BYTES } from '@clutch/contract/teams';
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
import fs from 'node:fs';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { AppContext } from './context.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { createChatSockets } from './modules/chat/chat.service.ts';
import { competitionRoutes } from './modules/competition/competition.routes.ts';
import { rankingRoutes } from './modules/competition/ranking.routes.ts';
import { createMatchCheckInJob } from './modules/competition/match-check-in.service.ts';
import { swissRoundsRoutes } from './modules/competition/swiss-rounds.routes.ts';
import { createMatchReminderJob } from './modules/competition/match-reminders.service.ts';
import { registerReportSweep } from './modules/competition/report-sweep.ts';
import { discoverRoutes } from './modules/discover/discover.routes.ts';
import { devOutboxRoutes } from './modules/dev-outbox/dev-outbox.routes.ts';
import { gamesMediaRoutes } from './modules/games/games-media.routes.ts';
import { gamesRoutes } from './modules/games/games.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { adminJobsRoutes } from './modules/jobs/jobs.routes.ts';
import { matchesRoutes } from './modules/competition/matches.routes.ts';
import { createNotificationDelivery } from './modules/notifications/delivery.service.ts';
import { notificationsRoutes, unsubscribeRoutes } from './modules/notifications/notifications.routes.ts';
import { createHoldExpiryJob } from './modules/registrations/hold-expiry.service.ts';
import { registrationsRoutes } from './modules/registrations/registrations.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { createSeoService } from './modules/seo/seo.service.ts';
import { blocksRoutes } from './modules/social/blocks.routes.ts';
import { followsRoutes } from './modules/social/follows.routes.ts';
import { friendshipsRoutes } from './modules/social/friendships.routes.ts';
import { storiesRoutes } from './modules/stories/stories.routes.ts';
import { registerStorySweep } from './modules/stories/story-sweep.ts';
import { teamInvitesRoutes } from './modules/team-invites/team-invites.routes.ts';
import { teamsRoutes } from './modules/teams/teams.routes.ts';
import { tournamentsMediaRoutes } from './modules/tournaments/tournaments-media.routes.ts';
import { createTournamentOpenJob } from './modules/tournaments/tournament-notices.service.ts';
import { createCheckInOpenJob } from './modules/registrations/check-in.service.ts';
import { tournamentsRoutes } from './modules/tournaments/tournaments.routes.ts';
import { isTournamentVisible } from './modules/tournaments/tournaments.service.ts';
import { otpRoutes } from './modules/otp/otp.routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { createPaymentsService } from './modules/payments/payments.service.ts';
import { ticketsRoutes } from './modules/tickets/tickets.routes.ts';
import { createSessionService } from './modules/sessions/sessions.service.ts';
import { onUserRowsChanged } from './platform/read-cache/user-row-changes.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { calendarRoutes } from './modules/calendar/calendar.routes.ts';
import { openBracketRoutes } from './modules/open-bracket/open-bracket.routes.ts';
import { profileRoutes } from './modules/users/profile.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { organizerRoutes } from './modules/organizer/organizer.routes.ts';
import { targetsRoutes } from './modules/targets/targets.routes.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { createGoogleVerifier, type GoogleVerifier } from './modules/auth/google-verifier.ts';
import type { Jobs } from './platform/jobs/jobs.ts';
import { createPgBossJobs, type JobsOptions } from './platform/jobs/pg-boss-jobs.ts';
import { createMailQueue } from './platform/mail/mail-queue.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import { createPaymentProvider, isSandbox } from './platform/payments/create-payment-provider.ts';
import type { PaymentProvider } from './platform/payments/payment-provider.ts';
import { sandboxCheckoutRoutes } from './platform/payments/sandbox/sandbox-checkout.routes.ts';
import { createOutboxMailer } from './platform/mail/outbox-mailer.ts';
import { createSmtpMailer } from './platform/mail/smtp-mailer.ts';
import type { PushSender } from './platform/push/push-sender.ts';
import { loadVapidKeys } from './platform/push/vapid-keys.ts';
import { createSigner, loadSigningKey } from './platform/secrets/signer.ts';
import { createWebPushSender } from './platform/push/web-push-sender.ts';
import { createSocketRealtime } from './platform/realtime/socket-realtime.ts';
import { createRedisLinks } from './platform/redis/redis-links.ts';
import { createReadCache } from './platform/read-cache/read-cache.ts';
import { createRedisInvalidationBus } from './platform/read-cache/redis-invalidation-bus.ts';
import { readTags } from './platform/read-cache/read-cache-tags.ts';
import { createSearchIndex } from './modules/search/search-index.ts';
import { createStorage, uploadsDir } from './platform/storage/create-storage.ts';
import type { Storage } from './platform/storage/storage.ts';
import { publicScope, registerAccessControl } from './plugins/access.ts';
import { registerClientTypeGuard } from './plugins/client-type.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerLocalizedMessages } from './plugins/locale.ts';
import { withLogRedaction } from './plugins/log-redaction.ts';
import { answerFrameworkError, registerInputGuard } from './plugins/input-guard.ts';
import { registerSessionResolution } from './plugins/session.ts';
import { registerWebClient } from './plugins/web-client.ts';
import { RequestLog } from './plugins/request-log.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** Defaults to the SMTP mailer when configured, else the dev outbox. */
  mailer?: Mailer;
  /** Defaults to pg-boss on `database`. */
  jobs?: Jobs;
  /** The queue's polling and retry settings (tests: short ones). */
  jobOptions?: JobsOptions;
  googleVerifier?: GoogleVerifier;
  /** Defaults to Stripe when STRIPE_SECRET_KEY is set, else the sandbox provider. */
  paymentProvider?: PaymentProvider;
  /** Defaults to S3 when `S3_ENDPOINT` and `S3_BUCKET` are set, else the disk under DATA_DIR/uploads. */
  storage?: Storage;
  /** Defaults to web push with the VAPID keys of the environment or of DATA_DIR/vapid.json. */
  pushSender?: PushSender;
  now?: () => Date;
  logger?: FastifyBaseLogger | boolean | object;
}

export type App = FastifyInstance;

/** The composition root: plugins and modules registered explicitly, in order. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database } = deps;
  const now = deps.now ?? (() => new Date());

  const app = Fastify({
    logger: withLogRedaction(deps.logger ?? { level: config.logLevel }),
    // One line per request, when it completes, successes sampled.
    logController: new RequestLog(config.requestLog),
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
    frameworkErrors: answerFrameworkError,
    ajv: undefined,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerLocalizedMessages(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const jobs = deps.jobs ?? createPgBossJobs({ database, log: app.log, options: deps.jobOptions });
  const mailer =
    deps.mailer ?? (config.mail.smtpUrl ? createSmtpMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from }) : createOutboxMailer(app.log));
  const mail = createMailQueue({ db: database.db, jobs, mailer });
  const redis = createRedisLinks({ url: config.redisUrl, keyPrefix: config.redisKeyPrefix, log: app.log });
  const readCacheConfig = config.readCache ?? { enabled: true, maxBytes: 64 * 1024 * 1024, ttlMs: 60_000 };
  const readCache = createReadCache({
    ...readCacheConfig,
    bus: readCacheConfig.enabled && redis.configured ? createRedisInvalidationBus(redis, app.log) : undefined,
    now,
  });
  const sessions = createSessionService({
    db: database.db,
    ttlMs: config.session.ttlMs,
    now,
    cache: { cache: readCache, ttlMs: config.session.cacheTtlMs },
  });
  const forgetUserRows = onUserRowsChanged((userIds) => readCache.invalidate(userIds.map(readTags.user)));
  const realtime = createSocketRealtime({
    httpServer: app.server,
    sessions,
    cookieName: config.session.cookieName,
    allowedOrigins: [config.publicUrl],
    canWatchTournament: (tournamentId, viewerId) => isTournamentVisible(database.db, tournamentId, viewerId),
    chat: createChatSockets({ db: database.db, now, readCache }),
    redis,
    log: app.log,
  });
  const googleVerifier =
    deps.googleVerifier ?? createGoogleVerifier({ clientId: config.google.clientId, jwksUrl: config.google.jwksUrl });

  const storage = deps.storage ?? createStorage(config);
  const push = deps.pushSender ?? createWebPushSender({ keys: loadVapidKeys(config.dataDir, config.vapid.keys), subject: config.vapid.subject });
  const signer = createSigner(loadSigningKey(config.dataDir, config.signingKey));

  const paymentProvider = deps.paymentProvider ?? createPaymentProvider(config, database.db, now);
  const payments = createPaymentsService({ db: database.db, config, now, paymentProvider, realtime, jobs, readCache });

  const search = createSearchIndex({ db: database.db, redis, enabled: config.searchIndex, log: app.log });

  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    mailer,
    mail,
    jobs,
    sessions,
    realtime,
    redis,
    readCache,
    googleVerifier,
    storage,
    push,
    signer,
    search,
    paymentProvider,
    payments,
    now,
  };
  app.decorate('ctx', ctx);
  // Everything that happens later or outside a request runs as a job (ADR 014; platform/jobs/job-names.ts):
  // e-mail delivery, captains' reports nobody answered in time (ADR 005), expired stories with their media,
  // registrations whose fee hold ran out, match reminders, a registration opening at its start, the refund of a
  // rejected or withdrawn paid registration, notifications' e-mail and push. The workers start once the app is
  // ready and stop before it closes.
  jobs.work('mail.send', mail.deliver);
  registerReportSweep(app.ctx, app.log);
  registerStorySweep(app.ctx);
  jobs.work('registrations.expire-hold', createHoldExpiryJob(app.ctx));
  jobs.work('matches.remind', createMatchReminderJob(app.ctx));
  jobs.work('matches.check-in', createMatchCheckInJob(app.ctx));
  jobs.work('tournaments.announce-open', createTournamentOpenJob(app.ctx));
  jobs.work('tournaments.check-in-open', createCheckInOpenJob(app.ctx));
  jobs.work('payments.refund-registration', async ({ data }) => void (await payments.refundRegistration(data.registrationId)));
  const delivery = createNotificationDelivery(app.ctx, app.log);
  jobs.work('notifications.dispatch', delivery.dispatch);
  jobs.work('notifications.email', delivery.email);
  jobs.work('notifications.push', delivery.push);
  app.addHook('onReady', async () => jobs.start());
  app.addHook('preClose', async () => {
    await jobs.stop();
    await realtime.close();
    forgetUserRows();
    await readCache.close();
    await search.close();
  });
  // Read-your-writes across instances: a write's response leaves once its invalidations are published.
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') await readCache.settled();
  });
  app.addHook('onClose', async () => {
    await mailer.close();
  });

  registerSecurityHeaders(app, config);
  await app.register(cookie);

  await registerRateLimit(app);

  // Multipart forms (team create with its image): one file of at most 5 MB and a handful of short fields.
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 12, fieldSize: 8 * 1024, parts: 16 } });

  // Machines that can not add the header: payment webhooks, and mail clients' one-click unsubscribe (its signed
  // token is the authority, not a cookie, so a forged request can do nothing the link does not already do).
  registerClientTypeGuard(app, ['/api/v1/stripe/webhook', '/api/v1/payments/sandbox/webhook', '/api/v1/notifications/unsubscribe']);
  registerSessionResolution(app, sessions, config.session.cookieName);
  // Hostile characters are refused before the access hook loads a resource by the request's ids.
  registerInputGuard(app);
  registerAccessControl(app);

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
  await publicScope(app, async (scope) => void (await scope.register(swaggerUi, { routePrefix: '/api/docs' })));

  await app.register(healthRoutes);
  await app.register(adminJobsRoutes);
  await app.register(authRoutes);
  await app.register(otpRoutes);
  await app.register(usersRoutes);
  await app.register(blocksRoutes);
  await app.register(friendshipsRoutes);
  await app.register(followsRoutes);
  await app.register(profileRoutes);
  await app.register(discoverRoutes);
  await app.register(gamesRoutes);
  await app.register(tournamentsRoutes);
  await app.register(rankingRoutes);
  await app.register(swissRoundsRoutes);
  await app.register(matchesRoutes);
  await app.register(registrationsRoutes);
  await app.register(searchRoutes);
  await app.register(paymentsRoutes, { service: payments });
  await app.register(ticketsRoutes);
  if (isSandbox(paymentProvider)) await app.register(sandboxCheckoutRoutes, { provider: paymentProvider });
  await app.register(teamsRoutes);
  await app.register(teamInvitesRoutes);
  await app.register(organizerRoutes);
  await app.register(targetsRoutes);
  await app.register(storiesRoutes);
  await app.register(notificationsRoutes);
  await app.register(chatRoutes);
  await app.register(unsubscribeRoutes);
  await app.register(pushRoutes);
  await app.register(calendarRoutes);
  await app.register(openBracketRoutes);
  await app.register(uploadsRoutes);
  await app.register(competitionRoutes);
  if (storage.kind === 'disk') {
    // Uploaded images: keys are random and never rewritten, so they cache for a year.
    const root = uploadsDir(config);
    fs.mkdirSync(root, { recursive: true });
    await publicScope(app, async (scope) => {
      await scope.register(fastifyStatic, {
        root,
        prefix: '/uploads/',
        decorateReply: false,
        index: false,
        dotfiles: 'deny',
        cacheControl: false,
        setHeaders: (res) => {
          res.header('cache-control', 'public, max-age=31536000, immutable');
          res.header('x-content-type-options', 'nosniff');
        },
      });
    });
  }
  // Generated artwork (game covers, tournament banners): our own images, never a third party's.
  await app.register(gamesMediaRoutes);
  await app.register(tournamentsMediaRoutes);
  await app.register(seoRoutes);
  if (mailer.mode === 'outbox') await app.register(devOutboxRoutes);

  await registerWebClient(app, config, createSeoService({ db: database.db, config }));

  return app;
}
