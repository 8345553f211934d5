import type { BracketSide, MatchStage } from '@clutch/contract/competition';
import type { EngineMatch } from '../../domain/competition/types.ts';

/** A match's status in our rows: the engine's READY and PENDING are both still to be played. */
export const matchStatusOf = (m: EngineMatch) => (m.status === 'FINISHED' ? 'FINISHED' : 'SCHEDULED');

/** The rows of one match's sides (slot 1 Home, 2 Away), as the engine has them now. */
export function slotValuesOf(matchId: string, m: EngineMatch) {
  return m.sides.map((side, i) => ({
    matchId,
    slot: i + 1,
    teamRegistrationId: side.entrantId,
    score: side.score,
    result: side.result,
    forfeit: side.forfeit,
    place: side.place ?? null,
    kills: side.kills ?? null,
  }));
}

/**
 * The order in which matches can be played, for the default schedule: league and group rounds as numbered;
 * in a knockout a losers round waits for the winners round that feeds it, the grand final for both brackets,
 * the third-place match is played with the final.
 */
export function scheduleWaves(list: EngineMatch[]): Map<number, number> {
  const knockout = list.filter((m) => m.stage === 'KNOCKOUT');
  const lastOf = (bracket: EngineMatch['bracket']) => Math.max(0, ...knockout.filter((m) => m.bracket === bracket).map((m) => m.round));
  const winners = Math.max(lastOf('WINNERS'), lastOf(null));
  const beforeGrandFinal = Math.max(winners, lastOf('LOSERS') + 1);
  const waves = new Map<number, number>();
  for (const m of list) {
    let wave = m.round;
    if (m.stage === 'KNOCKOUT') {
      if (m.bracket === 'LOSERS') wave = m.round + 1;
      else if (m.bracket === 'GRAND_FINAL') wave = beforeGrandFinal + m.round;
      else if (m.bracket === 'THIRD_PLACE') wave = winners;
    }
    waves.set(m.engineId, wave);
  }
  return waves;
}

const BRACKET_NAMES: Record<BracketSide, string> = {
  WINNERS: 'Winners',
  LOSERS: 'Losers',
  GRAND_FINAL: 'Grand final',
  THIRD_PLACE: 'Third place',
};

/** How the organizer recognises a match in the audit: "Group B · Round 2 · Match 1", "Grand final · Match 2". */
export function matchLabel(m: { stage: string; bracket: string | null; groupLabel: string | null; round: number; number: number }) {
  const stage = m.stage as MatchStage;
  if (stage === 'LEAGUE') return `League · Round ${m.round} · Match ${m.number}`;
  if (stage === 'LOBBY') return `Lobby ${m.groupLabel ?? '?'} · Game ${m.round}`;
  if (stage === 'FINAL') return `Final · Game ${m.round}`;
  if (stage === 'GROUP') return `Group ${m.groupLabel ?? '?'} · Round ${m.round} · Match ${m.number}`;
  if (stage === 'SWISS') return `Swiss · Round ${m.round} · Match ${m.number}`;
  const bracket = m.bracket as BracketSide | null;
  if (bracket === 'GRAND_FINAL') return m.round > 1 ? 'Grand final · Reset' : 'Grand final';
  if (bracket === 'THIRD_PLACE') return 'Third place';
  return `${bracket ? BRACKET_NAMES[bracket] : 'Knockout'} · Round ${m.round} · Match ${m.number}`;
}
