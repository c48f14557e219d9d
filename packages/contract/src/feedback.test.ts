import { describe, expect, it } from 'vitest';
import { EMPTY_MARK } from './feedback';

describe('EMPTY_MARK', () => {
  it('is one em dash', () => {
    expect(EMPTY_MARK).toBe('\u2014');
  });
});
