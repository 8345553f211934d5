import type { PrizeAward } from '@clutch/contract/organizer';
import type { Currency } from '@clutch/contract/tournaments';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { runInTransaction } from '../../db/transaction.ts';
import { fromCents } from '../../domain/money.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { notify } from '../notifications/notifications.service.ts';
import { payOutPrize, PrizePayoutFailed, recordFailedPrizePayout } from '../payments/prize-payouts.service.ts';
import { assertTournamentVisible, requireOrganizer, tournamentNotFound } from '../tournaments/tournaments.service.ts';
import { withLockedTournament } from '../tournaments/tournament-lock.service.ts';
import { findOrganizerView } from './organizer.repository.ts';
import { captainOfRegistration, findPrizeAwards, lockPrize, markPrizePaid, type PrizeAwardRow } from './prizes.repository.ts';

const prizeNotFound = () => notFound('This tournament has no prize for that position.', 'PRIZE_NOT_FOUND');

function toPrizeAward(row: PrizeAwardRow, currency: Currency): PrizeAward {
  return {
    position: row.position,
    amount: row.amountCents === null ? null : fromCents(row.amountCents),
    currency,
    description: row.description,
    winner:
      row.winnerRegistrationId && row.teamName !== null && row.captainId && row.captainNickName !== null
        ? { teamRegistrationId: row.winnerRegistrationId, teamName: row.teamName, photoUrl: row.photoUrl, captainId: row.captainId, captainNickName: row.captainNickName }
        : null,
    status: row.status as PrizeAward['status'],
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

export function createPrizesService(ctx: Pick<AppContext, 'db' | 'now' | 'paymentProvider' | 'realtime' | 'jobs' | 'readCache'>) {
  const { db } = ctx;

  async function awards(executor: Executor, tournamentId: string): Promise<PrizeAward[]> {
    const tournament = await findOrganizerView(executor, tournamentId);
    if (!tournament) throw tournamentNotFound();
    return (await findPrizeAwards(executor, tournamentId)).map((row) => toPrizeAward(row, tournament.currency as Currency));
  }

  return {
    /** Public (a DRAFT's only to its organizer): amounts, and who won each once the tournament is finished. */
    async list(tournamentId: string, viewerId: string | null): Promise<PrizeAward[]> {
      await assertTournamentVisible(db, tournamentId, viewerId);
      return awards(db, tournamentId);
    },

    /**
     * Pays a prize to the winning team's captain. Idempotent under the prize's row lock: a second call (even a
     * concurrent one) finds it PAID and answers it without paying again.
     */
    async pay(actor: UserRow, tournamentId: string, position: number): Promise<PrizeAward> {
      try {
        return await runInTransaction(db, async (tx) => {
          const tournament = requireOrganizer(await withLockedTournament(tx, tournamentId, ctx), actor.id);
          const prize = await lockPrize(tx, tournamentId, position);
          if (!prize) throw prizeNotFound();
          const answer = async () => (await awards(tx, tournamentId)).find((a) => a.position === position)!;
          if (prize.status === 'PAID') return answer();
          if (tournament.status !== 'FINISHED') throw conflict('Prizes are paid once the tournament is finished.', 'TOURNAMENT_NOT_FINISHED');
          if (!prize.teamRegistrationId) throw conflict('Nobody holds this place, so there is no one to pay.', 'PRIZE_HAS_NO_WINNER');
          if (!prize.amountCents) throw conflict('This prize has no amount to pay.', 'PRIZE_HAS_NO_AMOUNT');
          const captain = await captainOfRegistration(tx, prize.teamRegistrationId);
          if (!captain) throw conflict('The winning team no longer exists.', 'PRIZE_HAS_NO_WINNER');
          const payment = await payOutPrize(
            tx,
            { provider: ctx.paymentProvider, now: ctx.now },
            {
              prizeId: prize.id,
              tournamentId,
              teamRegistrationId: prize.teamRegistrationId,
              amountCents: prize.amountCents,
              currency: tournament.currency,
              recipient: captain,
            },
          );
          await markPrizePaid(tx, prize.id, ctx.now(), payment.id);
          // The captain the money went to hears it (issue #14).
          await notify(ctx, tx, {
            userId: captain.id,
            type: 'prize_paid',
            params: { amountCents: prize.amountCents, currency: tournament.currency, position, tournament: tournament.name },
            link: '/app/billing',
            actorId: actor.id,
            dedupeKey: `prize_paid:${prize.id}`,
          });
          return answer();
        });
      } catch (err) {
        if (err instanceof PrizePayoutFailed) throw await recordFailedPrizePayout(db, ctx.paymentProvider, err);
        throw err;
      }
    },
  };
}
