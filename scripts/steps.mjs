// Runs the steps of `npm test` side by side: each step starts once the steps it needs have passed and its weight
// (the cores it keeps busy) fits in the machine's capacity, in the order listed. A step's output goes to test-output/steps/NAME.log and
// is printed whole when the step fails; each step's wall time and CPU time (its process tree's, read from
// /proc/self/stat by scripts/timed.mjs) are kept for the table at the end.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TIMED = fileURLToPath(new URL('./timed.mjs', import.meta.url));
export const STEPS_DIR = path.join('test-output', 'steps');

const slug = (name) => name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Runs one command under scripts/timed.mjs with its output in `logFile`; resolves with its code and CPU seconds. */
function runTimed(step, logFile) {
  const cpuFile = `${logFile}.cpu.json`;
  rmSync(cpuFile, { force: true });
  return new Promise((resolve) => {
    const log = createWriteStream(logFile);
    const child = spawn(process.execPath, [TIMED, cpuFile, step.command, ...step.args], {
      env: { ...process.env, ...step.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    const finish = (code) => {
      log.end(() => {
        const cpu = existsSync(cpuFile) ? JSON.parse(readFileSync(cpuFile, 'utf8')).seconds : undefined;
        resolve({ code, cpu });
      });
    };
    child.on('error', () => finish(127));
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Runs `steps` ({ name, command, args, env?, needs?: names, weight?: cores, counts?(code) → { passed, failed },
 * extraCpu?() → seconds }) within `capacity` cores, earlier steps first when several could start.
 * Resolves with one result per step: { name, passed, failed, wall, cpu, skipped }.
 */
export async function runSteps(steps, capacity) {
  mkdirSync(STEPS_DIR, { recursive: true });
  const results = new Map();
  const running = new Map();
  let used = 0;
  const started = Date.now();
  const clock = () => `${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s`;

  const ready = (step) => (step.needs ?? []).every((name) => results.has(name));
  const blocked = (step) => (step.needs ?? []).some((name) => results.get(name)?.failed > 0);

  await new Promise((resolveAll) => {
    const pump = () => {
      for (const step of steps) {
        if (results.has(step.name) || running.has(step.name) || !ready(step)) continue;
        if (blocked(step)) {
          const missing = (step.needs ?? []).filter((name) => results.get(name)?.failed > 0).join(', ');
          console.log(`${clock()}  skipped ${step.name}: ${missing} failed`);
          results.set(step.name, { name: step.name, passed: 0, failed: 1, wall: 0, cpu: 0, skipped: true });
          continue;
        }
        const weight = Math.min(step.weight ?? 1, capacity);
        // a step always starts when nothing runs, whatever its weight; one that must wait keeps the cores that free
        // up for itself (no later step starts before it), so a long step is not starved by shorter ones
        if (running.size > 0 && used + weight > capacity) break;
        used += weight;
        const logFile = path.join(STEPS_DIR, `${slug(step.name)}.log`);
        console.log(`${clock()}  started ${step.name}`);
        const begin = Date.now();
        const done = runTimed(step, logFile).then(({ code, cpu }) => {
          const wall = (Date.now() - begin) / 1000;
          const counts = step.counts?.(code) ?? { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 };
          if (code !== 0 && counts.failed === 0) counts.failed = 1;
          const total = cpu === undefined ? undefined : cpu + (step.extraCpu?.() ?? 0);
          results.set(step.name, { name: step.name, ...counts, wall, cpu: total, skipped: false });
          running.delete(step.name);
          used -= weight;
          const verdict = counts.failed === 0 ? 'passed' : 'FAILED';
          console.log(
            `${clock()}  ${verdict} ${step.name} (${counts.passed} passed, ${counts.failed} failed; ${wall.toFixed(1)} s)`,
          );
          if (counts.failed > 0) {
            console.log(`\n----- ${step.name}: ${logFile} -----`);
            console.log(readFileSync(logFile, 'utf8'));
            console.log(`----- end of ${step.name} -----\n`);
          }
          if (results.size === steps.length) resolveAll();
          else pump();
        });
        running.set(step.name, done);
      }
      if (results.size === steps.length && running.size === 0) resolveAll();
    };
    pump();
  });
  return steps.map((step) => results.get(step.name));
}

/** The table of steps: wall and CPU seconds, counts; and the whole run's wall time. */
export function stepTable(results, wallSeconds) {
  const rows = results.map((r) => [
    r.name,
    r.skipped ? '-' : r.wall.toFixed(1),
    r.cpu === undefined || r.skipped ? '-' : r.cpu.toFixed(1),
    String(r.passed),
    String(r.failed),
  ]);
  const cpu = results.reduce((sum, r) => sum + (r.cpu ?? 0), 0);
  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  const failed = results.reduce((sum, r) => sum + r.failed, 0);
  rows.push(['Whole run', wallSeconds.toFixed(1), cpu.toFixed(1), String(passed), String(failed)]);
  const header = ['Step', 'wall s', 'CPU s', 'passed', 'failed'];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
  const line = (row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/**
 * The cores' worth of steps to run at once: TEST_JOBS, else the machine's cores. Steps that mostly wait say so by
 * their weight; filling more than the cores makes every browser step slower than running them one after another.
 */
export function capacity() {
  const fromEnv = Number(process.env.TEST_JOBS);
  if (Number.isInteger(fromEnv) && fromEnv > 0) return fromEnv;
  return os.availableParallelism();
}
