/** `npx tsx bench/src/swiss-run.ts`: only the Swiss pairing figures, without the HTTP bench. */
import { swissBench } from './swiss.ts';

console.log(swissBench().join('\n'));
