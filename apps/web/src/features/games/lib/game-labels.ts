import type { Genre, Popularity } from '@clutch/contract/games';
import { defineMessage, type MessageDescriptor } from '@/lib/i18n/message.ts';

/** A genre of the catalogue as the player reads it (the contract's value stays in the URL and the request). */
export const genreLabels: Record<Genre, MessageDescriptor> = {
  FPS: defineMessage({ defaultMessage: 'FPS', description: 'Game genre: first-person shooter' }),
  MOBA: defineMessage({ defaultMessage: 'MOBA', description: 'Game genre' }),
  'Battle Royale': defineMessage({ defaultMessage: 'Battle Royale', description: 'Game genre' }),
  Sports: defineMessage({ defaultMessage: 'Sports', description: 'Game genre' }),
  Strategy: defineMessage({ defaultMessage: 'Strategy', description: 'Game genre' }),
  Fighting: defineMessage({ defaultMessage: 'Fighting', description: 'Game genre' }),
  Racing: defineMessage({ defaultMessage: 'Racing', description: 'Game genre' }),
  Card: defineMessage({ defaultMessage: 'Card', description: 'Game genre: card games' }),
  Other: defineMessage({ defaultMessage: 'Other', description: 'Game genre: none of the others' }),
};

/** How popular a game is, as the player reads it. */
export const popularityLabels: Record<Popularity, MessageDescriptor> = {
  'Very High': defineMessage({ defaultMessage: 'Very High', description: 'Popularity of a game' }),
  High: defineMessage({ defaultMessage: 'High', description: 'Popularity of a game' }),
  Medium: defineMessage({ defaultMessage: 'Medium', description: 'Popularity of a game' }),
  Growing: defineMessage({ defaultMessage: 'Growing', description: 'Popularity of a game' }),
};

export const genresLabel = defineMessage({ defaultMessage: 'Genres' });

export const tournamentsCount = defineMessage({ defaultMessage: '{count, plural, one {# tournament} other {# tournaments}}' });

/** A fact about a game the catalogue does not know (a developer, the release year). */
export const unknownFact = defineMessage({ defaultMessage: 'Unknown', description: 'A fact about a game the catalogue does not know' });

/** A list about a game the catalogue leaves empty (genres, platforms). */
export const notSpecified = defineMessage({ defaultMessage: 'Not specified', description: 'A list about a game the catalogue leaves empty' });
