// `npm run admin:reset -- USERNAME`, `npm run backup -- FILE`, `npm run restore -- FILE`: the operators' commands of
// packages/server/src/cli.ts, run from the server's bundle (built first when stale) with the server's environment.
import { spawn } from 'node:child_process';
import { ensureServerBuilt, SERVER_CLI } from './server-bundle.mjs';

await ensureServerBuilt();
const child = spawn(process.execPath, [SERVER_CLI, ...process.argv.slice(2)], { stdio: 'inherit' });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
