import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

interface NetworkRequest {
  url: string;
  resourceType?: string;
}

function scriptsLoaded(details: unknown, pageUrl: string): string[] {
  const items = ((details as { items?: NetworkRequest[] } | undefined)?.items ?? []).filter((r) => r.resourceType === 'Script');
  const origin = new URL(pageUrl).origin;
  return [...new Set(items.map((r) => (r.url.startsWith(origin) ? new URL(r.url).pathname : r.url)))];
}

/** Lighthouse's own "please run Lighthouse again" failures: the trace was lost, not the page measured. */
const RETRIED = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED', 'NO_DCL']);
const ATTEMPTS = 3;

class LighthouseRunError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Lighthouse's mobile audit (its default form factor and throttling) in Debian's Chromium. A run whose trace
 * Lighthouse lost (NO_NAVSTART happens even on a quiet machine, in a fresh browser) is run again in a new browser,
 * up to ATTEMPTS times; any other failure, or the last one, is the section's error.
 */
export async function lighthouseMobile(url: string, chromePath: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseOnce(url, chromePath);
    } catch (err) {
      if (!(err instanceof LighthouseRunError && RETRIED.has(err.code)) || attempt === ATTEMPTS) throw err;
      console.warn(`${err.message}; running it again (attempt ${attempt + 1} of ${ATTEMPTS})`);
    }
  }
}

async function lighthouseOnce(url: string, chromePath: string) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clutch-lh-'));
  const chrome = await launch({
    chromePath,
    userDataDir,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error('lighthouse returned no result');
    // A run Lighthouse could not complete (say NO_NAVSTART, a trace lost on a loaded machine) has null scores: an
    // error to report, not a score of 0.
    const { runtimeError } = result.lhr;
    if (runtimeError) throw new LighthouseRunError(runtimeError.code, `lighthouse could not audit ${url}: ${runtimeError.code} ${runtimeError.message}`);
    const scores = Object.fromEntries(
      Object.entries(result.lhr.categories).map(([id, c]) => [id, Math.round((c.score ?? 0) * 100)]),
    ) as Record<string, number>;
    const audits = result.lhr.audits;
    // BENCH_LIGHTHOUSE_DIR=<dir> keeps each report's JSON, to read where the main thread's time went (bootup-time,
    // mainthread-work-breakdown, long-tasks).
    const reportDir = process.env.BENCH_LIGHTHOUSE_DIR;
    if (reportDir) {
      fs.mkdirSync(reportDir, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}-${Date.now()}.json`;
      fs.writeFileSync(path.join(reportDir, name), JSON.stringify(result.lhr));
    }
    return {
      scores,
      firstContentfulPaintMs: audits['first-contentful-paint']?.numericValue ?? NaN,
      largestContentfulPaintMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      totalBlockingTimeMs: audits['total-blocking-time']?.numericValue ?? NaN,
      cumulativeLayoutShift: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      /** Every script the page loaded while Lighthouse watched it (same-origin paths and others' full URLs). */
      scripts: scriptsLoaded(result.lhr.audits['network-requests']?.details, url),
    };
  } finally {
    chrome.kill();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}
