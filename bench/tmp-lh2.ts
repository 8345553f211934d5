import fs from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
const url = process.argv[2]!;
const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'] });
try {
  const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
  const lhr = r!.lhr;
  for (const [id, c] of Object.entries(lhr.categories)) console.log(id, Math.round((c.score ?? 0) * 100));
  for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'cumulative-layout-shift', 'total-blocking-time', 'speed-index']) console.log(id, lhr.audits[id]?.displayValue);
  for (const a of Object.values(lhr.audits)) if (a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative') console.log('FAIL', a.id, a.displayValue ?? '', a.title);
  const lcp = lhr.audits['largest-contentful-paint-element'] as any;
  console.log('LCP element', JSON.stringify(lcp?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? lcp?.details?.items?.[0]).slice(0, 300));
  console.log('LCP phases', JSON.stringify(lcp?.details?.items?.[1]?.items ?? ''));
  fs.writeFileSync('/tmp/seo/lhr.json', JSON.stringify(lhr));
} finally { chrome.kill(); }
