/** Small seeded pseudo-random helpers (mulberry32) so the built-in generator can be deterministic. */

export type Rng = () => number;

/** mulberry32: a tiny, fast 32-bit PRNG; returns floats in [0, 1). */
export function mulberry32(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function randomSeed(): number {
  return Math.floor(Math.random() * 4294967296) >>> 0;
}

/** Element at index i (wrapping around); the array must not be empty. */
export function at<T>(items: readonly T[], i: number): T {
  if (items.length === 0) throw new Error('Phrase bank is empty');
  const index = ((i % items.length) + items.length) % items.length;
  return items[index] as T;
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  return at(items, Math.floor(rng() * items.length));
}

export function chance(rng: Rng, probability: number): boolean {
  return rng() < probability;
}

/** A shuffled copy (Fisher–Yates). */
export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const copy = items.slice();
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const a = copy[i] as T;
    copy[i] = copy[j] as T;
    copy[j] = a;
  }
  return copy;
}

/** Alternates the elements of two lists: a0, b0, a1, b1, … then the rest of the longer one. */
export function interleave<T>(a: readonly T[], b: readonly T[]): T[] {
  const out: T[] = [];
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) {
    if (i < a.length) out.push(a[i] as T);
    if (i < b.length) out.push(b[i] as T);
  }
  return out;
}
