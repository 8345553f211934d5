import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Match } from '@clutch/contract/competition';
import type { ObfDocument, ObfSet } from '@clutch/contract/open-bracket';
import type { Tournament } from '@clutch/contract/tournaments';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import draft6 from 'ajv/dist/refs/json-schema-draft-06.json' with { type: 'json' };
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { teams, type tournaments } from '../src/db/schema/index.ts';
import { competitionApi, playOut, tournamentWithTeams } from './competition-play.ts';
import { quickUser, type QuickUser } from './team-helpers.ts';
import { createTestApp, WEB } from './test-app.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const schema = JSON.parse(fs.readFileSync(path.join(here, 'fixtures/open-bracket/tournamentSchema.json'), 'utf8')) as object;
const ajv = new Ajv({ allErrors: true, strict: true });
ajv.addMetaSchema(draft6);
(addFormats as unknown as (a: Ajv) => void)(ajv);
const validateObf = ajv.compile(schema);

const t = await createTestApp();
const { app } = t;
const api = competitionApi(t);
const O = await quickUser(t, 'obforg');
const importer = await quickUser(t, 'obfimp');
const stranger = await quickUser(t, 'obfstranger');

const exportOf = (id: string, format: 'obf' | 'csv', who: QuickUser | null) =>
  app.inject({ method: 'GET', url: `/api/v1/tournaments/${id}/export?format=${format}`, headers: who?.auth ?? WEB });
const importing = (who: QuickUser, payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/v1/organizer/tournaments/import', headers: who.auth, payload: payload as object });

async function obfOf(id: string, who: QuickUser | null = null): Promise<ObfDocument> {
  const res = await exportOf(id, 'obf', who);
  expect(res.statusCode, res.body).toBe(200);
  const doc = res.json<ObfDocument>();
  const valid = validateObf(doc);
  expect(valid, JSON.stringify(validateObf.errors)).toBe(true);
  return doc;
}

/** A finished tournament of `teams` entrants, every match won by the home side (or drawn in a league when asked). */
async function finished(teamCount: number, values: Partial<typeof tournaments.$inferInsert>, pick = (_m: Match) => ({ homeScore: 2, awayScore: 1 })) {
  const setup = await tournamentWithTeams(t, O, teamCount, values);
  expect((await api.start(O, setup.tournament.id)).statusCode).toBe(200);
  await playOut(t, O, setup.tournament.id, pick);
  const res = await api.finish(O, setup.tournament.id);
  expect(res.statusCode, res.body).toBe(200);
  return setup;
}

/** What must survive a round trip: each entrant's tag, seed and placement, each set's position, sides and result. */
function essence(doc: ObfDocument) {
  const tagOf = new Map(doc.entrants.map((e) => [e.entrantID, e.entrantTag]));
  const entrants = doc.entrants.map((e) => ({ tag: e.entrantTag, seed: e.initialSeed, placement: e.finalPlacement })).sort((a, b) => a.tag!.localeCompare(b.tag!));
  const sets = doc.sets
    .map((s) => ({
      position: s.other?.clutch,
      roundID: s.roundID,
      phaseID: s.phaseID,
      status: s.status,
      setFormat: s.setFormat,
      one: s.entrant1ID ? tagOf.get(s.entrant1ID) : null,
      two: s.entrant2ID ? tagOf.get(s.entrant2ID) : null,
      results: [s.entrant1Result, s.entrant2Result],
      scores: [s.entrant1Score, s.entrant2Score],
    }))
    .sort((a, b) => JSON.stringify(a.position).localeCompare(JSON.stringify(b.position)));
  const event = { ...doc.event, originURL: undefined, other: { ...(doc.event.other?.clutch as object), tournamentId: undefined, status: undefined } };
  return { event, entrants, sets };
}

async function roundTrip(doc: ObfDocument) {
  const res = await importing(importer, doc);
  expect(res.statusCode, res.body).toBe(201);
  const imported = res.json<Tournament>();
  expect(imported.status).toBe('DRAFT');
  const again = await obfOf(imported.id, importer);
  expect(essence(again)).toEqual(essence(doc));
  return imported;
}

const setById = (doc: ObfDocument) => new Map(doc.sets.map((s) => [s.setID, s]));

describe('exporting a tournament as Open Bracket Format', () => {
  it('writes a single-elimination knockout that validates against the published schema, with results, placements and the bracket links', async () => {
    const { tournament } = await finished(4, { format: 'KNOCKOUT', bracketType: 'SINGLE_ELIMINATION', name: 'Obf Single Cup' });
    const res = await exportOf(tournament.id, 'obf', null);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="obf-single-cup.obf.json"; filename*=UTF-8''obf-single-cup.obf.json`);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const doc = await obfOf(tournament.id);
    expect(doc.version).toBe('v1.0');
    expect(doc.event).toMatchObject({ name: 'Obf Single Cup', gameName: 'Counter-Strike 2', tournamentStructure: 'single-elim', numberEntrants: 4 });
    expect(doc.event.phases).toEqual([{ phaseID: 'knockout', phaseStructure: 'single-elim' }]);
    expect(doc.event.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(doc.entrants.map((e) => e.initialSeed).sort()).toEqual([1, 2, 3, 4]);
    expect(doc.entrants.find((e) => e.finalPlacement === 1)?.entrantTag).toBeDefined();
    expect(doc.sets).toHaveLength(3);
    const final = doc.sets.find((s) => s.roundID === 'Winners · Round 2')!;
    expect(final).toMatchObject({ status: 'completed', entrant1Result: 'win', entrant2Result: 'lose', entrant1Score: 2, entrant2Score: 1, setFormat: 'best-of-1', phaseID: 'knockout' });
    // Both semi-finals lead their winner to the final, and the final names them back.
    const byId = setById(doc);
    for (const prev of [final.entrant1PrevSetID, final.entrant2PrevSetID]) {
      const semi = byId.get(prev!)!;
      expect(semi.roundID).toBe('Winners · Round 1');
      expect([semi.entrant1NextSetID, semi.entrant2NextSetID]).toContain(final.setID);
    }
    expect(doc.entrants.find((e) => e.entrantID === final.entrant1ID)?.finalPlacement).toBe(1);
    await roundTrip(doc);
  });

  it('writes a double-elimination knockout with its losers bracket and grand final', async () => {
    const { tournament } = await finished(4, { format: 'KNOCKOUT', bracketType: 'DOUBLE_ELIMINATION', grandFinalReset: false });
    const doc = await obfOf(tournament.id);
    expect(doc.event.tournamentStructure).toBe('double-elim');
    const rounds = new Set(doc.sets.map((s) => s.roundID));
    expect(rounds).toContain('Losers · Round 1');
    expect(rounds).toContain('Grand final');
    // The winners-bracket final's loser plays on in the losers bracket.
    const byId = setById(doc);
    const winnersFinal = doc.sets.find((s) => s.roundID === 'Winners · Round 2')!;
    const loserNext = winnersFinal.entrant2Result === 'lose' ? winnersFinal.entrant2NextSetID : winnersFinal.entrant1NextSetID;
    expect(byId.get(loserNext!)?.roundID).toMatch(/^Losers/);
    expect(doc.sets.every((s) => s.status === 'completed')).toBe(true);
    await roundTrip(doc);
  });

  it('writes a league with its draws and a groups-then-knockout tournament in two phases', async () => {
    const league = await finished(4, { format: 'LEAGUE_TABLE' }, () => ({ homeScore: 1, awayScore: 1 }));
    const leagueDoc = await obfOf(league.tournament.id);
    expect(leagueDoc.event).toMatchObject({ tournamentStructure: 'round-robin', phases: [{ phaseID: 'league', phaseStructure: 'round-robin' }] });
    expect(leagueDoc.sets).toHaveLength(6);
    expect(leagueDoc.sets.every((s) => s.entrant1Result === 'draw' && s.entrant2Result === 'draw' && s.roundID?.startsWith('Round '))).toBe(true);
    const imported = await roundTrip(leagueDoc);
    // The imported league's table is worked out from its results, as the original's was.
    const original = (await api.ranking(league.tournament.id)).map((r) => [r.teamName, r.totalPoints, r.draws]).sort();
    const res = await app.inject({ method: 'GET', url: `/api/v1/tournaments/${imported.id}/ranking`, headers: importer.auth });
    expect(res.json<{ teamName: string; totalPoints: number; draws: number }[]>().map((r) => [r.teamName, r.totalPoints, r.draws]).sort()).toEqual(original);

    const mixed = await finished(8, { format: 'league_and_knockout', groupCount: 2, advancePerGroup: 2 });
    const mixedDoc = await obfOf(mixed.tournament.id);
    expect(mixedDoc.event.tournamentStructure).toBe('round-robin-groups-then-single-elim');
    expect(mixedDoc.event.phases?.map((p) => p.phaseID)).toEqual(['group', 'knockout']);
    expect(mixedDoc.sets.filter((s) => s.phaseID === 'group')).toHaveLength(12);
    expect(mixedDoc.sets.some((s) => s.roundID === 'Group B · Round 3')).toBe(true);
    // A qualifier's last group match leads to its first knockout match.
    const byId = setById(mixedDoc);
    const firstKnockout = mixedDoc.sets.find((s) => s.phaseID === 'knockout' && s.roundID === 'Winners · Round 1')!;
    expect(byId.get(firstKnockout.entrant1PrevSetID!)?.phaseID).toBe('group');
    await roundTrip(mixedDoc);
  });

  it('lets anyone export a public tournament, and a draft only its organizer (404 to anyone else, as the tournament itself)', async () => {
    const { tournament } = await tournamentWithTeams(t, O, 2, { status: 'DRAFT' });
    for (const format of ['obf', 'csv'] as const) {
      expect((await exportOf(tournament.id, format, null)).statusCode).toBe(404);
      expect((await exportOf(tournament.id, format, stranger)).statusCode).toBe(404);
      expect((await exportOf(tournament.id, format, O)).statusCode).toBe(200);
    }
    const open = await tournamentWithTeams(t, O, 2);
    const doc = await obfOf(open.tournament.id, null);
    expect(doc.sets).toEqual([]);
    expect(doc.entrants).toHaveLength(2);
    expect((await app.inject({ method: 'GET', url: `/api/v1/tournaments/${open.tournament.id}/export?format=pdf`, headers: WEB })).statusCode).toBe(400);
  });
});

describe('the standings CSV', () => {
  const rowsOf = (csv: string) => csv.trimEnd().split('\r\n');

  it('lists the league table with points, UTF-8 names and formula-looking names escaped', async () => {
    const setup = await tournamentWithTeams(t, O, 3, { format: 'LEAGUE_TABLE', name: 'Liga Ünïcode' });
    await t.app.ctx.db.update(teams).set({ name: '=HYPERLINK("http://x")' }).where(eq(teams.id, setup.entries[0]!.teamId));
    await t.app.ctx.db.update(teams).set({ name: 'Équipe Ñandú' }).where(eq(teams.id, setup.entries[1]!.teamId));
    await t.app.ctx.db.update(teams).set({ name: '-1+2' }).where(eq(teams.id, setup.entries[2]!.teamId));
    expect((await api.start(O, setup.tournament.id)).statusCode).toBe(200);
    await playOut(t, O, setup.tournament.id, () => ({ homeScore: 3, awayScore: 0 }));
    const res = await exportOf(setup.tournament.id, 'csv', null);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="liga-unicode-standings\.csv"/);
    const rows = rowsOf(res.body);
    expect(rows[0]).toBe('rank,team,group,played,won,drawn,lost,goals_for,goals_against,goal_difference,points,placement');
    expect(rows).toHaveLength(4);
    expect(res.body).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(res.body).toContain("'-1+2");
    expect(res.body).toContain('Équipe Ñandú');
    expect(res.body).not.toMatch(/(^|,)=HYPERLINK/m);
    // Each team played two matches; the ranks follow the table.
    const ranking = await api.ranking(setup.tournament.id);
    expect(rows.slice(1).map((r) => r.split(',')[0])).toEqual(ranking.map((r) => String(r.position)));
    expect(rows.slice(1).every((r) => r.split(',')[3] === '2')).toBe(true);
  });

  it('lists a finished knockout by placement with wins and losses, and no points column', async () => {
    const { tournament } = await finished(4, { format: 'KNOCKOUT' });
    const res = await exportOf(tournament.id, 'csv', null);
    const rows = rowsOf(res.body);
    expect(rows[0]).toBe('rank,team,played,won,drawn,lost,placement');
    const champion = rows[1]!.split(',');
    expect(champion[0]).toBe('1');
    expect(champion.slice(2)).toEqual(['2', '2', '0', '0', '1']);
    expect(rows.slice(1).map((r) => Number(r.split(',')[6]))).toEqual([...rows.slice(1).map((r) => Number(r.split(',')[6]))].sort((a, b) => a - b));
  });
});

describe('importing an Open Bracket Format file', () => {
  const foreign = (overrides: Partial<ObfDocument> = {}): ObfDocument => ({
    version: 'v1.0',
    event: { name: 'Jersey Japes', date: '2021-04-20', gameName: 'counter-strike 2', tournamentStructure: 'single-elim', numberEntrants: 4 },
    entrants: [
      { entrantID: 'alice', entrantTag: 'Alice', initialSeed: 1, finalPlacement: 1 },
      { entrantID: 'bob', entrantTag: 'Bob', initialSeed: 4, finalPlacement: 3 },
      { entrantID: 'carol', entrantTag: 'Carol', initialSeed: 2, finalPlacement: 2 },
      { entrantID: 'dave', entrantTag: 'Dave', initialSeed: 3, finalPlacement: 3 },
    ],
    sets: [
      { setID: '1', entrant1ID: 'alice', entrant2ID: 'bob', status: 'completed', entrant1Result: 'win', entrant2Result: 'lose', entrant1Score: 3, entrant2Score: 0, roundID: '1', setFormat: 'bestof5', entrant1NextSetID: '3' },
      { setID: '2', entrant1ID: 'carol', entrant2ID: 'dave', status: 'completed', entrant1Result: 'win', entrant2Result: 'dq', roundID: '1' },
      { setID: '3', entrant1ID: 'alice', entrant2ID: 'carol', status: 'completed', entrant1Score: 3, entrant2Score: 2, roundID: '2', entrant1PrevSetID: '1', entrant2PrevSetID: '2' },
    ],
    ...overrides,
  });

  it("creates the caller's draft from another platform's file: game by name, entrants as accepted teams, sets as finished matches", async () => {
    const res = await importing(importer, foreign());
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<Tournament>();
    expect(created).toMatchObject({ name: 'Jersey Japes', status: 'DRAFT', tournamentFormat: 'KNOCKOUT' });
    expect(created.tournamentStartDate.slice(0, 10)).toBe('2021-04-20');
    const matches = await api.matches(created.id, importer);
    expect(matches).toHaveLength(3);
    const final = matches.find((m) => m.round === 2)!;
    expect(final.results.map((r) => [r.teamName, r.score, r.result])).toEqual([
      ['Alice', 3, 'WIN'],
      ['Carol', 2, 'LOSS'],
    ]);
    const dq = matches.find((m) => m.results.some((r) => r.teamName === 'Dave'))!;
    expect(dq.results.find((r) => r.teamName === 'Dave')).toMatchObject({ result: 'LOSS', forfeit: true });
    expect(matches.find((m) => m.results[0]?.teamName === 'Alice' && m.round === 1)?.bestOf).toBe(5);
    // The record is the organizer's alone, and it stays a record.
    expect((await app.inject({ method: 'GET', url: `/api/v1/matches/tournament/${created.id}`, headers: stranger.auth })).statusCode).toBe(404);
    const publish = await app.inject({ method: 'POST', url: `/api/v1/tournaments/${created.id}/publish`, headers: importer.auth });
    expect(publish.statusCode).toBe(409);
    expect(publish.json()).toMatchObject({ code: 'IMPORTED_TOURNAMENT' });
    const doc = await obfOf(created.id, importer);
    expect(doc.entrants.map((e) => [e.entrantTag, e.initialSeed, e.finalPlacement]).sort()).toEqual([
      ['Alice', 1, 1],
      ['Bob', 4, 3],
      ['Carol', 2, 2],
      ['Dave', 3, 3],
    ]);
  });

  it('refuses a file it cannot read, saying which field is wrong', async () => {
    const cases: [unknown, number, string, string][] = [
      [foreign({ event: { name: 'Jersey Japes', date: '2021-04-20', gameName: 'Pong' } }), 400, 'UNKNOWN_GAME', 'event.gameName'],
      [foreign({ event: { name: 'Jersey Japes', gameName: 'Counter-Strike 2' } }), 400, 'OBF_INVALID', 'event.date'],
      [foreign({ sets: [{ setID: '9', entrant1ID: 'alice', entrant2ID: 'zed' }] }), 400, 'OBF_INVALID', 'sets.0.entrant2ID'],
      [foreign({ sets: [{ setID: '9' }, { setID: '9' }] }), 400, 'OBF_INVALID', 'sets.1.setID'],
      [foreign({ entrants: [{ entrantID: 'a' }, { entrantID: 'a' }], sets: [] }), 400, 'OBF_INVALID', 'entrants.1.entrantID'],
      [foreign({ sets: [{ setID: '1', status: 'awaiting' as ObfSet['status'] }] }), 400, 'VALIDATION_FAILED', 'sets.0.status'],
      [{ ...foreign(), winnerNextSetID: '1' }, 400, 'VALIDATION_FAILED', ''],
    ];
    for (const [payload, status, code, field] of cases) {
      const res = await importing(importer, payload);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().code, res.body).toBe(code);
      if (field) expect(Object.keys(res.json().fields ?? {}), res.body).toContain(field);
    }
  });

  it('takes verified accounts only, and files up to its size limit', async () => {
    const unverified = await quickUser(t, 'obfunv', { verified: false });
    const refused = await importing(unverified, foreign());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ACCOUNT_NOT_VERIFIED');
    const huge = foreign({ event: { name: 'Big', date: '2021-04-20', gameName: 'Counter-Strike 2', ruleset: 'x'.repeat(3 * 1024 * 1024) } });
    expect((await importing(importer, huge)).statusCode).toBe(413);
  });
});
