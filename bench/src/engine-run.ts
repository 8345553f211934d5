/** `npx tsx bench/src/engine-run.ts`: only the competition engine figures, without the HTTP bench. */
import { engineBench } from './engine.ts';

engineBench().then(
  (lines) => console.log(lines.join('\n')),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
