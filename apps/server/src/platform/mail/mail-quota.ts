import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailRequests } from '../../db/schema/index.ts';
import { sha256 } from '../../lib/tokens.ts';
import { mailLimitReached } from './mail-errors.ts';

const MINUTE = 60_000;

/** How many account e-mails one address may be sent, whoever asks and through which endpoint. */
export const MAIL_QUOTA = { burst: 3, burstWindowMs: 10 * MINUTE, daily: 10, dayMs: 24 * 60 * MINUTE } as const;

/**
 * The per-recipient cap on account e-mails (password codes, verification links), kept in the database so it
 * holds across instances. It counts the address as asked for, known or not, so its answer tells nothing about
 * whether an account exists.
 */
export function createMailQuota(deps: { db: Database; now: () => Date }) {
  return {
    /** Takes one e-mail from the address's allowance, or throws 429 MAIL_LIMIT_REACHED saying when to retry. */
    async take(address: string) {
      const recipientHash = sha256(address.trim().toLowerCase());
      const at = deps.now();
      const burstStart = new Date(at.getTime() - MAIL_QUOTA.burstWindowMs);
      const dayStart = new Date(at.getTime() - MAIL_QUOTA.dayMs);
      await deps.db.transaction(async (tx) => {
        // Two requests for one address at once must not both take the last e-mail.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`mail-quota:${recipientHash}`}, 0))`);
        const sent = await tx
          .select({ createdAt: mailRequests.createdAt })
          .from(mailRequests)
          .where(and(eq(mailRequests.recipientHash, recipientHash), gt(mailRequests.createdAt, dayStart)))
          .orderBy(asc(mailRequests.createdAt));
        const inBurst = sent.filter((r) => r.createdAt > burstStart);
        // When enough of the counted e-mails have aged out of each window to send one more.
        const freeAt = Math.max(
          sent.length >= MAIL_QUOTA.daily ? sent[sent.length - MAIL_QUOTA.daily]!.createdAt.getTime() + MAIL_QUOTA.dayMs : 0,
          inBurst.length >= MAIL_QUOTA.burst ? inBurst[inBurst.length - MAIL_QUOTA.burst]!.createdAt.getTime() + MAIL_QUOTA.burstWindowMs : 0,
        );
        if (freeAt > at.getTime()) throw mailLimitReached(Math.max(1, Math.ceil((freeAt - at.getTime()) / MINUTE)));
        await tx.insert(mailRequests).values({ recipientHash, createdAt: at });
        await tx.delete(mailRequests).where(lt(mailRequests.createdAt, dayStart));
      });
    },
  };
}

export type MailQuota = ReturnType<typeof createMailQuota>;
