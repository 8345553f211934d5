/** `NODE_OPTIONS=--expose-gc npx tsx bench/src/search-main.ts`: the search figures alone (BENCH_PLAYERS, BENCH_TOURNAMENTS, BENCH_REQUESTS). */
import { measureSearch, searchSection } from './search.ts';

const figures = await measureSearch({
  users: Number(process.env.BENCH_PLAYERS ?? 100_000),
  tournaments: Number(process.env.BENCH_TOURNAMENTS ?? 10_000),
  requests: Number(process.env.BENCH_REQUESTS ?? 200),
});
console.log(searchSection(figures));
