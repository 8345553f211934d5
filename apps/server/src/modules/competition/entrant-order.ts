import { randomInt } from 'node:crypto';

export interface Entrant {
  id: string;
  seed: number | null;
  createdAt: Date;
}

/**
 * Seed order for the engine (seed 1 first): the organizer's seeds first; entrants without one follow in the
 * tournament's seeding method (RANDOM: shuffled with a cryptographic generator; otherwise by registration time).
 */
export function seedOrder(entrants: Entrant[], method: string): string[] {
  const seeded = entrants.filter((e) => e.seed !== null).sort((a, b) => a.seed! - b.seed! || byTime(a, b));
  const rest = entrants.filter((e) => e.seed === null).sort(byTime);
  if (method === 'RANDOM') shuffle(rest);
  return [...seeded, ...rest].map((e) => e.id);
}

const byTime = (a: Entrant, b: Entrant) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function shuffle<T>(list: T[]) {
  for (let i = list.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
}
