import { resultInputFor, type MatchStage, type ResultInput } from '@clutch/contract/competition';
import { z } from 'zod';
import { validationMessage } from './i18n/validation-messages.ts';

/** A score box as typed: empty, or a whole number the contract's 0–999 range holds. */
const score = z
  .string()
  .trim()
  .regex(/^\d{0,3}$/, validationMessage({ defaultMessage: 'Enter a whole number from 0 to 999.' }))
  .transform((s) => (s === '' ? undefined : Number(s)));

/** Which side forfeited, as its radio's value ('1' Home, '2' Away). */
const forfeitSide = z
  .string()
  .refine((s) => s === '1' || s === '2', validationMessage({ defaultMessage: 'Choose the side that forfeited.' }))
  .transform((s) => (s === '1' ? 1 : 2));

/** What a result form edits: two score boxes, or the side that forfeited or did not show. */
export interface ResultFormValues {
  outcome: 'score' | 'forfeit';
  homeScore: string;
  awayScore: string;
  /** '1' or '2'; '' until chosen. A captain's form fixes it to the other side. */
  forfeit: string;
}

/**
 * The result form of a captain's report and of the organizer's entry: the boxes as typed, turned into the
 * contract's result for the match's stage, whose rules and messages then apply ('Enter both scores or a forfeit.',
 * 'Enter both scores.', a knockout needs a winner). Only the chosen outcome's fields are checked and sent.
 */
export function resultFormSchema(stage: MatchStage) {
  return z
    .discriminatedUnion('outcome', [
      z.object({ outcome: z.literal('score'), homeScore: score, awayScore: score, forfeit: z.string() }),
      z.object({ outcome: z.literal('forfeit'), homeScore: z.string(), awayScore: z.string(), forfeit: forfeitSide }),
    ])
    .transform((v): ResultInput => (v.outcome === 'forfeit' ? { forfeit: v.forfeit } : { homeScore: v.homeScore, awayScore: v.awayScore }))
    .pipe(resultInputFor(stage));
}

export type ResultFormOutput = z.output<ReturnType<typeof resultFormSchema>>;
