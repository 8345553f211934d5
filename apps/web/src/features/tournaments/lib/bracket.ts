import type { BracketSide as BracketPart, Match } from '@clutch/contract/competition';
import type { Translate } from '@/lib/i18n/translate.ts';
import { roundName } from '@/lib/round-name.ts';

export interface BracketSide {
  kind: 'team' | 'bye' | 'tbd';
  name: string;
  score: number | null;
  winner: boolean;
  /** This side forfeited or did not show ('FF'). */
  forfeit: boolean;
}

export interface BracketMatch {
  id: string;
  number: number;
  status: Match['status'];
  /** Being played now (see `isLive`). */
  live: boolean;
  /** One side went through without playing: drawn greyed, never scored. */
  bye: boolean;
  sides: [BracketSide, BracketSide];
}

export interface BracketRound {
  key: string;
  /** The column header: 'Semifinals', 'Losers round 2', 'Grand final reset'… */
  name: string;
  /** The name with its bracket, for screen readers: 'Winners bracket, Semifinals'. */
  label: string;
  matches: BracketMatch[];
  /** Lines to the next column: a pair of matches feeds one match, one feeds one, or none (a separate match). */
  feeds: 'pairs' | 'straight' | null;
  /** A line comes in from the previous column. */
  fed: boolean;
}

export interface BracketSection {
  part: 'WINNERS' | 'LOSERS' | 'GRAND_FINAL';
  /** 'Winners bracket', 'Losers bracket', 'Grand final'; null for a single elimination (one section, no title). */
  title: string | null;
  rounds: BracketRound[];
}

/**
 * Being played now: marked IN_PROGRESS, or (the engine leaves its matches SCHEDULED until a result is in) while the
 * tournament runs, both sides known, not a bye, and past its start time. `now` is null when the tournament is not
 * running.
 */
export function isLive(m: Match, now: Date | null): boolean {
  if (m.status === 'IN_PROGRESS') return true;
  if (!now || m.status !== 'SCHEDULED' || m.bye || !m.starteDate || Date.parse(m.starteDate) > now.getTime()) return false;
  return [1, 2].every((slot) => m.results.some((r) => r.slot === slot && r.teamRegistrationId !== null));
}

const isEmpty = (m: Match) => m.results.every((r) => r.teamRegistrationId === null);

/**
 * A side nobody fills: in a bye (or a finished match, which can only have been one) the other side went through;
 * otherwise it is a team still to come (a winner, a loser dropping down, or a group's qualifier).
 */
function emptySide(match: Match, t: Translate): BracketSide {
  const bye = match.bye || match.status === 'FINISHED';
  const name = bye
    ? t({ defaultMessage: 'BYE', description: 'A bracket slot with no team: the other side goes through without playing' })
    : t({ defaultMessage: 'TBD', description: 'A bracket slot whose team is not known yet' });
  return { kind: bye ? 'bye' : 'tbd', name, score: null, winner: false, forfeit: false };
}

function sidesOf(match: Match, t: Translate): [BracketSide, BracketSide] {
  const sides = [...match.results]
    .sort((a, b) => a.slot - b.slot)
    .slice(0, 2)
    .map<BracketSide>((r) =>
      r.teamRegistrationId === null
        ? emptySide(match, t)
        : { kind: 'team', name: r.teamName, score: r.score, winner: r.result === 'WIN', forfeit: r.forfeit },
    );
  while (sides.length < 2) sides.push(emptySide(match, t));
  return [sides[0]!, sides[1]!];
}

const toBracketMatch = (m: Match, now: Date | null, t: Translate): BracketMatch => ({
  id: m.id,
  number: m.number,
  status: m.status,
  live: isLive(m, now),
  bye: m.bye,
  sides: sidesOf(m, t),
});

/** The matches of one part grouped by round, in round order, each round in bracket order. */
function roundsOf(matches: readonly Match[]): Match[][] {
  const rounds = [...new Set(matches.map((m) => m.round))].sort((a, b) => a - b);
  return rounds.map((round) => matches.filter((m) => m.round === round).sort((a, b) => a.number - b.number));
}

type Column = Omit<BracketRound, 'feeds' | 'fed'>;

/** Joins consecutive columns: halving rounds pair up, equal ones run straight; anything else stands apart. */
function connect(columns: Column[], linked: (index: number) => boolean): BracketRound[] {
  const feedsOf = (i: number): BracketRound['feeds'] => {
    const next = columns[i + 1];
    if (!next || !linked(i)) return null;
    const count = columns[i]!.matches.length;
    if (next.matches.length * 2 === count) return 'pairs';
    return next.matches.length === count ? 'straight' : null;
  };
  const feeds = columns.map((_, i) => feedsOf(i));
  return columns.map((c, i) => ({ ...c, feeds: feeds[i]!, fed: i > 0 && feeds[i - 1] !== null }));
}

const columnMaker = (now: Date | null, t: Translate) => (key: string, name: string, label: string, matches: Match[]): Column => ({
  key,
  name,
  label,
  matches: matches.map((m) => toBracketMatch(m, now, t)),
});

/**
 * The knockout drawn from the real KNOCKOUT matches. A single elimination is one section whose rounds are named by
 * their distance from the final, with the third-place match as a column of its own after it. A double elimination
 * has three sections: the winners bracket (its last round the 'Winners final'), the losers bracket ('Losers round
 * N') and the grand final, whose reset is left out once the grand final ended without needing it. `now` (null when
 * the tournament is not running) decides which matches are live.
 */
export function buildBracket(matches: readonly Match[], t: Translate, now: Date | null = null): BracketSection[] {
  const column = columnMaker(now, t);
  const knockout = matches.filter((m) => m.stage === 'KNOCKOUT');
  if (knockout.length === 0) return [];
  // The demo seed's knockouts predate `bracket`: they are winners-bracket matches.
  const part = (p: BracketPart) => knockout.filter((m) => (m.bracket ?? 'WINNERS') === p);
  const winners = roundsOf(part('WINNERS'));
  const losers = roundsOf(part('LOSERS'));
  const grandFinal = roundsOf(part('GRAND_FINAL'));
  const thirdPlace = part('THIRD_PLACE').sort((a, b) => a.number - b.number);
  const double = losers.length > 0 || grandFinal.length > 0;

  const winnerName = (i: number) => {
    const distance = winners.length - 1 - i;
    return double && distance === 0 ? t({ defaultMessage: 'Winners final' }) : roundName(distance, t);
  };
  const winnerColumns = winners.map((ms, i) =>
    column(
      `W${ms[0]!.round}`,
      winnerName(i),
      double ? t({ defaultMessage: 'Winners bracket, {round}', description: 'A round of the winners bracket, e.g. "Winners bracket, Semifinals"' }, { round: winnerName(i) }) : winnerName(i),
      ms,
    ),
  );

  if (!double) {
    const thirdPlaceName = t({ defaultMessage: 'Third place', description: 'The match for third place of a knockout' });
    const third = thirdPlace.length ? [column('3RD', thirdPlaceName, thirdPlaceName, thirdPlace)] : [];
    const rounds = connect([...winnerColumns, ...third], (i) => i < winnerColumns.length - 1);
    return [{ part: 'WINNERS', title: null, rounds }];
  }

  const sections: BracketSection[] = [];
  if (winnerColumns.length) sections.push({ part: 'WINNERS', title: t({ defaultMessage: 'Winners bracket' }), rounds: connect(winnerColumns, () => true) });
  if (losers.length) {
    const columns = losers.map((ms, i) => {
      const name = t({ defaultMessage: 'Losers round {number}' }, { number: i + 1 });
      return column(`L${ms[0]!.round}`, name, name, ms);
    });
    sections.push({ part: 'LOSERS', title: t({ defaultMessage: 'Losers bracket' }), rounds: connect(columns, () => true) });
  }
  const [final, reset] = grandFinal;
  if (final) {
    const resetNeeded = reset && !(reset.every(isEmpty) && final.every((m) => m.status === 'FINISHED'));
    const grandFinalName = t({ defaultMessage: 'Grand final' });
    const resetName = t({ defaultMessage: 'Grand final reset', description: 'The second grand final, played when the losers-bracket side wins the first' });
    const columns = [column('GF1', grandFinalName, grandFinalName, final)];
    if (resetNeeded) columns.push(column('GF2', resetName, resetName, reset));
    sections.push({ part: 'GRAND_FINAL', title: grandFinalName, rounds: connect(columns, () => true) });
  }
  return sections;
}

/**
 * Each knockout match's place in words, by match id: 'Semifinals', 'Third place', or with its part in a double
 * elimination ('Winners bracket, Semifinals', 'Losers round 2', 'Grand final reset'); in bracket order. A grand-final
 * reset that was not needed has none.
 */
export function knockoutRoundLabels(matches: readonly Match[], t: Translate): Map<string, string> {
  const labels = new Map<string, string>();
  for (const section of buildBracket(matches, t))
    for (const round of section.rounds) for (const m of round.matches) labels.set(m.id, round.label);
  return labels;
}
