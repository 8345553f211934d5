/**
 * Free-for-all (battle royale) pieces of the contract (issue #16 item 2): point-table presets, a lobby game's
 * placements as the organizer enters them, and the leaderboard figures a ranking row carries.
 */
import { z } from 'zod';
import { uuid } from './common.ts';

export const FFA_LOBBY_SIZE_MIN = 2;
export const FFA_LOBBY_SIZE_MAX = 100;
export const FFA_GAMES_MAX = 20;
export const FFA_POINTS_MAX = 1000;
export const FFA_KILLS_MAX = 999;

export const ffaPresetIds = ['ALGS', 'PUBG', 'FREE_FIRE', 'FORTNITE', 'CUSTOM'] as const;
export const ffaPresetId = z.enum(ffaPresetIds);
export type FfaPresetId = z.infer<typeof ffaPresetId>;

export interface FfaPreset {
  /** Typical lobby: 20 squads in Apex, 16 teams in PUBG, 12 in Free Fire, up to 100 players in Fortnite. */
  lobbySize: number;
  /** Points by place, 1st first; places past the end of the table score 0. */
  placementPoints: number[];
  pointsPerKill: number;
}

/**
 * Point tables of the big battle-royale circuits. Each is the table the circuit publishes for its lobbies:
 * - ALGS (Apex Legends Global Series): 12-9-7-5-4-3-3-2-2-2, then 1 for 11th–15th, 1 per kill, lobbies of 20.
 * - PUBG (PUBG Nations Cup / Global Series): 10-6-5-4-3-2-1-1, 1 per kill, lobbies of 16.
 * - Free Fire (FFWS): Booyah 12, then 9-8-7-6-5-4-3-2-1, 1 per kill, lobbies of 12.
 * - Fortnite (FNCS-style): Victory Royale 65 down to 2 points at 25th, 2 per elimination, lobbies of 100.
 */
export const FFA_PRESETS: Record<Exclude<FfaPresetId, 'CUSTOM'>, FfaPreset> = {
  ALGS: { lobbySize: 20, placementPoints: [12, 9, 7, 5, 4, 3, 3, 2, 2, 2, 1, 1, 1, 1, 1], pointsPerKill: 1 },
  PUBG: { lobbySize: 16, placementPoints: [10, 6, 5, 4, 3, 2, 1, 1], pointsPerKill: 1 },
  FREE_FIRE: { lobbySize: 12, placementPoints: [12, 9, 8, 7, 6, 5, 4, 3, 2, 1], pointsPerKill: 1 },
  FORTNITE: {
    lobbySize: 100,
    placementPoints: [65, 56, 52, 48, 44, 40, 38, 36, 34, 32, 30, 28, 26, 24, 22, 20, 18, 16, 14, 12, 10, 8, 6, 4, 2],
    pointsPerKill: 2,
  },
};

/** One entrant's finish in a lobby game. */
export const placementInput = z.object({
  teamRegistrationId: uuid,
  place: z.number({ message: 'Each place is a whole number from 1.' }).int('Each place is a whole number from 1.').min(1, 'Places start at 1.').max(FFA_LOBBY_SIZE_MAX),
  kills: z.number({ message: 'Eliminations are a whole number, 0 or more.' }).int('Eliminations are a whole number, 0 or more.').min(0, 'Eliminations cannot be negative.').max(FFA_KILLS_MAX),
});
export type PlacementInput = z.infer<typeof placementInput>;

/**
 * A lobby game's result: every entrant once, places 1..n each once. Whether the entrants are exactly the
 * lobby's is known only with the match; the server answers INVALID_PLACEMENTS when they are not.
 */
export const placementsInput = z
  .array(placementInput)
  .min(FFA_LOBBY_SIZE_MIN, 'A lobby game has at least two entrants.')
  .max(FFA_LOBBY_SIZE_MAX)
  .superRefine((list, ctx) => {
    const ids = new Set<string>();
    const places = new Set<number>();
    list.forEach((p, i) => {
      if (ids.has(p.teamRegistrationId)) ctx.addIssue({ code: 'custom', path: [i, 'teamRegistrationId'], message: 'Each entrant appears once.' });
      if (places.has(p.place)) ctx.addIssue({ code: 'custom', path: [i, 'place'], message: `Place ${p.place} is given twice: each place is held by one entrant.` });
      if (p.place > list.length) ctx.addIssue({ code: 'custom', path: [i, 'place'], message: `Places go from 1 to ${list.length}.` });
      ids.add(p.teamRegistrationId);
      places.add(p.place);
    });
  });

/** What a leaderboard row adds to a ranking row (null in other formats). */
export const ffaStanding = z.object({
  /** The lobby the entrant played in ("A", "B"…). */
  lobby: z.string(),
  /** In the final: the row's points, games, best game and eliminations are the final's. */
  finalist: z.boolean(),
  /** Points from the lobby games (the row's `totalPoints` for everyone not in the final). */
  lobbyPoints: z.number().int().nonnegative(),
  /** The most points in one game. */
  bestGame: z.number().int().nonnegative(),
  kills: z.number().int().nonnegative(),
});
export type FfaStanding = z.infer<typeof ffaStanding>;

/** A lobby game's result as the audit keeps it. */
export const placementSnapshot = z.array(z.object({ teamRegistrationId: uuid, place: z.number().int(), kills: z.number().int() }));
