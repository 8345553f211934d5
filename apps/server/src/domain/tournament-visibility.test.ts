import { tournamentStatuses } from '@clutch/contract/tournaments';
import { describe, expect, it } from 'vitest';
import { canSee, isPublic } from './tournament-visibility.ts';

const organizerId = 'organizer';

describe('tournament visibility', () => {
  it('shows a DRAFT to its organizer only', () => {
    const draft = { status: 'DRAFT', organizerId };
    expect(isPublic(draft)).toBe(false);
    expect(canSee(draft, organizerId)).toBe(true);
    expect(canSee(draft, 'someone-else')).toBe(false);
    expect(canSee(draft, null)).toBe(false);
  });

  it('shows every other status to everybody, visitors included', () => {
    for (const status of tournamentStatuses.filter((s) => s !== 'DRAFT')) {
      const tournament = { status, organizerId };
      expect(isPublic(tournament), status).toBe(true);
      expect(canSee(tournament, null), status).toBe(true);
      expect(canSee(tournament, 'someone-else'), status).toBe(true);
      expect(canSee(tournament, organizerId), status).toBe(true);
    }
  });
});
