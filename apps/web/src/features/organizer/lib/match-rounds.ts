import type { BracketSide, Match, MatchStage } from '@clutch/contract/competition';
import { defineMessage, type MessageDescriptor } from '@/lib/i18n/message.ts';
import type { Translate } from '@/lib/i18n/translate.ts';
import { gameLabel } from '@/lib/lobby-game.ts';
import { roundName } from '@/lib/round-name.ts';

export interface RoundGroup {
  key: string;
  label: string;
  stage: MatchStage;
  bracket: BracketSide | null;
  group: string | null;
  round: number;
  matches: Match[];
}

const stageOrder: Record<MatchStage, number> = { LEAGUE: 0, GROUP: 1, SWISS: 2, KNOCKOUT: 3, LOBBY: 4, FINAL: 5 };
const bracketOrder: Record<BracketSide, number> = { WINNERS: 0, LOSERS: 1, THIRD_PLACE: 2, GRAND_FINAL: 3 };
const bracketNames: Record<BracketSide, MessageDescriptor> = {
  WINNERS: defineMessage({ defaultMessage: 'Winners bracket' }),
  LOSERS: defineMessage({ defaultMessage: 'Losers bracket' }),
  GRAND_FINAL: defineMessage({ defaultMessage: 'Grand final' }),
  THIRD_PLACE: defineMessage({ defaultMessage: 'Third-place match' }),
};
const knockout = defineMessage({ defaultMessage: 'Knockout', description: 'The knockout stage of a tournament' });

/** "League · Round 2", "Group B · Round 1", "Winners bracket · Round 3", "Grand final", "Grand final reset", "Knockout · Round 2". */
export function roundLabel({ stage, bracket, group, round }: Pick<Match, 'stage' | 'bracket' | 'group' | 'round'>, t: Translate): string {
  if (stage === 'LEAGUE') return t({ defaultMessage: 'League · Round {round}' }, { round });
  if (stage === 'LOBBY' || stage === 'FINAL') return gameLabel({ stage, group, round }, t);
  if (stage === 'GROUP') return t({ defaultMessage: 'Group {group} · Round {round}' }, { group: group ?? '', round }).replace('  ', ' ');
  if (stage === 'SWISS') return t({ defaultMessage: 'Swiss · Round {round}' }, { round });
  // Double elimination's second grand final is played only if the losers-bracket side wins the first.
  if (bracket === 'GRAND_FINAL' && round === 2) return t({ defaultMessage: 'Grand final reset' });
  if (bracket === 'GRAND_FINAL' || bracket === 'THIRD_PLACE') return round > 1 ? inRound(t(bracketNames[bracket]), round, t) : t(bracketNames[bracket]);
  return inRound(t(bracket ? bracketNames[bracket] : knockout), round, t);
}

const inRound = (stage: string, round: number, t: Translate) => t({ defaultMessage: '{stage} · Round {round}' }, { stage, round });

export const matchLabel = (m: Pick<Match, 'stage' | 'bracket' | 'group' | 'round' | 'number'>, t: Translate) =>
  t({ defaultMessage: '{round} · Match {number}' }, { round: roundLabel(m, t), number: m.number });

/** Matches grouped by round, in play order: league, groups, then the knockout (winners, losers, third place, final). */
export function groupByRound(matches: Match[], t: Translate): RoundGroup[] {
  const groups = new Map<string, RoundGroup>();
  for (const m of matches) {
    const key = `${m.stage}|${m.bracket ?? ''}|${m.group ?? ''}|${m.round}`;
    let g = groups.get(key);
    if (!g) {
      g = { key, label: roundLabel(m, t), stage: m.stage, bracket: m.bracket, group: m.group, round: m.round, matches: [] };
      groups.set(key, g);
    }
    g.matches.push(m);
  }
  const list = [...groups.values()];
  for (const g of list) g.matches.sort((a, b) => a.number - b.number);
  nameKnockoutRounds(list, t);
  return list.sort(
    (a, b) =>
      stageOrder[a.stage] - stageOrder[b.stage] ||
      (a.bracket ? bracketOrder[a.bracket] : -1) - (b.bracket ? bracketOrder[b.bracket] : -1) ||
      (a.group ?? '').localeCompare(b.group ?? '') ||
      a.round - b.round,
  );
}

/**
 * Knockout rounds named by their distance from the final, as on the public bracket: "Semifinals", "Final" in
 * single elimination; "Winners bracket · Semifinals", "Winners final" in double elimination.
 */
function nameKnockoutRounds(list: RoundGroup[], t: Translate) {
  const winners = list.filter((g) => g.stage === 'KNOCKOUT' && g.bracket === 'WINNERS');
  if (winners.length === 0) return;
  const last = Math.max(...winners.map((g) => g.round));
  const double = list.some((g) => g.bracket === 'LOSERS');
  for (const g of winners) {
    const name = roundName(last - g.round, t);
    if (!double) g.label = name;
    else if (g.round === last) g.label = t({ defaultMessage: 'Winners final' });
    else g.label = t({ defaultMessage: 'Winners bracket · {name}', description: 'A round of the winners bracket named by its distance from the final: “Winners bracket · Semifinals”' }, { name });
  }
}

/** Home and Away, by slot. */
export function sides(m: Pick<Match, 'results'>) {
  const sorted = [...m.results].sort((a, b) => a.slot - b.slot);
  return { home: sorted[0], away: sorted[1] };
}

/** A result can be entered once both sides are known and the match is not a bye. */
export const isPlayable = (m: Match) => !m.bye && m.results.length >= 2 && m.results.every((r) => r.teamRegistrationId !== null);

export const homeForfeit = defineMessage({ defaultMessage: 'Home forfeit' });
export const awayForfeit = defineMessage({ defaultMessage: 'Away forfeit' });

type Score = { homeScore: number | null; awayScore: number | null; forfeit: number | null } | null;

/** "2 - 1", "Home forfeit", or "—" for nothing, for the audit log. */
export function scoreText(score: Score, t: Translate): string {
  if (!score) return '—';
  if (score.forfeit === 1) return t(homeForfeit);
  if (score.forfeit === 2) return t(awayForfeit);
  if (score.homeScore === null || score.awayScore === null) return '—';
  return `${score.homeScore} - ${score.awayScore}`;
}
