import type { TournamentAction } from '@clutch/contract/organizer';
import type { Tournament, TournamentStatus } from '@clutch/contract/tournaments';
import { defineMessage, type MessageDescriptor } from '@/lib/i18n/message.ts';

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

export const actionLabels: Record<TournamentAction, MessageDescriptor> = {
  publish: defineMessage({ defaultMessage: 'Publish', description: 'Button: make a draft tournament public' }),
  start: defineMessage({ defaultMessage: 'Start', description: 'Button: start a tournament (closes registration, builds matches)' }),
  finish: defineMessage({ defaultMessage: 'Finish', description: 'Button: finish a tournament' }),
  cancel: defineMessage({ defaultMessage: 'Cancel tournament' }),
};

/** The confirm dialog's title, naming the tournament. */
export const actionQuestions: Record<TournamentAction, MessageDescriptor> = {
  publish: defineMessage({ defaultMessage: 'Publish {name}?' }),
  start: defineMessage({ defaultMessage: 'Start {name}?' }),
  finish: defineMessage({ defaultMessage: 'Finish {name}?' }),
  cancel: defineMessage({ defaultMessage: 'Cancel {name}?' }),
};

/** What the confirm dialog says will happen. */
export function actionConsequence(action: TournamentAction, t: Pick<Tournament, 'entryFee'>): MessageDescriptor {
  switch (action) {
    case 'publish':
      return defineMessage({ defaultMessage: 'The tournament becomes public: anyone can find it, and teams can register between the registration dates.' });
    case 'start':
      return defineMessage({
        defaultMessage:
          'Registration closes, the accepted teams are seeded and the matches are built. Pending requests are no longer accepted, and the format can’t change after this.',
      });
    case 'finish':
      return defineMessage({
        defaultMessage: 'Final placements are fixed and the prizes go to the placed teams, ready to pay out. Results can no longer be entered or corrected.',
      });
    case 'cancel':
      return t.entryFee > 0
        ? defineMessage({ defaultMessage: 'The tournament ends for everyone and can’t be reopened. Paid entry fees will be refunded.' })
        : defineMessage({ defaultMessage: 'The tournament ends for everyone and can’t be reopened.' });
  }
}

export const actionDone: Record<TournamentAction, MessageDescriptor> = {
  publish: defineMessage({ defaultMessage: 'Tournament published' }),
  start: defineMessage({ defaultMessage: 'Tournament started' }),
  finish: defineMessage({ defaultMessage: 'Tournament finished' }),
  cancel: defineMessage({ defaultMessage: 'Tournament cancelled' }),
};

export const actionFailed: Record<TournamentAction, MessageDescriptor> = {
  publish: defineMessage({ defaultMessage: 'Could not publish the tournament' }),
  start: defineMessage({ defaultMessage: 'Could not start the tournament' }),
  finish: defineMessage({ defaultMessage: 'Could not finish the tournament' }),
  cancel: defineMessage({ defaultMessage: 'Could not cancel the tournament' }),
};
