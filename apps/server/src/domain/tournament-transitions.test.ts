import { describe, expect, it } from 'vitest';
import { tournamentStatuses } from '@clutch/contract/tournaments';
import { tournamentActions } from '@clutch/contract/organizer';
import { availableActions, checkTransition } from './tournament-transitions.ts';

describe('tournament lifecycle', () => {
  const allowed = new Set(['DRAFT>publish', 'OPEN_FOR_REGISTRATION>start', 'IN_PROGRESS>finish', 'DRAFT>cancel', 'OPEN_FOR_REGISTRATION>cancel', 'IN_PROGRESS>cancel']);

  it.each(tournamentStatuses.flatMap((s) => tournamentActions.map((a) => [s, a] as const)))('%s → %s follows the table', (status, action) => {
    expect(checkTransition(status, action).ok).toBe(allowed.has(`${status}>${action}`));
  });

  it('names the move that is refused', () => {
    expect(checkTransition('FINISHED', 'cancel')).toEqual({ ok: false, message: 'A finished tournament cannot be cancelled.' });
  });

  it('offers no action once finished or cancelled', () => {
    expect(availableActions('FINISHED')).toEqual([]);
    expect(availableActions('CANCELLED')).toEqual([]);
    expect(availableActions('OPEN_FOR_REGISTRATION')).toEqual(['start', 'cancel']);
  });
});
