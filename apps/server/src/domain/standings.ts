/**
 * League and group tables from finished two-sided matches. Pure: no I/O, no clock.
 *
 * Tiebreakers, in order: points, goal difference, goals for, head-to-head points among the teams still
 * tied, then name (and id, so the order is total).
 */

export interface StandingsEntrant {
  id: string;
  name: string;
  photoUrl: string | null;
  /** Group label in a group stage; null in a single league. */
  group: string | null;
}

export interface StandingsMatch {
  group: string | null;
  homeId: string;
  awayId: string;
  homeScore: number;
  awayScore: number;
}

export interface PointsRule {
  win: number;
  draw: number;
  loss: number;
}

export const DEFAULT_POINTS: PointsRule = { win: 3, draw: 1, loss: 0 };

export interface StandingsRow {
  position: number;
  teamRegistrationId: string;
  teamName: string;
  photoUrl: string | null;
  matchesPlayed: number;
  wins: number;
  draws: number;
  losses: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  totalPoints: number;
  group: string | null;
}

type Tally = Omit<StandingsRow, 'position'>;

const groupKey = (group: string | null) => group ?? '';

function emptyTally(e: StandingsEntrant): Tally {
  return {
    teamRegistrationId: e.id,
    teamName: e.name,
    photoUrl: e.photoUrl,
    matchesPlayed: 0,
    wins: 0,
    draws: 0,
    losses: 0,
    goalsFor: 0,
    goalsAgainst: 0,
    goalDifference: 0,
    totalPoints: 0,
    group: e.group,
  };
}

function record(t: Tally, scored: number, conceded: number, rule: PointsRule) {
  t.matchesPlayed += 1;
  t.goalsFor += scored;
  t.goalsAgainst += conceded;
  t.goalDifference = t.goalsFor - t.goalsAgainst;
  if (scored > conceded) {
    t.wins += 1;
    t.totalPoints += rule.win;
  } else if (scored === conceded) {
    t.draws += 1;
    t.totalPoints += rule.draw;
  } else {
    t.losses += 1;
    t.totalPoints += rule.loss;
  }
}

const byName = (a: Tally, b: Tally) =>
  a.teamName.localeCompare(b.teamName, 'en', { sensitivity: 'base' }) ||
  (a.teamRegistrationId < b.teamRegistrationId ? -1 : a.teamRegistrationId > b.teamRegistrationId ? 1 : 0);

const sameMain = (a: Tally, b: Tally) =>
  a.totalPoints === b.totalPoints && a.goalDifference === b.goalDifference && a.goalsFor === b.goalsFor;

/** Points each of `ids` took from the matches they played against each other. */
function headToHeadPoints(ids: Set<string>, matches: StandingsMatch[], rule: PointsRule) {
  const points = new Map([...ids].map((id) => [id, 0]));
  for (const m of matches) {
    if (!ids.has(m.homeId) || !ids.has(m.awayId)) continue;
    const [home, away] =
      m.homeScore > m.awayScore ? [rule.win, rule.loss] : m.homeScore < m.awayScore ? [rule.loss, rule.win] : [rule.draw, rule.draw];
    points.set(m.homeId, points.get(m.homeId)! + home);
    points.set(m.awayId, points.get(m.awayId)! + away);
  }
  return points;
}

function rankGroup(tallies: Tally[], matches: StandingsMatch[], rule: PointsRule): Tally[] {
  const sorted = [...tallies].sort(
    (a, b) => b.totalPoints - a.totalPoints || b.goalDifference - a.goalDifference || b.goalsFor - a.goalsFor,
  );
  const ranked: Tally[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i + 1;
    while (j < sorted.length && sameMain(sorted[i]!, sorted[j]!)) j += 1;
    const tied = sorted.slice(i, j);
    if (tied.length > 1) {
      const h2h = headToHeadPoints(new Set(tied.map((t) => t.teamRegistrationId)), matches, rule);
      tied.sort((a, b) => h2h.get(b.teamRegistrationId)! - h2h.get(a.teamRegistrationId)! || byName(a, b));
    }
    ranked.push(...tied);
    i = j;
  }
  return ranked;
}

/**
 * Rows for every entrant (played or not), grouped by group label (a single league has `null`), each group
 * ranked from position 1. Matches naming a team that is not an entrant, or a team against itself, are ignored.
 */
export function computeStandings(
  entrants: StandingsEntrant[],
  matches: StandingsMatch[],
  rule: PointsRule = DEFAULT_POINTS,
): StandingsRow[] {
  const tallies = new Map<string, Tally>();
  for (const e of entrants) if (!tallies.has(e.id)) tallies.set(e.id, emptyTally(e));

  const counted: StandingsMatch[] = [];
  for (const m of matches) {
    const home = tallies.get(m.homeId);
    const away = tallies.get(m.awayId);
    if (!home || !away || home === away) continue;
    record(home, m.homeScore, m.awayScore, rule);
    record(away, m.awayScore, m.homeScore, rule);
    counted.push(m);
  }

  const groups = new Map<string, Tally[]>();
  for (const t of tallies.values()) {
    const key = groupKey(t.group);
    groups.set(key, [...(groups.get(key) ?? []), t]);
  }

  const rows: StandingsRow[] = [];
  for (const key of [...groups.keys()].sort()) {
    const members = groups.get(key)!;
    const ids = new Set(members.map((t) => t.teamRegistrationId));
    const groupMatches = counted.filter((m) => ids.has(m.homeId) && ids.has(m.awayId));
    rankGroup(members, groupMatches, rule).forEach((t, index) => rows.push({ position: index + 1, ...t }));
  }
  return rows;
}
