/** `npx tsx bench/src/players-main.ts`: the Players list and profile figures alone (BENCH_PLAYERS, BENCH_REQUESTS). */
import { measurePlayers, playersSection } from './players.ts';

const figures = await measurePlayers({
  users: Number(process.env.BENCH_PLAYERS ?? 100_000),
  requests: Number(process.env.BENCH_REQUESTS ?? 400),
  rpsSeconds: Number(process.env.BENCH_SECONDS ?? 5),
});
console.log(playersSection(figures));
