// `node scripts/timed.mjs CPU_FILE COMMAND ARGS…`: runs the command with this process's output, then writes the CPU
// seconds (user and system) of its whole process tree to CPU_FILE as { "seconds": N } and exits with its code.
// A process's children's times reach /proc/self/stat (cutime, cstime) once they are waited for, so a daemon that
// leaves its parent (PostgreSQL under pg_ctl) is not counted here.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const [cpuFile, command, ...args] = process.argv.slice(2);

/** User and system seconds of the waited-for children, on Linux; undefined elsewhere. */
function childrenCpuSeconds() {
  if (!existsSync('/proc/self/stat')) return undefined;
  const stat = readFileSync('/proc/self/stat', 'utf8');
  // the fields after the command name (which may hold spaces) in parentheses; cutime and cstime are fields 16 and 17
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;
  return (Number(fields[13]) + Number(fields[14])) / ticks;
}

const child = spawn(command, args, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('error', (error) => {
  console.error(`${command}: ${error.message}`);
  process.exit(127);
});
child.on('exit', (code, signal) => {
  const seconds = childrenCpuSeconds();
  if (seconds !== undefined) writeFileSync(cpuFile, JSON.stringify({ seconds }));
  process.exit(code ?? (signal ? 1 : 0));
});
