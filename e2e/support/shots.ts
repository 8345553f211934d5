import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { settleAnimations } from './axe.ts';

/**
 * Set SHOTS_DIR to keep screenshots of the journeys' screens for a look by eye. Whole pages by default; a
 * dialog is shot as the viewport shows it (its fixed overlay covers the viewport only). Taken once a menu or dialog has
 * finished opening: caught half-way through its fade it lets the page show through.
 */
export async function shot(page: Page, name: string, opts: { fullPage?: boolean } = {}) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await settleAnimations(page);
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: opts.fullPage ?? true });
}
