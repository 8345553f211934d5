/** The words for a tournament's settings that the contract keeps as codes, shown wherever a tournament is described. */
import type { FfaPresetId } from '@clutch/contract/free-for-all';
import type { BracketType } from '@clutch/contract/organizer';
import type { tournamentCategories, TournamentFormat, tournamentLevels } from '@clutch/contract/tournaments';
import { defineMessage, type MessageDescriptor } from './i18n/message.ts';

export const tournamentCategoryLabels: Record<(typeof tournamentCategories)[number], MessageDescriptor> = {
  Open: defineMessage({ defaultMessage: 'Open', description: 'Tournament category: anyone may enter' }),
  Amateur: defineMessage({ defaultMessage: 'Amateur', description: 'Tournament category' }),
  'Semi-Pro': defineMessage({ defaultMessage: 'Semi-Pro', description: 'Tournament category' }),
  Pro: defineMessage({ defaultMessage: 'Pro', description: 'Tournament category' }),
  Community: defineMessage({ defaultMessage: 'Community', description: 'Tournament category' }),
  Collegiate: defineMessage({ defaultMessage: 'Collegiate', description: 'Tournament category: for college students' }),
};

export const tournamentLevelLabels: Record<(typeof tournamentLevels)[number], MessageDescriptor> = {
  Beginner: defineMessage({ defaultMessage: 'Beginner', description: 'Skill level of a tournament' }),
  Intermediate: defineMessage({ defaultMessage: 'Intermediate', description: 'Skill level of a tournament' }),
  Advanced: defineMessage({ defaultMessage: 'Advanced', description: 'Skill level of a tournament' }),
  Professional: defineMessage({ defaultMessage: 'Professional', description: 'Skill level of a tournament' }),
};

export const tournamentFormatLabels: Record<TournamentFormat, MessageDescriptor> = {
  KNOCKOUT: defineMessage({ defaultMessage: 'Knockout', description: 'Tournament format: elimination bracket only' }),
  LEAGUE_TABLE: defineMessage({ defaultMessage: 'League table', description: 'Tournament format: everyone plays everyone' }),
  league_and_knockout: defineMessage({ defaultMessage: 'League and knockout', description: 'Tournament format: groups, then a bracket' }),
  SWISS: defineMessage({ defaultMessage: 'Swiss', description: 'Tournament format: rounds paired by score, nobody eliminated' }),
  FREE_FOR_ALL: defineMessage({ defaultMessage: 'Free-for-all (battle royale)', description: 'Tournament format: lobbies scored by placement and eliminations' }),
};

export const bracketTypeLabels: Record<BracketType, MessageDescriptor> = {
  SINGLE_ELIMINATION: defineMessage({ defaultMessage: 'Single elimination' }),
  DOUBLE_ELIMINATION: defineMessage({ defaultMessage: 'Double elimination' }),
};

/** The battle-royale circuits whose point tables a free-for-all can take. */
export const ffaPresetLabels: Record<FfaPresetId, MessageDescriptor> = {
  ALGS: defineMessage({ defaultMessage: 'Apex Legends (ALGS)', description: 'Battle-royale point table preset' }),
  PUBG: defineMessage({ defaultMessage: 'PUBG', description: 'Battle-royale point table preset' }),
  FREE_FIRE: defineMessage({ defaultMessage: 'Free Fire (FFWS)', description: 'Battle-royale point table preset' }),
  FORTNITE: defineMessage({ defaultMessage: 'Fortnite (FNCS-style)', description: 'Battle-royale point table preset' }),
  CUSTOM: defineMessage({ defaultMessage: 'Custom', description: 'Battle-royale point table preset: the organizer’s own numbers' }),
};
