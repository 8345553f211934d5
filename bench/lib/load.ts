import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/**
 * Drives one URL with autocannon on loopback (bounded in time and connections). `urls` rotates between
 * several paths of the same endpoint so a single cached row does not flatter it.
 */
export async function load(
  name: string,
  urls: string[],
  opts: { seconds: number; connections: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const first = new URL(urls[0]!);
  const result = await autocannon({
    url: first.origin,
    connections: opts.connections,
    duration: opts.seconds,
    requests: urls.map((u) => {
      const url = new URL(u);
      return { method: 'GET', path: `${url.pathname}${url.search}`, ...(opts.headers ? { headers: opts.headers } : {}) };
    }),
  });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
