import type { TournamentStatus } from '@clutch/contract/tournaments';

/**
 * Who may see a tournament: a DRAFT is its organizer's alone, every other status is public. The same answer
 * covers everything about the tournament (its page, matches, registrations, ranking, prizes, teams built for it,
 * its live room): anyone else gets the 404 of an unknown id. `publicOnly` and `visibleTo` in
 * modules/tournaments/tournaments.repository.ts are this rule written as SQL.
 */
export const PRIVATE_STATUS = 'DRAFT' satisfies TournamentStatus;

export interface VisibilityFacts {
  status: string;
  organizerId: string;
}

/** Anyone may see it, signed in or not. */
export const isPublic = (tournament: Pick<VisibilityFacts, 'status'>): boolean => tournament.status !== PRIVATE_STATUS;

/** `viewerId` (null for a visitor) may see it. */
export const canSee = (tournament: VisibilityFacts, viewerId: string | null): boolean =>
  isPublic(tournament) || tournament.organizerId === viewerId;
