/**
 * An Open Bracket Format document read as a Clutch tournament (ADR 016): its settings, its entrants (each a
 * named team) and its sets as matches with their results. Pure: the caller checks the game and writes the rows.
 *
 * A file Clutch exported carries `other.clutch` and comes back with the same format, settings and match
 * positions; a file from elsewhere is read from the OBF fields: the structure word, each set's phase and round.
 */
import {
  clutchEventExtras,
  clutchSetExtras,
  type ClutchSetExtras,
  type ObfDocument,
  type ObfSet,
} from '@clutch/contract/open-bracket';
import {
  BEST_OF_VALUES,
  competitionSettings,
  TOURNAMENT_RULES_MAX,
  type CompetitionSettings,
} from '@clutch/contract/organizer';
import { tournamentCategory, tournamentFormat, tournamentLevel } from '@clutch/contract/tournaments';
import { OBF_TAG_MAX } from '@clutch/contract/open-bracket';

export interface PlannedEntrant {
  /** The file's entrantID. */
  key: string;
  name: string;
  seed: number | null;
  placement: number | null;
}

export interface PlannedSide {
  entrantKey: string | null;
  score: number | null;
  /** WIN, LOSS, DRAW or PENDING, as `match_slots.result`. */
  result: 'WIN' | 'LOSS' | 'DRAW' | 'PENDING';
  forfeit: boolean;
}

export interface PlannedMatch {
  stage: string;
  bracket: string | null;
  group: string | null;
  round: number;
  number: number;
  status: 'SCHEDULED' | 'IN_PROGRESS' | 'FINISHED';
  bestOf: number;
  bye: boolean;
  scheduledAt: Date | null;
  sides: [PlannedSide, PlannedSide];
}

export interface ImportPlan {
  tournament: {
    name: string;
    gameName: string;
    format: string;
    category: string;
    level: string;
    timeZone: string;
    startAt: Date;
    endAt: Date;
    minPlayersPerTeam: number;
    maxPlayersPerTeam: number;
    rules: string[];
    competition: CompetitionSettings;
  };
  entrants: PlannedEntrant[];
  matches: PlannedMatch[];
}

export type PlanOutcome = { ok: true; plan: ImportPlan } | { ok: false; message: string; field: string };

const ROUND_ROBIN = /round[- ]?robin|league|pool|group/;
const DEFAULT_CATEGORY = 'Open';
const DEFAULT_LEVEL = 'Intermediate';
const DAY_MS = 24 * 60 * 60 * 1000;

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** The format and bracket type a structure word names ('single-elim', 'double-elim', 'round-robin', …). */
function formatOfStructure(structure: string, phaseStructures: string[]): { format: string; double: boolean } {
  const words = [structure, ...phaseStructures].join(' ').toLowerCase();
  const roundRobin = ROUND_ROBIN.test(words);
  const elimination = /elim|knockout|bracket/.test(words);
  const double = /double/.test(words);
  if (roundRobin && elimination) return { format: 'league_and_knockout', double };
  if (roundRobin) return { format: 'LEAGUE_TABLE', double: false };
  return { format: 'KNOCKOUT', double };
}

function resultOf(value: ObfSet['entrant1Result']): Pick<PlannedSide, 'result' | 'forfeit'> {
  if (value === 'win') return { result: 'WIN', forfeit: false };
  if (value === 'lose') return { result: 'LOSS', forfeit: false };
  if (value === 'draw') return { result: 'DRAW', forfeit: false };
  if (value === 'dq') return { result: 'LOSS', forfeit: true };
  return { result: 'PENDING', forfeit: false };
}

/** Results from the scores when the file gives only scores for a completed set. */
function resultsFromScores(one: number | null, two: number | null): [PlannedSide['result'], PlannedSide['result']] {
  if (one === null || two === null) return ['PENDING', 'PENDING'];
  if (one === two) return ['DRAW', 'DRAW'];
  return one > two ? ['WIN', 'LOSS'] : ['LOSS', 'WIN'];
}

/** A stage and bracket position from a set's phase and round words, when the file is not Clutch's. */
function positionOf(set: ObfSet, phaseStructure: string | undefined, format: string): Omit<ClutchSetExtras, 'number' | 'bye' | 'scheduledAt'> {
  const round = set.roundID ?? '';
  const roundNumber = Math.abs(Number(/-?\d+/.exec(round)?.[0] ?? 1)) || 1;
  // The phase's structure, or the phase's own name ("Pools", "Top 8"), says whether the set is round robin.
  const hint = `${phaseStructure ?? ''} ${set.phaseID ?? ''}`.toLowerCase();
  if (format === 'LEAGUE_TABLE') return { stage: 'LEAGUE', bracket: null, group: null, round: roundNumber };
  if (ROUND_ROBIN.test(hint)) return { stage: 'GROUP', bracket: null, group: 'A', round: roundNumber };
  let bracket: ClutchSetExtras['bracket'] = 'WINNERS';
  if (/grand/i.test(round)) bracket = 'GRAND_FINAL';
  else if (/third|3rd|bronze/i.test(round)) bracket = 'THIRD_PLACE';
  else if (/loser/i.test(round) || /^\s*-\d/.test(round)) bracket = 'LOSERS';
  return { stage: 'KNOCKOUT', bracket, group: null, round: bracket === 'GRAND_FINAL' || bracket === 'THIRD_PLACE' ? (/reset/i.test(round) ? 2 : 1) : roundNumber };
}

function bestOfOf(setFormat: string | undefined, fallback: number): number {
  const n = Number(/\d+/.exec(setFormat ?? '')?.[0]);
  return (BEST_OF_VALUES as readonly number[]).includes(n) ? n : fallback;
}

export function planImport(doc: ObfDocument): PlanOutcome {
  const fail = (refusal: { message: string; field: string }): PlanOutcome => ({ ok: false, ...refusal });
  const { event } = doc;
  if (!event.date) return fail({ message: 'The event has no date: add one as YYYY-MM-DD.', field: 'event.date' });
  const gameName = event.gameName?.trim();
  if (!gameName) return fail({ message: "The event does not name its game: add the game's name as gameName.", field: 'event.gameName' });

  const entrantKeys = new Set<string>();
  for (const [i, e] of doc.entrants.entries()) {
    if (entrantKeys.has(e.entrantID)) return fail({ message: `Two entrants share the id "${e.entrantID}".`, field: `entrants.${i}.entrantID` });
    entrantKeys.add(e.entrantID);
  }
  const setKeys = new Set<string>();
  for (const [i, s] of doc.sets.entries()) {
    if (setKeys.has(s.setID)) return fail({ message: `Two sets share the id "${s.setID}".`, field: `sets.${i}.setID` });
    setKeys.add(s.setID);
    for (const field of ['entrant1ID', 'entrant2ID'] as const) {
      const ref = s[field];
      if (ref !== undefined && !entrantKeys.has(ref)) return fail({ message: `Set "${s.setID}" names entrant "${ref}", who is not among the entrants.`, field: `sets.${i}.${field}` });
    }
    if (s.entrant1ID !== undefined && s.entrant1ID === s.entrant2ID) return fail({ message: `Set "${s.setID}" has the same entrant on both sides.`, field: `sets.${i}.entrant2ID` });
  }

  const extras = clutchEventExtras.safeParse(event.other?.clutch);
  const own = extras.success ? extras.data : null;
  const phaseStructures = new Map((event.phases ?? []).map((p) => [p.phaseID, p.phaseStructure]));
  const derived = formatOfStructure(event.tournamentStructure ?? '', [...phaseStructures.values()].filter((s): s is string => !!s));
  const ownFormat = own ? tournamentFormat.safeParse(own.format) : null;
  const format = ownFormat?.success ? ownFormat.data : derived.format;
  const settings = competitionSettings.safeParse(own?.competition ?? {});
  const competition: CompetitionSettings = settings.success
    ? settings.data
    : competitionSettings.parse({});
  if (!settings.success || !own?.competition) competition.bracketType = derived.double ? 'DOUBLE_ELIMINATION' : 'SINGLE_ELIMINATION';

  const startAt = own?.startAt ? new Date(own.startAt) : new Date(`${event.date}T00:00:00Z`);
  const endAt = own?.endAt && Date.parse(own.endAt) > startAt.getTime() ? new Date(own.endAt) : new Date(startAt.getTime() + DAY_MS);
  const minPlayers = own?.minPlayersPerTeam ?? 1;
  const maxPlayers = Math.max(minPlayers, own?.maxPlayersPerTeam ?? minPlayers);

  const entrants: PlannedEntrant[] = doc.entrants.map((e) => ({
    key: e.entrantID,
    name: (e.entrantTag?.trim() || e.personalInformation?.[0]?.tag?.trim() || e.entrantID).slice(0, OBF_TAG_MAX),
    seed: e.initialSeed ?? null,
    placement: e.finalPlacement ?? null,
  }));

  const used = new Set<string>();
  const nextNumber = new Map<string, number>();
  const matches: PlannedMatch[] = doc.sets.map((s) => {
    const clutch = clutchSetExtras.safeParse(s.other?.clutch);
    const base = clutch.success ? clutch.data : positionOf(s, s.phaseID !== undefined ? phaseStructures.get(s.phaseID) : undefined, format);
    // A position is unique per tournament: a clash (or a file from elsewhere) takes the round's next free number.
    const slotKey = `${base.stage}|${base.bracket}|${base.group}|${base.round}`;
    let number = clutch.success ? clutch.data.number : (nextNumber.get(slotKey) ?? 1);
    while (used.has(`${slotKey}|${number}`)) number++;
    used.add(`${slotKey}|${number}`);
    nextNumber.set(slotKey, Math.max(nextNumber.get(slotKey) ?? 1, number + 1));

    const score = (value: number | undefined) => (value === undefined || value < 0 ? null : value);
    const one: PlannedSide = { entrantKey: s.entrant1ID ?? null, score: score(s.entrant1Score), ...resultOf(s.entrant1Result) };
    const two: PlannedSide = { entrantKey: s.entrant2ID ?? null, score: score(s.entrant2Score), ...resultOf(s.entrant2Result) };
    const hasResult = one.result !== 'PENDING' || two.result !== 'PENDING';
    const status: PlannedMatch['status'] =
      s.status === 'completed' || (s.status === undefined && hasResult) ? 'FINISHED' : s.status === 'started' ? 'IN_PROGRESS' : 'SCHEDULED';
    const sidesKnown = one.entrantKey !== null && two.entrantKey !== null;
    if (status === 'FINISHED' && !hasResult && sidesKnown) [one.result, two.result] = resultsFromScores(one.score, two.score);
    const bye = clutch.success ? clutch.data.bye : status === 'FINISHED' && !hasResult && (one.entrantKey === null) !== (two.entrantKey === null);
    return {
      stage: base.stage,
      bracket: base.bracket,
      group: base.group,
      round: base.round,
      number,
      status,
      bestOf: bestOfOf(s.setFormat, competition.defaultBestOf),
      bye,
      scheduledAt: clutch.success && clutch.data.scheduledAt ? new Date(clutch.data.scheduledAt) : null,
      sides: [one, two],
    };
  });

  const category = tournamentCategory.safeParse(own?.category);
  const level = tournamentLevel.safeParse(own?.level);
  const rules = (event.ruleset ?? '')
    .split('\n')
    .map((line) => line.trim().slice(0, 500))
    .filter(Boolean)
    .slice(0, TOURNAMENT_RULES_MAX);

  return {
    ok: true,
    plan: {
      tournament: {
        name: event.name,
        gameName,
        format,
        category: category.success ? category.data : DEFAULT_CATEGORY,
        level: level.success ? level.data : DEFAULT_LEVEL,
        timeZone: own?.timeZone && isTimeZone(own.timeZone) ? own.timeZone : 'UTC',
        startAt,
        endAt,
        minPlayersPerTeam: minPlayers,
        maxPlayersPerTeam: maxPlayers,
        rules,
        competition,
      },
      entrants,
      matches,
    },
  };
}
