import type { TournamentAction } from '@clutch/contract/organizer';
import type { TournamentStatus } from '@clutch/contract/tournaments';

/**
 * The allowed status moves (ADR 005). Pure: the caller locks the tournament row, asks here, then acts.
 * Anything not in the table answers 409 ILLEGAL_TRANSITION.
 */
const TRANSITIONS: Record<TournamentAction, { from: readonly TournamentStatus[]; to: TournamentStatus }> = {
  publish: { from: ['DRAFT'], to: 'OPEN_FOR_REGISTRATION' },
  start: { from: ['OPEN_FOR_REGISTRATION'], to: 'IN_PROGRESS' },
  finish: { from: ['IN_PROGRESS'], to: 'FINISHED' },
  cancel: { from: ['DRAFT', 'OPEN_FOR_REGISTRATION', 'IN_PROGRESS'], to: 'CANCELLED' },
};

export type TransitionCheck = { ok: true; to: TournamentStatus } | { ok: false; message: string };

export function checkTransition(from: TournamentStatus, action: TournamentAction): TransitionCheck {
  const rule = TRANSITIONS[action];
  if (rule.from.includes(from)) return { ok: true, to: rule.to };
  const shown = (s: string) => s.replaceAll('_', ' ').toLowerCase();
  return { ok: false, message: `A ${shown(from)} tournament cannot be ${ACTION_PAST[action]}.` };
}

const ACTION_PAST: Record<TournamentAction, string> = { publish: 'published', start: 'started', finish: 'finished', cancel: 'cancelled' };

/** Which actions the organizer can take now (the UI shows only these buttons). */
export const availableActions = (from: TournamentStatus): TournamentAction[] =>
  (Object.keys(TRANSITIONS) as TournamentAction[]).filter((a) => TRANSITIONS[a].from.includes(from));

/** Structure-changing fields (format, sizes, fee, dates) can be edited only before the start. */
export const isEditableStructure = (status: TournamentStatus) => status === 'DRAFT' || status === 'OPEN_FOR_REGISTRATION';
