import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { GoogleVerifier } from './modules/auth/google-verifier.ts';
import type { PaymentsService } from './modules/payments/payments.service.ts';
import type { SearchIndex } from './modules/search/search-index.ts';
import type { SessionService } from './modules/sessions/sessions.service.ts';
import type { Jobs } from './platform/jobs/jobs.ts';
import type { MailQueue } from './platform/mail/mail-queue.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import type { PaymentProvider } from './platform/payments/payment-provider.ts';
import type { PushSender } from './platform/push/push-sender.ts';
import type { Realtime } from './platform/realtime/realtime.ts';
import type { Signer } from './platform/secrets/signer.ts';
import type { RedisLinks } from './platform/redis/redis-links.ts';
import type { ReadCache } from './platform/read-cache/read-cache.ts';
import type { Storage } from './platform/storage/storage.ts';

/** Everything a module needs, built once by `buildApp` (app.ts) and passed down explicitly. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  db: DatabaseHandle['db'];
  /** The transport (SMTP or the dev outbox) under `mail`; modules send through `mail`. */
  mailer: Mailer;
  /** Sending e-mail: `mail.enqueue(tx, message)` in the transaction that causes it, `mail.flush()` after the commit. */
  mail: MailQueue;
  /**
   * The durable job queue (platform/jobs, ADR 014): `jobs.send(name, data, options, tx)` commits a job with its
   * cause; names, payloads and retry policies in platform/jobs/job-names.ts.
   */
  jobs: Jobs;
  sessions: SessionService;
  realtime: Realtime;
  /** Connections to REDIS_URL (when set), each falling back to in-process behaviour while Redis is away. */
  redis: RedisLinks;
  /**
   * Serialized public reads by key (platform/read-cache, ADR 018): a service that changes what they return calls
   * `readCache.invalidate(tags)` after its commit, before answering (tags in platform/read-cache/read-cache-tags.ts).
   */
  readCache: ReadCache;
  googleVerifier: GoogleVerifier;
  paymentProvider: PaymentProvider;
  /**
   * Refunds for other modules: `payments.refundTournament(tx, tournamentId)` when a tournament is cancelled;
   * `refundRegistration` works the `payments.refund-registration` job.
   */
  payments: PaymentsService;
  storage: Storage;
  /** Web push with our VAPID key; `modules/push/push.service.ts` (`sendPush`) is what the rest of the app uses. */
  push: PushSender;
  /** Signs what is handed out without a session (an e-mail's unsubscribe link). */
  signer: Signer;
  /**
   * The in-memory search index (ADR 020): services that write a tournament, team, user or the games catalogue call
   * `search.changed({...ids})` after the commit, so the next search here sees it (other instances within ~1 s).
   */
  search: SearchIndex;
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
