/** `npx tsx bench/src/landing-size-main.ts` (after `npm run build -w @clutch/web`): the landing's initial JavaScript alone. */
import path from 'node:path';
import { ROOT } from '../lib/clutch-server.ts';
import { landingSizeSection } from './landing-size.ts';

console.log(landingSizeSection(path.join(ROOT, 'apps/web/dist')));
