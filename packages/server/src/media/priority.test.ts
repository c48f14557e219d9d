import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A noisy photo-size JPEG (noise keeps libvips' workers busy, as a real photo does). */
async function noisyJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** The nice value of each libvips worker thread of this process now, by thread id. */
function vipsWorkers(): Map<string, number> {
  const found = new Map<string, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      if (readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trimEnd() !== 'libvips worker') continue;
      // after the command in parentheses: state is field 3, so nice (field 19) is index 16
      const fields = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8')
        .replace(/^.*\) /, '')
        .split(' ');
      found.set(tid, Number(fields[16]));
    } catch {
      // ended meanwhile
    }
  }
  return found;
}

/** The media modules afresh (their state is per process: once given up, for good). */
async function freshModules() {
  vi.resetModules();
  const priority = await import('./priority');
  const process = await import('./process');
  return { ...priority, ...process };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('image work at low CPU priority', () => {
  it.runIf(process.platform === 'linux')(
    'nices the libvips workers an image is worked on by',
    async () => {
      const { processImage } = await freshModules();
      const photo = await noisyJpeg(3000, 2250);
      // sampled while the photo is worked on: the workers libvips starts for it, and their nice values
      const samples: Map<string, number>[] = [];
      const sampler = setInterval(() => samples.push(vipsWorkers()), 2);
      const image = await processImage(photo, 'jpeg');
      clearInterval(sampler);
      const after = vipsWorkers();
      expect(image.versions.map((version) => version.width)).toEqual([320, 1280]);
      const seen = new Set(samples.flatMap((sample) => [...sample.keys()]));
      expect(seen.size).toBeGreaterThan(0);
      // every worker still there once the work is over runs at nice 19, and so did most seen meanwhile (a worker
      // started during the work runs un-niced until the next look, 20 ms at most)
      for (const nice of after.values()) expect(nice).toBe(19);
      const niced = samples.flatMap((sample) => [...sample.values()]).filter((nice) => nice === 19).length;
      expect(niced).toBeGreaterThan(0);
    },
    60_000,
  );

  it.runIf(process.platform === 'linux')(
    "nices a worker met before it had named itself (a new thread first carries its parent's name)",
    async () => {
      const { niceImageThreads } = await freshModules();
      const niceOf = (tid: string) =>
        Number(
          readFileSync(`/proc/self/task/${tid}/stat`, 'utf8')
            .replace(/^.*\) /, '')
            .split(' ')[16],
        );
      const before = new Set(readdirSync('/proc/self/task'));
      // a thread of this process under another name, as a libvips worker is for a moment after it starts
      const worker = new Worker('setInterval(() => undefined, 1000)', { eval: true });
      try {
        await new Promise((resolve) => worker.once('online', resolve));
        const started = readdirSync('/proc/self/task').filter((tid) => !before.has(tid));
        expect(started.length).toBeGreaterThan(0);
        niceImageThreads();
        for (const tid of started) expect(niceOf(tid)).toBe(0);
        // now it names itself as libvips does: the next look nices it
        for (const tid of started) writeFileSync(`/proc/self/task/${tid}/comm`, 'libvips worker');
        expect(niceImageThreads()).toBe(started.length);
        for (const tid of started) expect(niceOf(tid)).toBe(19);
      } finally {
        await worker.terminate();
      }
    },
    30_000,
  );

  it('works at normal priority where threads cannot be niced, and says so once', async () => {
    const { logImagePriorityTo, processImage } = await freshModules();
    const refused = Object.assign(new Error('setpriority: permission denied'), { code: 'EPERM' });
    const setPriority = vi.spyOn(os, 'setPriority').mockImplementation(() => {
      throw refused;
    });
    const lines: string[] = [];
    logImagePriorityTo((line) => lines.push(line));
    const photo = await noisyJpeg(2400, 1800);
    for (let i = 0; i < 2; i += 1) {
      const image = await processImage(Buffer.from(photo), 'jpeg');
      expect(image.versions.map((version) => version.width)).toEqual([320, 1280]);
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/normal CPU priority/);
    if (process.platform === 'linux') expect(setPriority).toHaveBeenCalledTimes(1);
  }, 60_000);

  it('does not look for threads off Linux, and says so once', async () => {
    const platform = Object.getOwnPropertyDescriptor(process, 'platform')!;
    Object.defineProperty(process, 'platform', { ...platform, value: 'darwin' });
    let modules: Awaited<ReturnType<typeof freshModules>>;
    try {
      modules = await freshModules();
    } finally {
      Object.defineProperty(process, 'platform', platform);
    }
    const { logImagePriorityTo, niceImageThreads, processImage } = modules;
    const setPriority = vi.spyOn(os, 'setPriority');
    const lines: string[] = [];
    logImagePriorityTo((line) => lines.push(line));
    logImagePriorityTo((line) => lines.push(line));
    expect(lines).toEqual(['image work runs at normal CPU priority: its threads cannot be niced (darwin, not Linux)']);
    const image = await processImage(await noisyJpeg(2400, 1800), 'jpeg');
    expect(image.versions).toHaveLength(2);
    expect(niceImageThreads()).toBe(0);
    expect(setPriority).not.toHaveBeenCalled();
  }, 60_000);
});
