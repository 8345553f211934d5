import { matchScheduleBody, type Match } from '@clutch/contract/competition';
import { z } from 'zod';
import type { RoundGroup } from './match-rounds.ts';
import { isoToZonedLocal, zonedLocalToIso } from './zoned-time.ts';

/** What the schedule dialog sets: one match, or every match of a round. */
export type ScheduleTarget = { kind: 'match'; match: Match } | { kind: 'round'; round: RoundGroup };

/** What the schedule dialog edits: the start as a wall-clock time in the tournament's zone ('' for none). */
export interface ScheduleFormValues {
  starteDate: string;
  bestOf: number;
  /** A match's only; '' keeps its region. */
  region: string;
  /** A match's only. */
  details: string;
}

/** The form as the match (or a round's first match) stands. */
export function scheduleToForm(target: ScheduleTarget, timeZone: string): ScheduleFormValues {
  const first = target.kind === 'match' ? target.match : target.round.matches[0];
  return {
    starteDate: first?.starteDate ? isoToZonedLocal(first.starteDate, timeZone) : '',
    bestOf: first?.bestOf ?? 1,
    region: target.kind === 'match' ? (target.match.region ?? '') : '',
    details: target.kind === 'match' ? (target.match.details ?? '') : '',
  };
}

/**
 * The dialog's resolver schema: the form mapped to the wire body, then the contract's `matchScheduleBody` with its
 * rules and messages. A start that is not a complete local date-time stays as typed, so the contract's 'Enter a
 * valid date and time.' lands on its input; an empty region is left out (the match keeps its own).
 */
export const scheduleFormSchema = (timeZone: string) =>
  z
    .custom<ScheduleFormValues>()
    .transform((v): z.input<typeof matchScheduleBody> => ({
      starteDate: v.starteDate === '' ? null : (zonedLocalToIso(v.starteDate, timeZone) ?? v.starteDate),
      bestOf: v.bestOf,
      details: v.details.trim() === '' ? null : v.details,
      ...(v.region.trim() === '' ? {} : { region: v.region }),
    }))
    .pipe(matchScheduleBody);
export type ScheduleFormOutput = z.output<ReturnType<typeof scheduleFormSchema>>;
