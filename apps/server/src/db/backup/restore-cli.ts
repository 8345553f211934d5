import { runRestore } from './backup-commands.ts';

// `npm run restore -- FILE [--force]`: run from the repository root, like `npm start`.
process.exitCode = await runRestore(process.argv.slice(2), process.env);
