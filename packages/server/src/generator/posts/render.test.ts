import { describe, expect, it } from 'vitest';
import type { SlotValues } from '../brief';
import { mulberry32 } from '../prng';
import { parseLine } from './line';
import { renderLine, type LineContext } from './render';

const values: SlotValues = {
  thing: 'the cendol',
  kind: 'the cendol',
  business: 'Cendol Pak Ali',
  place: 'this stall',
  area: 'Melaka',
  benefits: '',
  benefit: '',
  audience: '',
  promotion: '',
  details: '',
};
const { line } = parseLine('{thing}. [Happy with it|Just right|Would have it again|Hits the spot]');

describe('a line of a batch', () => {
  it('takes an option of a choice that no earlier post of the batch took, while one is left', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const ctx: LineContext = {
        values,
        emoji: () => '',
        mood: () => undefined,
        rng: mulberry32(seed),
        drawn: new Set(),
      };
      const four = Array.from({ length: 4 }, () => renderLine(line, ctx));
      expect(new Set(four).size, `seed ${seed}: ${four.join(' / ')}`).toBe(4);
      // a fifth post takes any option again
      expect(renderLine(line, ctx)).toMatch(/^the cendol\. /u);
    }
  });
});
