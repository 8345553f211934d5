import { globalConfig } from 'zod/v4/core';
import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it('turns off zod’s compiled parsers, which our CSP refuses', async () => {
    await import('./zod-jitless.ts');
    expect(globalConfig.jitless).toBe(true);
  });
});
