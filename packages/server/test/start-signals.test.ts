/**
 * Under `npm start` (scripts/start.mjs), a SIGTERM sent to the whole process group, plus the copy npm forwards to
 * its child, reaches the server once, so its graceful drain runs (a second SIGTERM would end it at once).
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { waitFor } from './helpers';

/** Stands in for the server: counts its SIGTERMs, and drains for a moment after the first. */
const SERVER = `
let count = 0;
process.on('SIGTERM', () => {
  count += 1;
  console.log('SIGTERM ' + count);
  if (count === 1) setTimeout(() => process.exit(0), 300);
  else process.exit(3);
});
console.log('ready');
setInterval(() => undefined, 1000);
`;

describe('npm start and SIGTERM', () => {
  it('passes one SIGTERM to the server when the group and npm each send one', async () => {
    const module = new URL('../../../scripts/server-process.mjs', import.meta.url).href;
    const starter = `import { runServerProcess } from '${module}'; runServerProcess(process.execPath, ['-e', ${JSON.stringify(SERVER)}]);`;
    // in a group of its own, like npm start's
    const child = spawn(process.execPath, ['--input-type=module', '-e', starter], { detached: true });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    expect(await waitFor(() => output.includes('ready'), 30_000)).toBe(true);
    process.kill(-child.pid!, 'SIGTERM');
    // npm forwards its own copy to its child
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output.trim().split('\n')).toEqual(['ready', 'SIGTERM 1']);
  }, 60_000);

  it('kills a server whose event loop is blocked once its shutdown timeout and the grace have passed', async () => {
    const module = new URL('../../../scripts/server-process.mjs', import.meta.url).href;
    // a server stuck for good: its SIGTERM handler never runs
    const stuck = `process.on('SIGTERM', () => undefined); console.log('ready ' + process.pid); for (;;) {}`;
    const starter = `import { runServerProcess } from '${module}'; runServerProcess(process.execPath, ['-e', ${JSON.stringify(stuck)}]);`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', starter], {
      detached: true,
      env: { ...process.env, SHUTDOWN_TIMEOUT_MS: '200' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    expect(await waitFor(() => /ready \d+/.test(output), 30_000)).toBe(true);
    const serverPid = Number(/ready (\d+)/.exec(output)![1]);
    process.kill(-child.pid!, 'SIGTERM');
    expect(await exited).toBe(1);
    const alive = (): boolean => {
      try {
        process.kill(serverPid, 0);
        return true;
      } catch {
        return false;
      }
    };
    expect(await waitFor(() => !alive(), 10_000)).toBe(true);
  }, 60_000);

  it('starts the server with two malloc arenas, unless MALLOC_ARENA_MAX says otherwise', async () => {
    const module = new URL('../../../scripts/server-process.mjs', import.meta.url).href;
    const report = `console.log('arenas ' + process.env.MALLOC_ARENA_MAX)`;
    const starter = `import { runServerProcess } from '${module}'; runServerProcess(process.execPath, ['-e', ${JSON.stringify(report)}]);`;
    const arenas = async (env: NodeJS.ProcessEnv): Promise<string> => {
      const child = spawn(process.execPath, ['--input-type=module', '-e', starter], { env });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await new Promise((resolve) => child.on('exit', resolve));
      return output.trim();
    };
    const { MALLOC_ARENA_MAX: _unset, ...inherited } = process.env;
    expect(await arenas(inherited)).toBe('arenas 2');
    expect(await arenas({ ...inherited, MALLOC_ARENA_MAX: '4' })).toBe('arenas 4');
  }, 60_000);
});
