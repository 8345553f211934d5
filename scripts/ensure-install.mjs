// Installs dependencies when node_modules is missing or older than package-lock.json. Plain Node, no
// dependencies: it runs before node_modules exists.
import { ensureInstall } from './lib/install.mjs';

try {
  await ensureInstall();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
