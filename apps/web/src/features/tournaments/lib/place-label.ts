const podium: Record<number, string> = { 1: '1st Place', 2: '2nd Place', 3: '3rd Place' };

/** '1st Place', '2nd Place', '3rd Place', then 'Place #n' (spec §2 Prizes). */
export const placeLabel = (position: number) => podium[position] ?? `Place #${position}`;
