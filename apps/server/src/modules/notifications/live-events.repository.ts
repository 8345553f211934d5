import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/** At most this many matches on the tab. */
export const LIVE_EVENTS_LIMIT = 100;

export interface LiveMatchRow {
  matchId: string;
  tournamentId: string;
  tournamentName: string;
  streamUrl: string | null;
  live: boolean;
  scheduledAt: Date | null;
  mine: boolean;
}

export interface LiveSideRow {
  matchId: string;
  slot: number;
  name: string | null;
  score: number | null;
}

/**
 * The matches of running tournaments the user follows or plays in (an ACCEPTED registration of a team they
 * accepted to be on) that are live now or start before `soon`: live is marked IN_PROGRESS, or, as the web reads
 * the engine's matches (they stay SCHEDULED until a result is in), past their start with both sides known and not
 * a bye. Live ones first, then by start.
 */
export async function findLiveMatches(db: Executor, userId: string, now: Date, soon: Date): Promise<LiveMatchRow[]> {
  const result = (await db.execute(sql`
    with my_entries as (
      select tr.id as registration_id, tr.tournament_id
      from team_members tm join team_registrations tr on tr.team_id = tm.team_id
      where tm.user_id = ${userId}::uuid and tm.invite_status = 'ACCEPTED' and tr.request_status = 'ACCEPTED'
    ), watched as (
      select tournament_id from tournament_follows where user_id = ${userId}::uuid
      union select tournament_id from my_entries
    ), candidates as (
      select m.id, m.tournament_id, m.status, m.scheduled_at,
        m.status = 'IN_PROGRESS' or m.scheduled_at <= ${now.toISOString()}::timestamptz as live
      from matches m
      where m.tournament_id in (select tournament_id from watched)
        and not m.bye and m.status <> 'FINISHED'
        and (m.status = 'IN_PROGRESS' or m.scheduled_at <= ${soon.toISOString()}::timestamptz)
        and (select count(*) from match_slots s where s.match_id = m.id and s.team_registration_id is not null) >= 2
    )
    select c.id as "matchId", c.tournament_id as "tournamentId", t.name as "tournamentName", t.stream_url as "streamUrl",
      c.live, c.scheduled_at as "scheduledAt",
      exists (select 1 from match_slots s join my_entries e on e.registration_id = s.team_registration_id where s.match_id = c.id) as mine
    from candidates c join tournaments t on t.id = c.tournament_id
    where t.status = 'IN_PROGRESS'
    order by c.live desc, c.scheduled_at asc nulls last, c.id
    limit ${LIVE_EVENTS_LIMIT}`)) as unknown as { rows: (Omit<LiveMatchRow, 'scheduledAt'> & { scheduledAt: Date | string | null })[] };
  return result.rows.map((r) => ({ ...r, scheduledAt: r.scheduledAt === null ? null : new Date(r.scheduledAt) }));
}

/** The sides of these matches in slot order, named by their team. */
export async function findSides(db: Executor, matchIds: string[]): Promise<LiveSideRow[]> {
  if (matchIds.length === 0) return [];
  const result = (await db.execute(sql`select s.match_id as "matchId", s.slot, t.name, s.score
    from match_slots s
    left join team_registrations tr on tr.id = s.team_registration_id
    left join teams t on t.id = tr.team_id
    where s.match_id in (${sql.join(matchIds.map((id) => sql`${id}::uuid`), sql`, `)})
    order by s.match_id, s.slot`)) as unknown as { rows: LiveSideRow[] };
  return result.rows;
}
