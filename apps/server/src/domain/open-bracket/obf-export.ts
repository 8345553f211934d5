/**
 * A tournament as an Open Bracket Format v1.0 document (ADR 016). Pure: the caller loads the rows.
 *
 * Entrants are the tournament's registrations (`entrantID` = registration id), sets its matches (`setID` = match
 * id). Each entrant's previous and next set are the sets it plays before and after in play order, so they are
 * known once both sides of a set are. Clutch's own fields go in `other.clutch`, which an import reads back.
 */
import type { ClutchEventExtras, ClutchSetExtras, ObfDocument, ObfEntrant, ObfSet } from '@clutch/contract/open-bracket';
import { OBF_VERSION } from '@clutch/contract/open-bracket';
import { comparePlayOrder, playOrderKeys } from './play-order.ts';

export interface ExportTournament {
  id: string;
  name: string;
  gameName: string;
  format: string;
  status: string;
  category: string;
  level: string;
  timeZone: string;
  startAt: Date;
  endAt: Date;
  rules: string[];
  bracketType: string;
  minPlayersPerTeam: number;
  maxPlayersPerTeam: number;
  /** The tournament's competition settings as `competitionSettings` names them. */
  competition: Record<string, unknown>;
  /** Its public page. */
  url: string;
}

export interface ExportEntrant {
  registrationId: string;
  teamId: string;
  name: string;
  seed: number | null;
  placement: number | null;
}

export interface ExportSide {
  slot: number;
  registrationId: string | null;
  score: number | null;
  /** WIN, LOSS, DRAW or PENDING. */
  result: string;
  forfeit: boolean;
}

export interface ExportMatch {
  id: string;
  stage: string;
  bracket: string | null;
  group: string | null;
  round: number;
  number: number;
  status: string;
  bestOf: number;
  bye: boolean;
  scheduledAt: Date | null;
  sides: ExportSide[];
}

const ELIMINATION: Record<string, string> = { SINGLE_ELIMINATION: 'single-elim', DOUBLE_ELIMINATION: 'double-elim' };

/** The OBF structure word of a stage: the identifiers the schema names for common structures. */
function stageStructure(stage: string, bracketType: string): string {
  if (stage === 'LEAGUE' || stage === 'GROUP') return 'round-robin';
  if (stage === 'KNOCKOUT') return ELIMINATION[bracketType] ?? 'single-elim';
  return stage.toLowerCase();
}

/** The stages a format builds, for a tournament that has no matches yet. */
const FORMAT_STAGES: Record<string, string[]> = { KNOCKOUT: ['KNOCKOUT'], LEAGUE_TABLE: ['LEAGUE'], league_and_knockout: ['GROUP', 'KNOCKOUT'] };

function tournamentStructure(t: ExportTournament): string {
  const elimination = ELIMINATION[t.bracketType] ?? 'single-elim';
  if (t.format === 'KNOCKOUT') return elimination;
  if (t.format === 'LEAGUE_TABLE') return 'round-robin';
  if (t.format === 'league_and_knockout') return `round-robin-groups-then-${elimination}`;
  return t.format.toLowerCase();
}

const phaseIdOf = (stage: string) => stage.toLowerCase();

/** "Round 2", "Group A · Round 2", "Losers · Round 3", "Grand final · Reset", "Third place". */
export function roundLabel(m: Pick<ExportMatch, 'stage' | 'bracket' | 'group' | 'round'>): string {
  if (m.stage === 'GROUP') return `Group ${m.group ?? '?'} · Round ${m.round}`;
  if (m.bracket === 'GRAND_FINAL') return m.round > 1 ? 'Grand final · Reset' : 'Grand final';
  if (m.bracket === 'THIRD_PLACE') return 'Third place';
  if (m.bracket === 'WINNERS') return `Winners · Round ${m.round}`;
  if (m.bracket === 'LOSERS') return `Losers · Round ${m.round}`;
  return `Round ${m.round}`;
}

/** The tournament's start as a date where it is played (YYYY-MM-DD). */
export function localDate(at: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  } catch {
    return at.toISOString().slice(0, 10);
  }
}

const SET_STATUS: Record<string, ObfSet['status']> = { FINISHED: 'completed', IN_PROGRESS: 'started', SCHEDULED: 'pending' };

function resultOf(side: ExportSide): ObfSet['entrant1Result'] {
  if (side.result === 'WIN') return 'win';
  if (side.result === 'DRAW') return 'draw';
  if (side.result === 'LOSS') return side.forfeit ? 'dq' : 'lose';
  return undefined;
}

/** Drops undefined fields, so the document carries only what is known. */
const defined = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

export function buildObfDocument(t: ExportTournament, entrants: ExportEntrant[], matches: ExportMatch[]): ObfDocument {
  const stages = [...new Set(matches.map((m) => m.stage))];
  const phases = (stages.length > 0 ? stages : (FORMAT_STAGES[t.format] ?? [])).map((stage) => ({
    phaseID: phaseIdOf(stage),
    phaseStructure: stageStructure(stage, t.bracketType),
  }));

  const eventExtras: ClutchEventExtras = {
    tournamentId: t.id,
    format: t.format,
    status: t.status,
    category: t.category,
    level: t.level,
    timeZone: t.timeZone,
    startAt: t.startAt.toISOString(),
    endAt: t.endAt.toISOString(),
    minPlayersPerTeam: t.minPlayersPerTeam,
    maxPlayersPerTeam: t.maxPlayersPerTeam,
    competition: t.competition,
  };

  const obfEntrants: ObfEntrant[] = entrants.map((e) =>
    defined({
      entrantID: e.registrationId,
      entrantTag: e.name,
      initialSeed: e.seed ?? undefined,
      finalPlacement: e.placement ?? undefined,
      other: { clutch: { teamId: e.teamId } },
    }),
  );

  // Each entrant's sets in play order, for its previous and next set.
  const keys = playOrderKeys(matches);
  const ordered = [...matches].sort((a, b) => comparePlayOrder(keys.get(a)!, keys.get(b)!));
  const played = new Map<string, string[]>();
  for (const m of ordered) {
    for (const side of m.sides) {
      if (side.registrationId) played.set(side.registrationId, [...(played.get(side.registrationId) ?? []), m.id]);
    }
  }
  const around = (registrationId: string | null, matchId: string) => {
    if (!registrationId) return { prev: undefined, next: undefined };
    const list = played.get(registrationId)!;
    const at = list.indexOf(matchId);
    return { prev: list[at - 1], next: list[at + 1] };
  };

  const sets: ObfSet[] = ordered.map((m) => {
    const sides = [...m.sides].sort((a, b) => a.slot - b.slot);
    const [one, two] = sides;
    const first = around(one?.registrationId ?? null, m.id);
    const second = around(two?.registrationId ?? null, m.id);
    const extras: ClutchSetExtras & { sides?: ExportSide[] } = {
      stage: m.stage as ClutchSetExtras['stage'],
      bracket: m.bracket as ClutchSetExtras['bracket'],
      group: m.group,
      round: m.round,
      number: m.number,
      bye: m.bye,
      scheduledAt: m.scheduledAt?.toISOString() ?? null,
    };
    // OBF sets have two sides; a match with more (free-for-all) lists them all here.
    if (sides.length > 2) extras.sides = sides;
    return defined({
      setID: m.id,
      entrant1ID: one?.registrationId ?? undefined,
      entrant2ID: two?.registrationId ?? undefined,
      status: SET_STATUS[m.status] ?? 'pending',
      entrant1Result: one ? resultOf(one) : undefined,
      entrant2Result: two ? resultOf(two) : undefined,
      entrant1Score: one?.score ?? undefined,
      entrant2Score: two?.score ?? undefined,
      entrant1PrevSetID: first.prev,
      entrant2PrevSetID: second.prev,
      entrant1NextSetID: first.next,
      entrant2NextSetID: second.next,
      setFormat: `best-of-${m.bestOf}`,
      phaseID: phaseIdOf(m.stage),
      roundID: roundLabel(m),
      other: { clutch: extras },
    });
  });

  return {
    version: OBF_VERSION,
    event: defined({
      name: t.name,
      date: localDate(t.startAt, t.timeZone),
      gameName: t.gameName,
      tournamentStructure: tournamentStructure(t),
      phases,
      ruleset: t.rules.length > 0 ? t.rules.join('\n') : undefined,
      originURL: t.url,
      numberEntrants: obfEntrants.length,
      other: { clutch: eventExtras },
    }),
    entrants: obfEntrants,
    sets,
  };
}
