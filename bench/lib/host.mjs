// How much CPU the host gives this machine right now. On a shared virtual machine the other tenants of the host take
// a varying share (measured here: a fixed two-thread loop took 380 to 810 ms from one minute to the next, with
// nothing else running), and the guest's own CPU accounting does not show it. Reported next to the fixed-rate soak,
// whose latency depends on the spare capacity, so a miss can be told from a slower host.
import { Worker } from 'node:worker_threads';

const LOOP = `
const { parentPort } = require('node:worker_threads');
const started = performance.now();
let x = 0;
for (let i = 0; i < 2e8; i++) x += i % 7;
parentPort.postMessage([performance.now() - started, x]);
`;

const loop = () =>
  new Promise((resolve, reject) => {
    const worker = new Worker(LOOP, { eval: true });
    worker.once('message', ([ms]) => {
      resolve(ms);
      void worker.terminate();
    });
    worker.once('error', reject);
  });

/**
 * A fixed loop on one thread, then on two at once: `oneMs`, `twoMs` (the slower of the two), and `cores`, the cores
 * the two threads got (2 when the host gives both in full; 1 when they shared one).
 */
export async function hostProbe() {
  const oneMs = await loop();
  const twoMs = Math.max(...(await Promise.all([loop(), loop()])));
  return { oneMs: Math.round(oneMs), twoMs: Math.round(twoMs), cores: Math.round((200 * oneMs) / twoMs) / 100 };
}
