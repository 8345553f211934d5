import type { Executor } from '../../db/client.ts';
import { notifyAudience, type NotifyCtx } from '../notifications/notifications.service.ts';

/** What a tournament's own events tell its followers and its organizer's (issue #14), in the transaction of the event. */

interface TournamentRef {
  id: string;
  name: string;
  organizerId: string;
}

const link = (t: TournamentRef) => `/app/tournaments/${t.id}`;

/**
 * Registration opened: the tournament's followers and its organizer's followers hear it, once. Called when a
 * tournament is published with its registration already open; one whose registration starts later needs this
 * at that moment (a job scheduled for `registrationStartAt`: the dedupe key makes it safe to run again).
 */
export async function notifyTournamentOpen(ctx: NotifyCtx, tx: Executor, t: TournamentRef): Promise<void> {
  await notifyAudience(ctx, tx, { tournamentFollowers: t.id, followersOf: t.organizerId }, {
    type: 'tournament_open',
    params: { tournament: t.name },
    link: link(t),
    actorId: t.organizerId,
    dedupeKey: `tournament_open:${t.id}`,
  });
}

/**
 * A followed organizer's tournament went live: it started (`start`), or its stream was set while it runs
 * (`stream`). Their followers hear each once per tournament.
 */
export async function notifyOrganizerLive(ctx: NotifyCtx, tx: Executor, t: TournamentRef, cause: 'start' | 'stream'): Promise<void> {
  await notifyAudience(ctx, tx, { followersOf: t.organizerId }, {
    type: 'organizer_live',
    params: { tournament: t.name, ...(cause === 'stream' ? { variant: 'stream' } : {}) },
    link: link(t),
    actorId: t.organizerId,
    dedupeKey: `organizer_live:${t.id}:${cause}`,
  });
}
