import { FFA_KILLS_MAX, type PlacementInput } from '@clutch/contract/free-for-all';
import type { Match } from '@clutch/contract/competition';
import { z } from 'zod';
import { validationMessage } from '@/lib/i18n/validation-messages.ts';

/** One entrant's row as typed: its place and eliminations, as text boxes hold them. */
export interface PlacementRow {
  teamRegistrationId: string;
  place: string;
  kills: string;
}

export interface PlacementsFormValues {
  rows: PlacementRow[];
}

/**
 * The form as the game stands: every entrant of the lobby in slot order, with its place and kills once entered,
 * or as `reported` (a captain's report) gives them.
 */
export function initialPlacements(m: Pick<Match, 'results'>, reported?: readonly PlacementInput[] | null): PlacementsFormValues {
  const byEntrant = new Map((reported ?? []).map((p) => [p.teamRegistrationId, p]));
  return {
    rows: [...m.results]
      .sort((a, b) => a.slot - b.slot)
      .flatMap((r) => {
        if (!r.teamRegistrationId) return [];
        const given = byEntrant.get(r.teamRegistrationId);
        const place = given?.place ?? r.place;
        const kills = given?.kills ?? r.kills;
        return [{ teamRegistrationId: r.teamRegistrationId, place: place?.toString() ?? '', kills: kills?.toString() ?? '' }];
      }),
  };
}

const wholeNumber = /^\d{1,3}$/;

/**
 * A lobby game's result, checked as the contract's `placementsInput` checks it (every entrant once, places 1..n
 * each once, eliminations whole and not negative), with each message on the box it is about.
 */
export const placementsFormSchema = z
  .object({ rows: z.array(z.object({ teamRegistrationId: z.string(), place: z.string(), kills: z.string() })) })
  .superRefine(({ rows }, ctx) => {
    const n = rows.length;
    const holders = new Map<string, number[]>();
    const seen = new Set<string>();
    rows.forEach((row, i) => {
      if (seen.has(row.teamRegistrationId)) ctx.addIssue({ code: 'custom', path: ['rows', i, 'place'], message: validationMessage({ defaultMessage: 'Each entrant appears once.' }) });
      seen.add(row.teamRegistrationId);
      const place = row.place.trim();
      if (!wholeNumber.test(place) || Number(place) < 1 || Number(place) > n) {
        ctx.addIssue({ code: 'custom', path: ['rows', i, 'place'], message: validationMessage({ defaultMessage: 'Enter a place from 1 to {count}.' }, { count: n }) });
      } else holders.set(place, [...(holders.get(place) ?? []), i]);
      const kills = row.kills.trim();
      if (kills !== '' && (!wholeNumber.test(kills) || Number(kills) > FFA_KILLS_MAX))
        ctx.addIssue({ code: 'custom', path: ['rows', i, 'kills'], message: validationMessage({ defaultMessage: 'Eliminations are a whole number, 0 or more.' }) });
    });
    for (const [place, at] of holders) {
      if (at.length < 2) continue;
      for (const i of at)
        ctx.addIssue({ code: 'custom', path: ['rows', i, 'place'], message: validationMessage({ defaultMessage: 'Place {place} is given twice: each place is held by one entrant.' }, { place: Number(place) }) });
    }
  })
  .transform(({ rows }): PlacementInput[] =>
    rows.map((r) => ({ teamRegistrationId: r.teamRegistrationId, place: Number(r.place.trim()), kills: r.kills.trim() === '' ? 0 : Number(r.kills.trim()) })),
  );

/**
 * The entrant a server refusal is about, when its message names one (INVALID_PLACEMENTS says "Entrant {id} …"),
 * so the message sits on that entrant's row; -1 otherwise.
 */
export const rowNamedIn = (message: string, rows: readonly PlacementRow[]) => rows.findIndex((r) => message.includes(r.teamRegistrationId));
