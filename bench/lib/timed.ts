import { load } from './load.ts';

export interface Timing {
  name: string;
  count: number;
  p50: number;
  p95: number;
  p99: number;
  /** With 10 connections for a few seconds (autocannon), for the × baseline column. */
  requestsPerSecond: number;
  /** Answers other than 2xx, one at a time and under load. */
  non2xx: number;
  loadNon2xx: number;
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * `count` GETs one at a time, the latency a person sees without queueing behind other requests, then the same URLs
 * under load (10 connections for `rpsSeconds`) for the throughput.
 */
export async function timed(name: string, urls: string[], headers: Record<string, string>, count: number, rpsSeconds: number): Promise<Timing> {
  const sequential = await oneAtATime(urls, headers, count);
  const throughput = await load(name, urls, { seconds: rpsSeconds, connections: 10, headers });
  return { name, count, ...sequential, requestsPerSecond: throughput.requestsPerSecond, loadNon2xx: throughput.non2xx + throughput.errors };
}

/** `count` GETs one at a time over `urls` in turn (after one untimed warm-up each): p50/p95/p99 ms and the non-2xx. */
export async function oneAtATime(urls: string[], headers: Record<string, string>, count: number) {
  for (const url of urls) await (await fetch(url, { headers })).arrayBuffer(); // warm-up
  const latencies: number[] = [];
  let non2xx = 0;
  for (let i = 0; i < count; i++) {
    const sent = performance.now();
    const res = await fetch(urls[i % urls.length]!, { headers });
    await res.arrayBuffer();
    latencies.push(performance.now() - sent);
    if (!res.ok) non2xx += 1;
  }
  const sorted = latencies.sort((a, b) => a - b);
  return { p50: round2(percentile(sorted, 50)), p95: round2(percentile(sorted, 95)), p99: round2(percentile(sorted, 99)), non2xx };
}
