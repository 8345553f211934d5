import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The same-run baseline: the cheapest possible JSON answer from Node's own HTTP server. */
export async function startBaseline() {
  const body = JSON.stringify({ hello: 'world' });
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
