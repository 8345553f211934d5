import type { Match } from '@clutch/contract/competition';
import { describe, expect, it } from 'vitest';
import { competitionApi, placementsOf, startedTournament, tournamentWithTeams } from './competition-play.ts';
import { quickUser } from './team-helpers.ts';
import { createTestApp } from './test-app.ts';

const t = await createTestApp();
const api = competitionApi(t);
const organizer = await quickUser(t, 'org');
const stranger = await quickUser(t, 'other');

/** 12 teams in 3 lobbies of 4, two games each, the top 4 to a final; 10-6-3-1 and 1 per elimination. */
const battleRoyale = {
  format: 'FREE_FOR_ALL',
  ffaLobbySize: 4,
  ffaGames: 2,
  ffaPlacementPoints: [10, 6, 3, 1],
  ffaPointsPerKill: 1,
  ffaFinalSize: 4,
  ffaPreset: 'CUSTOM',
};

/** Every side placed in slot order (slot 1 wins) with `kills` eliminations each. */
const inSlotOrder = (m: Match, kills = (slot: number) => slot - 1) => ({
  placements: m.results.map((r) => ({ teamRegistrationId: r.teamRegistrationId!, place: r.slot, kills: kills(r.slot) })),
});

describe('a free-for-all (battle royale) through the API', () => {
  it('runs three lobbies and a final: lobby games, leaderboard, final of the top four, corrections, placements', async () => {
    const { tournament, entries } = await startedTournament(t, organizer, 12, battleRoyale);
    const lobbyGames = await api.matches(tournament.id);
    expect(lobbyGames).toHaveLength(6);
    expect(lobbyGames.map((m) => `${m.stage} ${m.group} ${m.round}`).sort()).toEqual(['LOBBY A 1', 'LOBBY A 2', 'LOBBY B 1', 'LOBBY B 2', 'LOBBY C 1', 'LOBBY C 2']);
    expect(lobbyGames.every((m) => m.results.length === 4 && m.results.every((r) => r.place === null && r.kills === null))).toBe(true);
    // Snake seeding by registration time: lobby A holds seeds 1, 6, 7, 12.
    const lobbyA = lobbyGames.find((m) => m.group === 'A' && m.round === 1)!;
    expect(lobbyA.results.map((r) => r.teamName)).toEqual(['Team A', 'Team F', 'Team G', 'Team L']);

    const first = await api.result(organizer, lobbyA.id, inSlotOrder(lobbyA));
    expect(first.statusCode, first.body).toBe(200);
    const scored = first.json<Match>();
    expect(scored.status).toBe('FINISHED');
    expect(scored.results.map((r) => [r.place, r.kills, r.score, r.result])).toEqual([
      [1, 0, 10, 'WIN'],
      [2, 1, 7, 'LOSS'],
      [3, 2, 5, 'LOSS'],
      [4, 3, 4, 'LOSS'],
    ]);

    for (const m of lobbyGames.filter((x) => x.id !== lobbyA.id)) {
      const res = await api.result(organizer, m.id, inSlotOrder(m));
      expect(res.statusCode, res.body).toBe(200);
    }
    const withFinal = await api.matches(tournament.id);
    const finals = withFinal.filter((m) => m.stage === 'FINAL');
    expect(finals).toHaveLength(2);
    // Three lobby winners on 20, then the runners-up level on 14 (best game 7, 2 eliminations): the best seed, Team D (seed 4).
    expect(finals[0]!.results.map((r) => r.teamName)).toEqual(['Team A', 'Team B', 'Team C', 'Team D']);

    const board = await api.ranking(tournament.id);
    expect(board).toHaveLength(12);
    expect(board[0]).toMatchObject({ teamName: 'Team A', totalPoints: 0, matchesPlayed: 0, ffa: { lobby: 'A', finalist: true, lobbyPoints: 20, bestGame: 0, kills: 0 } });
    expect(board[4]).toMatchObject({ teamName: 'Team E', totalPoints: 14, matchesPlayed: 2, group: 'B', ffa: { finalist: false, lobbyPoints: 14, bestGame: 7, kills: 2 } });

    // The final: the last qualifier wins both games.
    for (const m of finals) {
      const reversed = { placements: m.results.map((r) => ({ teamRegistrationId: r.teamRegistrationId!, place: 5 - r.slot, kills: 0 })) };
      const res = await api.result(organizer, m.id, reversed);
      expect(res.statusCode, res.body).toBe(200);
    }
    const finalBoard = await api.ranking(tournament.id);
    expect(finalBoard.slice(0, 4).map((r) => r.teamName)).toEqual(['Team D', 'Team C', 'Team B', 'Team A']);

    // A lobby correction that keeps the same finalists keeps the final; it is audited with its placements.
    const lobbyAWith = (kills: number[]) => ({ placements: lobbyA.results.map((r) => ({ teamRegistrationId: r.teamRegistrationId!, place: r.slot, kills: kills[r.slot - 1]! })) });
    const keep = lobbyAWith([5, 1, 2, 3]);
    expect((await api.previewOf(organizer, lobbyA.id, keep)).affected).toEqual([]);
    const without = await api.result(organizer, lobbyA.id, keep);
    expect(without.statusCode).toBe(409);
    expect(without.json()).toMatchObject({ code: 'RESULT_EXISTS' });
    const fix = await api.result(organizer, lobbyA.id, { ...keep, correction: true });
    expect(fix.statusCode, fix.body).toBe(200);
    expect(fix.json<Match>().results.map((r) => r.score)).toEqual([15, 7, 5, 4]);
    expect((await api.matches(tournament.id)).filter((m) => m.stage === 'FINAL').every((m) => m.status === 'FINISHED')).toBe(true);
    const audit = await api.auditOf(organizer, tournament.id);
    expect(audit[0]).toMatchObject({ action: 'CORRECTED', matchLabel: 'Lobby A · Game 1' });
    expect(audit[0]!.before!.placements!.map((p) => p.kills)).toEqual([0, 1, 2, 3]);
    expect(audit[0]!.after!.placements!.map((p) => [p.place, p.kills])).toEqual([
      [1, 5],
      [2, 1],
      [3, 2],
      [4, 3],
    ]);

    // One that changes who qualifies (Team F's six eliminations put it on 19, past Team D's 14) clears the final's
    // results, as the preview says, and seats the new finalist.
    const change = lobbyAWith([5, 6, 2, 3]);
    const preview = await api.previewOf(organizer, lobbyA.id, change);
    expect(preview.affected.map((a) => [a.stage, a.round, a.change])).toEqual([
      ['FINAL', 1, 'RESULT_CLEARED'],
      ['FINAL', 2, 'RESULT_CLEARED'],
    ]);
    expect((await api.result(organizer, lobbyA.id, { ...change, correction: true })).statusCode).toBe(200);
    const reseated = (await api.matches(tournament.id)).filter((m) => m.stage === 'FINAL');
    expect(reseated.map((m) => m.status)).toEqual(['SCHEDULED', 'SCHEDULED']);
    expect(reseated[0]!.results.map((r) => [r.teamName, r.place])).toEqual([
      ['Team A', null],
      ['Team B', null],
      ['Team C', null],
      ['Team F', null],
    ]);
    expect((await api.finish(organizer, tournament.id)).json()).toMatchObject({ code: 'NOT_FINISHED' });
    for (const m of reseated) {
      const reversed = { placements: m.results.map((r) => ({ teamRegistrationId: r.teamRegistrationId!, place: 5 - r.slot, kills: 0 })) };
      expect((await api.result(organizer, m.id, reversed)).statusCode).toBe(200);
    }

    const finished = await api.finish(organizer, tournament.id);
    expect(finished.statusCode, finished.body).toBe(200);
    const placed = await placementsOf(t, tournament.id);
    const nameOf = (id: string) => entries.find((e) => e.registrationId === id)!.name;
    expect(placed.slice(0, 5).map((p) => [p.placement, nameOf(p.id)])).toEqual([
      [1, 'Team F'],
      [2, 'Team C'],
      [3, 'Team B'],
      [4, 'Team A'],
      [5, 'Team D'],
    ]);
  });

  it('refuses placements bodies that are not every lobby entrant once with places 1..n, with clear messages', async () => {
    const { tournament } = await startedTournament(t, organizer, 12, battleRoyale);
    const [game, other] = await api.matches(tournament.id);
    const ids = game!.results.map((r) => r.teamRegistrationId!);
    const body = (places: number[], kills = [0, 0, 0, 0], who = ids) => ({ placements: who.map((teamRegistrationId, i) => ({ teamRegistrationId, place: places[i]!, kills: kills[i]! })) });

    const missing = await api.result(organizer, game!.id, body([1, 2, 3], [0, 0, 0], ids.slice(0, 3)));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'INVALID_PLACEMENTS' });
    expect(missing.json().message).toMatch(/^Every entrant of this game needs a place: 1 missing/);

    const twice = await api.result(organizer, game!.id, body([1, 1, 2, 3]));
    expect(twice.statusCode).toBe(400);
    expect(JSON.stringify(twice.json())).toContain('Place 1 is given twice: each place is held by one entrant.');

    const beyond = await api.result(organizer, game!.id, body([1, 2, 3, 5]));
    expect(beyond.statusCode).toBe(400);
    expect(JSON.stringify(beyond.json())).toContain('Places go from 1 to 4.');

    const negative = await api.result(organizer, game!.id, body([1, 2, 3, 4], [0, -1, 0, 0]));
    expect(negative.statusCode).toBe(400);
    expect(JSON.stringify(negative.json())).toContain('Eliminations cannot be negative.');

    const fractional = await api.result(organizer, game!.id, body([1, 2, 3, 4], [0, 1.5, 0, 0]));
    expect(fractional.statusCode).toBe(400);
    expect(JSON.stringify(fractional.json())).toContain('Eliminations are a whole number, 0 or more.');

    const stranger = other!.results[0]!.teamRegistrationId!;
    const outsider = await api.result(organizer, game!.id, body([1, 2, 3, 4], [0, 0, 0, 0], [...ids.slice(0, 3), stranger]));
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json()).toMatchObject({ code: 'INVALID_PLACEMENTS', message: `Entrant ${stranger} does not play in this game.` });

    const mixed = await api.result(organizer, game!.id, { ...body([1, 2, 3, 4]), homeScore: 1, awayScore: 0 });
    expect(mixed.statusCode).toBe(400);
    expect(JSON.stringify(mixed.json())).toContain('Send placements alone: a lobby game has no home or away score.');

    const scores = await api.result(organizer, game!.id, { homeScore: 1, awayScore: 0 });
    expect(scores.statusCode).toBe(400);
    expect(scores.json()).toMatchObject({ code: 'INVALID_PLACEMENTS', message: 'A lobby game takes placements (place and eliminations per entrant), not scores.' });

    expect((await api.matches(tournament.id)).every((m) => m.status === 'SCHEDULED')).toBe(true);
  });

  it("is the organizer's to enter: 401 signed out, 403 for anyone else or a lobby captain, whose report waits for the organizer", async () => {
    const { tournament, captainOf } = await startedTournament(t, organizer, 8, { ...battleRoyale, ffaFinalSize: 0 });
    const [game] = await api.matches(tournament.id);
    const body = inSlotOrder(game!);
    expect((await api.result(null, game!.id, body)).statusCode).toBe(401);
    const other = await api.result(stranger, game!.id, body);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 'NOT_ORGANIZER' });
    const captain = captainOf(game!.results[0]!.teamRegistrationId)!;
    expect((await api.result(captain, game!.id, body)).statusCode).toBe(403);
    const report = await api.report(captain, game!.id, body);
    expect(report.statusCode).toBe(201);
    expect(report.json()).toMatchObject({ status: 'PENDING', autoAcceptAt: null });
    expect((await api.matches(tournament.id)).every((m) => m.status === 'SCHEDULED')).toBe(true);
  });

  it('refuses to start when the lobby size would leave an entrant alone', async () => {
    const { tournament } = await tournamentWithTeams(t, organizer, 5, { ...battleRoyale, ffaLobbySize: 2 });
    const res = await api.start(organizer, tournament.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'LOBBY_OF_ONE' });
  });
});
