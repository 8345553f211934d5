import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

const BLOCKING = new Set(['serious', 'critical']);

function describe(violations: AxeResults['violations']) {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `    - ${n.target.join(' ')}\n      ${n.failureSummary?.replaceAll('\n', '\n      ') ?? ''}`)
        .join('\n');
      const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : '';
      return `  [${v.impact}] ${v.id}: ${v.help}\n    ${v.helpUrl}\n${nodes}${more}`;
    })
    .join('\n\n');
}

/**
 * Waits for the page's finite animations (a toast fading in, a dialog opening) to end: axe reads colours as they are at
 * that instant, so a toast caught half-way through its fade fails contrast that it meets at rest. Looping animations
 * (spinners, the landing's marquee) never end and are left alone.
 */
export async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().iterations ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Runs axe (WCAG 2.x A/AA) on the page and fails on serious or critical violations, listing each rule,
 * its help page and the offending elements. `exclude` takes CSS selectors to leave out.
 */
export async function expectNoSeriousA11yViolations(page: Page, opts: { exclude?: string[]; include?: string } = {}) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  if (opts.include) builder = builder.include(opts.include);
  for (const selector of opts.exclude ?? []) builder = builder.exclude(selector);
  await settleAnimations(page);
  const results = await builder.analyze();
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  expect(blocking.map((v) => `${v.impact} ${v.id}`), `Accessibility violations on ${page.url()}:\n\n${describe(blocking)}\n`).toEqual([]);
  return results;
}
