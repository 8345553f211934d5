import { runBackup } from './backup-commands.ts';

// `npm run backup`: run from the repository root, so a relative DATA_DIR means the same ./data as `npm start`.
process.exitCode = await runBackup(process.argv.slice(2), process.env);
