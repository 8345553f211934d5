import type { SeedingMethod, SeedingResponse, seedingBody } from '@clutch/contract/organizer';
import type { TournamentStatus } from '@clutch/contract/tournaments';
import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { runInTransaction } from '../../db/transaction.ts';
import { isEditableStructure } from '../../domain/tournament-transitions.ts';
import { badRequest, conflict } from '../../lib/app-error.ts';
import { requireOrganizer } from '../tournaments/tournaments.service.ts';
import { acceptedInSeedOrder, findOrganizerView, updateTournament, writeSeeds } from './organizer.repository.ts';
import { lockOwnTournament } from './organizer.service.ts';

type SeedingBody = z.infer<typeof seedingBody>;

/** Fisher–Yates with the OS's randomness: no organizer can predict or steer a RANDOM draw. */
function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

type Entrant = Awaited<ReturnType<typeof acceptedInSeedOrder>>[number];

function orderFor(body: SeedingBody, accepted: Entrant[]): string[] {
  switch (body.method) {
    case 'MANUAL': {
      const ids = new Set(accepted.map((e) => e.id));
      const exact = body.order.length === ids.size && new Set(body.order).size === body.order.length && body.order.every((id) => ids.has(id));
      if (!exact) {
        const message = 'The order must list every accepted team exactly once.';
        throw badRequest(message, 'SEEDING_MISMATCH', { order: message });
      }
      return body.order;
    }
    case 'RANDOM':
      return shuffled(accepted.map((e) => e.id));
    case 'REGISTRATION_TIME':
      return [...accepted]
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
        .map((e) => e.id);
  }
}

export function createSeedingService(ctx: Pick<AppContext, 'db' | 'now' | 'config' | 'readCache'>) {
  const { db } = ctx;

  async function seedingOf(executor: Executor, tournamentId: string, method: SeedingMethod): Promise<SeedingResponse> {
    const accepted = await acceptedInSeedOrder(executor, tournamentId);
    return {
      method,
      entries: accepted.map((e, i) => ({
        seed: i + 1,
        teamRegistrationId: e.id,
        teamName: e.teamName,
        photoUrl: e.photoUrl,
        captainNickName: e.captainNickName,
        registeredAt: e.createdAt.toISOString(),
      })),
    };
  }

  return {
    /** The accepted teams in seed order (unseeded ones after the seeded, by registration time). */
    async get(actorId: string, tournamentId: string): Promise<SeedingResponse> {
      const tournament = requireOrganizer(await findOrganizerView(db, tournamentId), actorId);
      const method = tournament.seeding as SeedingMethod;
      return seedingOf(db, tournamentId, method);
    },

    /** Writes seeds 1..n over the accepted registrations; only before the start. */
    async set(actorId: string, tournamentId: string, body: SeedingBody): Promise<SeedingResponse> {
      return runInTransaction(db, async (tx) => {
        const tournament = await lockOwnTournament(tx, ctx, tournamentId, actorId);
        if (!isEditableStructure(tournament.status as TournamentStatus)) {
          throw conflict('Seeding can only change before the tournament starts.', 'SEEDING_LOCKED');
        }
        const accepted = await acceptedInSeedOrder(tx, tournamentId);
        await writeSeeds(tx, tournamentId, orderFor(body, accepted));
        await updateTournament(tx, tournamentId, { seeding: body.method, updatedAt: ctx.now() });
        return seedingOf(tx, tournamentId, body.method);
      });
    },
  };
}
