/** The spec's game filter values (slugs the API accepts), with the names people know them by. */
export const gameFilterOptions = [
  { value: 'cs2', label: 'Counter-Strike 2' },
  { value: 'valorant', label: 'Valorant' },
  { value: 'lol', label: 'League of Legends' },
  { value: 'rl', label: 'Rocket League' },
] as const;
