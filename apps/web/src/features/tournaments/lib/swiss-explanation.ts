import type { SwissRound } from '@clutch/contract/competition';
import type { Translate } from '@/lib/i18n/translate.ts';

type Pair = SwissRound['pairs'][number];

/**
 * How a Swiss round was paired, in plain words: the score groups it started from, where the bye went and why, and
 * what the pairing had to give up (rematches, teams paired outside their score group).
 */
export function explainRound(round: SwissRound, t: Translate): string[] {
  const lines: string[] = [];
  if (round.scoreGroups.length) {
    const groups = round.scoreGroups.map((g) =>
      t(
        { defaultMessage: '{size, plural, one {# team} other {# teams}} on {points, number} {points, plural, one {point} other {points}}', description: 'A Swiss score group, e.g. "4 teams on 2 points"' },
        { size: g.size, points: g.points },
      ),
    );
    lines.push(t({ defaultMessage: 'Going into this round: {groups}. Teams meet others on the same points, the top half of a group against its bottom half.' }, { groups: groups.join(', ') }));
  }
  if (round.bye) {
    lines.push(
      round.byeReason === 'AVOIDS_REMATCH'
        ? t({ defaultMessage: '{team} gets the bye (a free win): giving it to a lower-ranked team would have forced a rematch.' }, { team: round.bye.teamName })
        : t({ defaultMessage: '{team} gets the bye (a free win) as the lowest-ranked team that has not had one yet.' }, { team: round.bye.teamName }),
    );
  }
  if (round.rematchesAvoided > 0) {
    lines.push(t({ defaultMessage: '{count, plural, one {One rematch was} other {# rematches were}} avoided by pairing a team with another opponent than its ideal one.' }, { count: round.rematchesAvoided }));
  }
  lines.push(
    round.rematchesForced > 0
      ? t({ defaultMessage: '{count, plural, one {One rematch} other {# rematches}} could not be avoided by any pairing of the field.' }, { count: round.rematchesForced })
      : t({ defaultMessage: 'Nobody meets a team they have already played.' }),
  );
  lines.push(
    round.floaters > 0
      ? t({ defaultMessage: '{count, plural, one {One pair mixes} other {# pairs mix}} two score groups, as the groups could not all be paired within themselves.' }, { count: round.floaters })
      : t({ defaultMessage: 'Every pair is made within a score group.' }),
  );
  return lines;
}

/** What was special about one pair, in plain words; empty when it is the ideal pairing. */
export function explainPair(pair: Pair, t: Translate): string[] {
  const lines: string[] = [];
  const { home, away } = pair;
  if (pair.idealOpponent && pair.idealSkippedBecause === 'ALREADY_MET') {
    lines.push(t({ defaultMessage: '{team} would have met {ideal}, but they have already played each other.' }, { team: home.teamName, ideal: pair.idealOpponent.teamName }));
  } else if (pair.idealOpponent) {
    lines.push(t({ defaultMessage: '{team} would have met {ideal}, who was needed in another pair so that nobody has a rematch.' }, { team: home.teamName, ideal: pair.idealOpponent.teamName }));
  }
  if (pair.floater) {
    lines.push(
      t(
        { defaultMessage: '{home} ({homePoints, number} pts) and {away} ({awayPoints, number} pts) come from different score groups.' },
        { home: home.teamName, homePoints: home.points, away: away.teamName, awayPoints: away.points },
      ),
    );
  }
  if (pair.rematch) {
    lines.push(t({ defaultMessage: '{home} and {away} have met before: no pairing of the field could avoid it.' }, { home: home.teamName, away: away.teamName }));
  }
  return lines;
}
