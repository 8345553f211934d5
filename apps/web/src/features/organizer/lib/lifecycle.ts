import type { TournamentAction } from '@clutch/contract/organizer';
import type { Tournament, TournamentStatus } from '@clutch/contract/tournaments';

/** The moves each status allows (ADR 005; the server's table is the judge, this only decides which buttons show). */
const allowed: Record<TournamentStatus, TournamentAction[]> = {
  DRAFT: ['publish', 'cancel'],
  OPEN_FOR_REGISTRATION: ['start', 'cancel'],
  IN_PROGRESS: ['finish', 'cancel'],
  FINISHED: [],
  CANCELLED: [],
};

export const availableActions = (status: TournamentStatus) => allowed[status];

/** Texts, media and prizes can change until the tournament is over (the structure only before it starts). */
export const canEdit = (status: TournamentStatus) => status === 'DRAFT' || status === 'OPEN_FOR_REGISTRATION' || status === 'IN_PROGRESS';

export const actionLabels: Record<TournamentAction, string> = {
  publish: 'Publish',
  start: 'Start',
  finish: 'Finish',
  cancel: 'Cancel tournament',
};

/** What the confirm dialog says will happen. */
export function actionConsequence(action: TournamentAction, t: Pick<Tournament, 'entryFee'>): string {
  switch (action) {
    case 'publish':
      return 'The tournament becomes public: anyone can find it, and teams can register between the registration dates.';
    case 'start':
      return 'Registration closes, the accepted teams are seeded and the matches are built. Pending requests are no longer accepted, and the format can’t change after this.';
    case 'finish':
      return 'Final placements are fixed and the prizes go to the placed teams, ready to pay out. Results can no longer be entered or corrected.';
    case 'cancel':
      return t.entryFee > 0
        ? 'The tournament ends for everyone and can’t be reopened. Paid entry fees will be refunded.'
        : 'The tournament ends for everyone and can’t be reopened.';
  }
}

export const actionDone: Record<TournamentAction, string> = {
  publish: 'Tournament published',
  start: 'Tournament started',
  finish: 'Tournament finished',
  cancel: 'Tournament cancelled',
};
