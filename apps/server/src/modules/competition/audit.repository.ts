import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { matches, matchResultAudit, users } from '../../db/schema/index.ts';

export type AuditValues = typeof matchResultAudit.$inferInsert;

export async function insertAudit(tx: Executor, values: AuditValues) {
  await tx.insert(matchResultAudit).values(values);
}

/** A tournament's result history, newest first, with the match's place and the actor's name. */
export function findAudit(db: Executor, tournamentId: string) {
  return db
    .select({
      entry: matchResultAudit,
      match: { stage: matches.stage, bracket: matches.bracket, groupLabel: matches.groupLabel, round: matches.round, number: matches.number },
      actor: { id: users.id, nickName: users.nickName },
    })
    .from(matchResultAudit)
    .innerJoin(matches, eq(matches.id, matchResultAudit.matchId))
    .leftJoin(users, eq(users.id, matchResultAudit.actorId))
    .where(eq(matchResultAudit.tournamentId, tournamentId))
    .orderBy(desc(matchResultAudit.createdAt), desc(matchResultAudit.id));
}

export type AuditRow = Awaited<ReturnType<typeof findAudit>>[number];
