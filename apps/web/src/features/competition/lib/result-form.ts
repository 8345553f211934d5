import { resultInput, type ResultInput } from '@clutch/contract/competition';
import { z } from 'zod';
import { otherSlot, type Slot } from './report-state.ts';

const score = z
  .string()
  .trim()
  .regex(/^\d{0,3}$/, 'Enter a whole number from 0 to 999.');

/**
 * The report form as typed (two score boxes or the other side's forfeit), checked and turned into the contract's
 * `resultInput`, whose own rules ('Enter both scores or a forfeit.', 'Enter both scores.') then apply. A knockout
 * match needs a winner, so its scores cannot be level.
 */
export function resultFormSchema({ mySlot, knockout }: { mySlot: Slot; knockout: boolean }) {
  return z
    .object({ outcome: z.enum(['score', 'forfeit']), homeScore: score, awayScore: score })
    .transform(({ outcome, homeScore, awayScore }): ResultInput =>
      outcome === 'forfeit'
        ? { forfeit: otherSlot(mySlot) }
        : { homeScore: homeScore === '' ? undefined : Number(homeScore), awayScore: awayScore === '' ? undefined : Number(awayScore) },
    )
    .pipe(resultInput)
    .superRefine((r, ctx) => {
      if (knockout && r.forfeit === undefined && r.homeScore !== undefined && r.homeScore === r.awayScore)
        ctx.addIssue({ code: 'custom', path: ['awayScore'], message: 'A knockout match needs a winner: the scores cannot be level.' });
    });
}

export type ResultFormValues = z.input<ReturnType<typeof resultFormSchema>>;
