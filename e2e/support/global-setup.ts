import { BASE_URL_ENV, startServer } from './server.ts';

/** Starts one server for the whole run; the returned function is Playwright's teardown. */
export default async function globalSetup() {
  const server = await startServer();
  process.env[BASE_URL_ENV] = server.url;
  return async () => {
    await server.stop();
  };
}
