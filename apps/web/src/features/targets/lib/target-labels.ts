import type { targetProgress } from '@clutch/contract/organizer';
import { defineMessage, type MessageDescriptor } from '@/lib/i18n/message.ts';
import type { TargetUnit } from './target-form.ts';

/** A target's unit as the organizer reads it, in the unit menu and after the figures. */
export const unitLabels: Record<TargetUnit, MessageDescriptor> = {
  subscribers: defineMessage({ defaultMessage: 'subscribers', description: 'Unit of an organization target' }),
  followers: defineMessage({ defaultMessage: 'followers', description: 'Unit of an organization target' }),
  tournaments: defineMessage({ defaultMessage: 'tournaments', description: 'Unit of an organization target' }),
  matches: defineMessage({ defaultMessage: 'matches', description: 'Unit of an organization target' }),
  '€': defineMessage({ defaultMessage: '€ (Euros)', description: 'Unit of an organization target' }),
  $: defineMessage({ defaultMessage: '$ (Dollars)', description: 'Unit of an organization target' }),
  views: defineMessage({ defaultMessage: 'views', description: 'Unit of an organization target' }),
  members: defineMessage({ defaultMessage: 'members', description: 'Unit of an organization target' }),
};

type ProgressState = ReturnType<typeof targetProgress>['state'];

/** The badge of a target from 80 % on (spec §4); below that it has none. */
export const progressLabels: Record<ProgressState, MessageDescriptor | null> = {
  completed: defineMessage({ defaultMessage: 'Completed', description: 'A target that reached 100 %' }),
  nearly: defineMessage({ defaultMessage: 'Nearly There', description: 'A target from 80 % to 100 %' }),
  progress: null,
};
