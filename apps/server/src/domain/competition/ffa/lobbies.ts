/** Splitting seeded entrants into lobbies of a free-for-all. */
import { EngineError } from '../types.ts';

/** How many lobbies `entrantCount` entrants fill with at most `lobbySize` each. */
export const lobbyCountFor = (entrantCount: number, lobbySize: number) => Math.max(1, Math.ceil(entrantCount / lobbySize));

/**
 * Seed indexes (0 = seed 1) dealt into lobbies in a snake (A B C C B A A B C…), so every lobby gets a fair
 * share of strong and weak seeds and their sizes differ by one at most. Each lobby lists its seeds best first.
 */
export function snakeLobbies(entrantCount: number, lobbySize: number): number[][] {
  const count = lobbyCountFor(entrantCount, lobbySize);
  const lobbies: number[][] = Array.from({ length: count }, () => []);
  for (let seed = 0; seed < entrantCount; seed++) {
    const lap = Math.floor(seed / count);
    const offset = seed % count;
    lobbies[lap % 2 === 0 ? offset : count - 1 - offset]!.push(seed);
  }
  if (lobbies.some((l) => l.length < 2)) {
    throw new EngineError('LOBBY_OF_ONE', `Lobbies of ${lobbySize} would leave an entrant alone in a lobby with ${entrantCount} entrants: choose another lobby size.`);
  }
  return lobbies;
}
