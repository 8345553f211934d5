import { EngineError, type EngineErrorCode } from '../../domain/competition/types.ts';
import { badRequest, conflict, type AppError } from '../../lib/app-error.ts';

const ANSWERS: Record<EngineErrorCode, (err: EngineError) => AppError> = {
  UNKNOWN_MATCH: () => conflict('This match is no longer part of the bracket.', 'UNKNOWN_MATCH'),
  MATCH_NOT_READY: () => conflict('This match is waiting for its teams.', 'MATCH_NOT_READY'),
  ALREADY_FINISHED: () => conflict('This match already has a result: send the new one as a correction.', 'RESULT_EXISTS'),
  DRAW_NOT_ALLOWED: () => badRequest('A knockout match needs a winner.', 'DRAW_NOT_ALLOWED', { homeScore: 'A knockout match needs a winner.' }),
  NOT_ENOUGH_ENTRANTS: () => conflict('This format needs more accepted teams to start.', 'NOT_ENOUGH_TEAMS'),
  NOT_FINISHED: () => conflict('Every match needs a result before the tournament can finish.', 'NOT_FINISHED'),
  INVALID_RESULT: () => badRequest('Scores are whole numbers from 0, and a forfeit names side 1 or 2.', 'INVALID_RESULT'),
  DUPLICATE_ENTRANT: () => conflict('A team is seeded twice: check the seeding.', 'DUPLICATE_ENTRANT'),
  TOO_MANY_ROUNDS: () => conflict('Too many Swiss rounds for the teams starting: lower the rounds (0 = automatic) or accept more teams.', 'SWISS_TOO_MANY_ROUNDS'),
  TOP_CUT_TOO_LARGE: () => conflict('The Swiss top cut is larger than the number of teams starting: lower it or accept more teams.', 'SWISS_TOP_CUT_TOO_LARGE'),
  // The engine's message names what is wrong (who is missing, which place is given twice).
  INVALID_PLACEMENTS: (err) => badRequest(err.message, 'INVALID_PLACEMENTS', { placements: err.message }),
  LOBBY_OF_ONE: (err) => conflict(err.message, 'LOBBY_OF_ONE'),
};

/** Runs an engine call, turning its refusals into the API's answers (anything else is a bug and stays a 500). */
export async function engine<T>(run: () => T | Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof EngineError) throw ANSWERS[err.code](err);
    throw err;
  }
}
