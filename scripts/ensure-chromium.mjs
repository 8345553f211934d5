// Prints the Chromium the end-to-end suites use, installing Debian's package when missing and allowed.
import { ensureChromium } from './lib/chromium.mjs';

try {
  console.log(await ensureChromium());
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
