/**
 * The read cache's effect on a tournament's page (ADR 018): GET /tournaments/:id req/s at c=50 with the cache
 * off and on, each as a share of a same-run node:http baseline. `npx tsx bench/src/read-cache.ts` from the root;
 * BENCH_SECONDS (default 3), BENCH_TOURNAMENTS (default 200).
 */
import { startBaseline } from '../lib/baseline-server.ts';
import { startClutch } from '../lib/clutch-server.ts';
import { load } from '../lib/load.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const tournaments = Number(process.env.BENCH_TOURNAMENTS ?? 200);
const connections = 50;

async function detail(readCache: boolean) {
  process.env.READ_CACHE = String(readCache);
  const server = await startClutch({ tournaments });
  try {
    const page = await fetch(`${server.url}/api/v1/tournaments?pageSize=20`).then((r) => r.json() as Promise<{ items: { id: string }[] }>);
    const urls = page.items.map((i) => `${server.url}/api/v1/tournaments/${i.id}`);
    await load('warm-up', urls, { seconds: 2, connections });
    return await load(readCache ? 'detail, cache on' : 'detail, cache off', urls, { seconds, connections });
  } finally {
    await server.stop();
  }
}

const baseline = await startBaseline();
try {
  const base = await load('node:http', [baseline.url], { seconds, connections });
  const off = await detail(false);
  const on = await detail(true);
  const base2 = await load('node:http', [baseline.url], { seconds, connections });
  const reference = (base.requestsPerSecond + base2.requestsPerSecond) / 2;
  console.log('| run | req/s | share of node:http | p50 ms | p99 ms | errors | non-2xx |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of [base, off, on, base2]) {
    console.log(`| ${r.name} | ${Math.round(r.requestsPerSecond)} | ${((100 * r.requestsPerSecond) / reference).toFixed(1)} % | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`);
  }
  console.log(`cache on / cache off: ${(on.requestsPerSecond / off.requestsPerSecond).toFixed(1)}×`);
} finally {
  await baseline.close();
}
