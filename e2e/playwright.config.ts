import { defineConfig, devices } from '@playwright/test';
import { BASE_URL_ENV } from './support/server.ts';

const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const workers = Number(process.env.E2E_WORKERS) || 2;

/**
 * Journeys in Debian's Chromium against the real server, started by global-setup on a free port with a fresh
 * data dir. Never `playwright install`: the browser comes from CHROMIUM_PATH or /usr/bin/chromium.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '.artifacts/results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['html', { outputFolder: '.artifacts/report', open: 'never' }]],
  use: {
    // Set by global-setup before the workers start; they read this config again and inherit it.
    baseURL: process.env[BASE_URL_ENV],
    trace: 'retain-on-failure',
    // Each test's fresh context would install the service worker and download its whole precache; pwa.spec.ts
    // allows it where the worker is what is tested.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
});
