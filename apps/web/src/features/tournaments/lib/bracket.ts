import type { Match } from '@clutch/contract/competition';

export interface BracketSide {
  kind: 'team' | 'bye' | 'tbd';
  name: string;
  score: number | null;
  winner: boolean;
}

export interface BracketMatch {
  id: string;
  number: number;
  status: Match['status'];
  sides: [BracketSide, BracketSide];
}

export interface BracketRound {
  round: number;
  name: string;
  matches: BracketMatch[];
}

/** A round's name by its distance from the final: Final, Semifinals, Quarterfinals, Round of 16, 32… */
export function roundName(distanceFromFinal: number): string {
  if (distanceFromFinal <= 0) return 'Final';
  if (distanceFromFinal === 1) return 'Semifinals';
  if (distanceFromFinal === 2) return 'Quarterfinals';
  return `Round of ${2 ** (distanceFromFinal + 1)}`;
}

/**
 * A side nobody fills: in a finished match it was a bye (the other side went through); otherwise it is a team still
 * to come (a winner, or a group's qualifier).
 */
function emptySide(match: Match): BracketSide {
  const bye = match.status === 'FINISHED';
  return { kind: bye ? 'bye' : 'tbd', name: bye ? 'BYE' : 'TBD', score: null, winner: false };
}

function sidesOf(match: Match): [BracketSide, BracketSide] {
  const sides = [...match.results]
    .sort((a, b) => a.slot - b.slot)
    .slice(0, 2)
    .map<BracketSide>((r) =>
      r.teamRegistrationId === null
        ? emptySide(match)
        : { kind: 'team', name: r.teamName, score: r.score, winner: r.result === 'WIN' },
    );
  while (sides.length < 2) sides.push(emptySide(match));
  return [sides[0]!, sides[1]!];
}

/** The knockout stage's rounds in order, each named by its distance from the final, matches in bracket order. */
export function buildBracket(matches: readonly Match[]): BracketRound[] {
  const knockout = matches.filter((m) => m.stage === 'KNOCKOUT');
  if (knockout.length === 0) return [];
  const rounds = [...new Set(knockout.map((m) => m.round))].sort((a, b) => a - b);
  const last = rounds[rounds.length - 1]!;
  return rounds.map((round) => ({
    round,
    name: roundName(last - round),
    matches: knockout
      .filter((m) => m.round === round)
      .sort((a, b) => a.number - b.number)
      .map((m) => ({ id: m.id, number: m.number, status: m.status, sides: sidesOf(m) })),
  }));
}
