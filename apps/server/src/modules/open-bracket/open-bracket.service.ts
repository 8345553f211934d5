import { randomUUID } from 'node:crypto';
import { invalidateAfterCommit, tournamentChangeTags } from '../../platform/read-cache/read-cache-tags.ts';
import type { ObfDocument } from '@clutch/contract/open-bracket';
import type { Tournament } from '@clutch/contract/tournaments';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { runInTransaction } from '../../db/transaction.ts';
import { buildObfDocument, type ExportEntrant, type ExportMatch, type ExportTournament } from '../../domain/open-bracket/obf-export.ts';
import { planImport, type ImportPlan } from '../../domain/open-bracket/obf-import.ts';
import { standingsCsv } from '../../domain/open-bracket/standings-csv.ts';
import { AppError, badRequest, forbidden } from '../../lib/app-error.ts';
import { createRankingService } from '../competition/ranking.service.ts';
import { grantOrganizerRole } from '../organizer/organizer.service.ts';
import { assertTournamentVisible, findTournamentView, tournamentNotFound } from '../tournaments/tournaments.service.ts';
import {
  findEngineSeeds,
  findExportTournament,
  findGameIdByName,
  findMatchRows,
  findRegistrations,
  findSlotRows,
  insertImportedRows,
  insertImportedTournament,
} from './open-bracket.repository.ts';

type Ctx = Pick<AppContext, 'db' | 'now' | 'config' | 'realtime' | 'readCache'>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A file name from the tournament's name: ASCII letters and digits, the id when nothing is left. */
export function exportFileName(name: string, id: string, suffix: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || `tournament-${id}`}${suffix}`;
}

/** What an export reads: the tournament, its entrants (accepted, or on a match's side) and its matches. */
async function loadExport(db: Executor, publicUrl: string, id: string) {
  const found = await findExportTournament(db, id);
  if (!found) throw tournamentNotFound();
  const { tournament: t, gameName } = found;
  const [registrations, engineSeeds, matchRows, slotRows] = await Promise.all([
    findRegistrations(db, id),
    findEngineSeeds(db, id),
    findMatchRows(db, id),
    findSlotRows(db, id),
  ]);
  const onSides = new Set(slotRows.map((s) => s.registrationId).filter(Boolean));
  const seedOf = new Map((engineSeeds ?? []).map((entrantId, i) => [entrantId, i + 1]));
  const entrants: ExportEntrant[] = registrations
    .filter((r) => r.requestStatus === 'ACCEPTED' || onSides.has(r.id))
    .map((r) => ({ registrationId: r.id, teamId: r.teamId, name: r.name, seed: seedOf.get(r.id) ?? r.seed, placement: r.placement }));
  const sidesOf = new Map<string, ExportMatch['sides']>();
  for (const s of slotRows) sidesOf.set(s.matchId, [...(sidesOf.get(s.matchId) ?? []), s]);
  const matches: ExportMatch[] = matchRows.map((m) => ({
    id: m.id,
    stage: m.stage,
    bracket: m.bracket,
    group: m.groupLabel,
    round: m.round,
    number: m.number,
    status: m.status,
    bestOf: m.bestOf,
    bye: m.bye,
    scheduledAt: m.scheduledAt,
    sides: sidesOf.get(m.id) ?? [],
  }));
  const tournament: ExportTournament = {
    id: t.id,
    name: t.name,
    gameName,
    format: t.format,
    status: t.status,
    category: t.category,
    level: t.level,
    timeZone: t.timeZone,
    startAt: t.startAt,
    endAt: t.endAt,
    rules: t.rules,
    bracketType: t.bracketType,
    minPlayersPerTeam: t.minPlayersPerTeam,
    maxPlayersPerTeam: t.maxPlayersPerTeam,
    competition: {
      bracketType: t.bracketType,
      thirdPlaceMatch: t.thirdPlaceMatch,
      grandFinalReset: t.grandFinalReset,
      leagueRounds: t.leagueRounds,
      pointsWin: t.pointsWin,
      pointsDraw: t.pointsDraw,
      pointsLoss: t.pointsLoss,
      groupCount: t.groupCount,
      advancePerGroup: t.advancePerGroup,
      seeding: t.seeding,
      reportConfirmMinutes: t.reportConfirmMinutes,
      defaultBestOf: t.defaultBestOf,
      checkInMinutes: t.checkInMinutes,
    },
    url: `${publicUrl}/app/tournaments/${t.id}`,
  };
  return { tournament, entrants, matches };
}

/** The plan as rows: the tournament a DRAFT owned by `organizerId`, each entrant a team it captains, accepted. */
function importRows(plan: ImportPlan, tournamentId: string, organizerId: string, now: Date) {
  const registrationOf = new Map<string, string>();
  const teamRows = [];
  const registrationRows = [];
  for (const entrant of plan.entrants) {
    const teamId = randomUUID();
    const registrationId = randomUUID();
    registrationOf.set(entrant.key, registrationId);
    teamRows.push({ id: teamId, name: entrant.name, captainId: organizerId, tournamentId, createdAt: now });
    registrationRows.push({
      id: registrationId,
      teamId,
      tournamentId,
      requestStatus: 'ACCEPTED',
      seed: entrant.seed,
      placement: entrant.placement,
      paymentStatus: 'NOT_REQUIRED',
      createdAt: now,
      decidedAt: now,
    });
  }
  const matchRows = [];
  const slotRows: { matchId: string; slot: number; teamRegistrationId: string | null; score: number | null; result: string; forfeit: boolean }[] = [];
  for (const m of plan.matches) {
    const matchId = randomUUID();
    matchRows.push({
      id: matchId,
      tournamentId,
      stage: m.stage,
      groupLabel: m.group,
      bracket: m.bracket,
      bye: m.bye,
      round: m.round,
      number: m.number,
      status: m.status,
      scheduledAt: m.scheduledAt,
      bestOf: m.bestOf,
      createdAt: now,
      updatedAt: now,
    });
    m.sides.forEach((side, i) =>
      slotRows.push({
        matchId,
        slot: i + 1,
        teamRegistrationId: side.entrantKey ? (registrationOf.get(side.entrantKey) ?? null) : null,
        score: side.score,
        result: side.result,
        forfeit: side.forfeit,
      }),
    );
  }
  return { teams: teamRows, registrations: registrationRows, matches: matchRows, slots: slotRows };
}

export function createOpenBracketService(ctx: Ctx) {
  const { db } = ctx;
  const rankings = createRankingService(ctx);

  return {
    /** The tournament as an Open Bracket Format document, for anyone who can see it (a DRAFT: its organizer). */
    async exportObf(id: string, viewerId: string | null) {
      await assertTournamentVisible(db, id, viewerId);
      const { tournament, entrants, matches } = await loadExport(db, ctx.config.publicUrl, id);
      return { document: buildObfDocument(tournament, entrants, matches), fileName: exportFileName(tournament.name, id, '.obf.json') };
    },

    /** Its standings as CSV, for the same people. */
    async exportCsv(id: string, viewerId: string | null) {
      await assertTournamentVisible(db, id, viewerId);
      const { tournament, entrants, matches } = await loadExport(db, ctx.config.publicUrl, id);
      const ranking = await rankings.ranking(id, viewerId);
      const csv = standingsCsv({ ranking, entrants, matches, finished: tournament.status === 'FINISHED' });
      return { csv, fileName: exportFileName(tournament.name, id, '-standings.csv') };
    },

    /**
     * A new DRAFT owned by the actor, who becomes an organizer: the file's name, date and game (by its catalogue
     * name), its entrants as accepted teams the actor captains, its sets as matches with their results. It stays a
     * record: it cannot be published (ADR 016).
     */
    async importObf(actor: UserRow, doc: ObfDocument): Promise<Tournament> {
      if (!actor.userVerified) throw forbidden('Please verify your account to import a tournament.', 'ACCOUNT_NOT_VERIFIED');
      const outcome = planImport(doc);
      if (!outcome.ok) throw badRequest(outcome.message, 'OBF_INVALID', { [outcome.field]: outcome.message });
      const { plan } = outcome;
      const gameId = await findGameIdByName(db, plan.tournament.gameName);
      if (!gameId) {
        const refusal = badRequest(`No game called "${plan.tournament.gameName}" is in the catalogue: use the name the catalogue gives it.`, 'UNKNOWN_GAME');
        throw new AppError(refusal.statusCode, refusal.code, refusal.message, { 'event.gameName': refusal.message });
      }
      const now = ctx.now();
      const t = plan.tournament;
      const c = t.competition;
      const { tournament, roleGranted } = await runInTransaction(db, async (tx) => {
        const id = await insertImportedTournament(tx, {
          organizerId: actor.id,
          gameId,
          name: t.name,
          status: 'DRAFT',
          category: t.category,
          level: t.level,
          format: t.format,
          entryFeeCents: 0,
          timeZone: t.timeZone,
          // Nobody registered here: the window closes at the start and opens the day before, so the edit form's
          // checks hold when the organizer corrects the record.
          registrationStartAt: new Date(t.startAt.getTime() - DAY_MS),
          registrationEndAt: t.startAt,
          startAt: t.startAt,
          endAt: t.endAt,
          minTeams: 2,
          maxTeams: Math.max(2, plan.entrants.length),
          minPlayersPerTeam: t.minPlayersPerTeam,
          maxPlayersPerTeam: t.maxPlayersPerTeam,
          minPlayers: 2 * t.minPlayersPerTeam,
          maxPlayers: Math.max(2, plan.entrants.length) * t.maxPlayersPerTeam,
          rules: t.rules,
          bracketType: c.bracketType,
          thirdPlaceMatch: c.thirdPlaceMatch,
          grandFinalReset: c.grandFinalReset,
          leagueRounds: c.leagueRounds,
          pointsWin: c.pointsWin,
          pointsDraw: c.pointsDraw,
          pointsLoss: c.pointsLoss,
          groupCount: c.groupCount,
          advancePerGroup: c.advancePerGroup,
          seeding: c.seeding,
          reportConfirmMinutes: c.reportConfirmMinutes,
          defaultBestOf: c.defaultBestOf,
          checkInMinutes: 0,
          importedAt: now,
          createdAt: now,
          updatedAt: now,
        });
        invalidateAfterCommit(tx, ctx, tournamentChangeTags(id));
        await insertImportedRows(tx, importRows(plan, id, actor.id, now));
        const roleGranted = await grantOrganizerRole(tx, actor.id);
        const view = await findTournamentView(tx, id, actor.id);
        return { tournament: view!, roleGranted };
      });
      if (roleGranted) ctx.realtime.emitToUser(actor.id, 'user:updated', { userId: actor.id });
      return tournament;
    },
  };
}
