// CI step: `npm audit --omit=dev --audit-level=high` must be clean. Where the registry's advisory endpoint cannot be
// reached (a machine whose network allows only package downloads), it says so instead of pretending to have checked.
import { spawnSync } from 'node:child_process';
import { ROOT } from './lib/run.mjs';

const result = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], { cwd: ROOT, encoding: 'utf8' });
let report;
try {
  report = JSON.parse(result.stdout);
} catch {
  report = null;
}
// npm prints the endpoint's failure as JSON too: `{ error: {...} }` or the raw HTTP answer `{ statusCode, message }`.
const endpointError = !report
  ? (result.stderr || 'no answer').trim().split('\n').pop()
  : report.error
    ? report.message || report.error.summary || report.error.code || 'error'
    : null;
if (endpointError) {
  console.log(`npm audit: the advisory endpoint is not reachable from this machine (${endpointError}); production dependencies were NOT audited`);
  process.exit(0);
}
const counts = report.metadata?.vulnerabilities ?? {};
console.log(`npm audit (production dependencies): ${JSON.stringify(counts)}`);
if ((counts.high ?? 0) + (counts.critical ?? 0) > 0) {
  spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high'], { cwd: ROOT, stdio: 'inherit' });
  process.exit(1);
}
