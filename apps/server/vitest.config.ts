import { defineProject } from 'vitest/config';

// Names this run's database template; set before the workers start so they inherit it.
process.env.CLUTCH_TEST_RUN_ID ??= String(process.pid);

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
