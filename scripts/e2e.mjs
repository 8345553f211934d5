// `npm run test:e2e`: find (or install) Chromium, build the web client when stale, run the Playwright suites.
// Extra arguments go to Playwright: npm run test:e2e -- --grep outbox
import { ensureChromium } from './lib/chromium.mjs';
import { run } from './lib/run.mjs';
import { buildWebIfStale } from './lib/web-build.mjs';

try {
  const chromium = await ensureChromium();
  console.log(`chromium: ${chromium}`);
  await buildWebIfStale();
  await run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...playwrightArgs(process.argv.slice(2))], {
    env: { ...process.env, CHROMIUM_PATH: chromium },
  });
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

/** `node scripts/e2e.mjs -- e2e/x.spec.ts` and `node scripts/e2e.mjs e2e/x.spec.ts` both run just that spec. */
function playwrightArgs(args) {
  return args[0] === '--' ? args.slice(1) : args;
}
