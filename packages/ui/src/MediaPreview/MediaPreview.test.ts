import { describe, expect, it } from 'vitest';
import { NOTE_PREVIEW_LENGTH } from '@app/contract';
import { formatDuration, truncateNote } from './logic';

describe('truncateNote', () => {
  it('keeps exactly the first 50 characters, with no ellipsis', () => {
    const text = 'abcdefghij'.repeat(8);
    const preview = truncateNote(text);
    expect(NOTE_PREVIEW_LENGTH).toBe(50);
    expect(preview).toHaveLength(50);
    expect(preview).toBe(text.slice(0, 50));
    expect(preview.endsWith('…')).toBe(false);
  });

  it('leaves a note of 50 characters or fewer as it is', () => {
    expect(truncateNote('x'.repeat(50))).toBe('x'.repeat(50));
    expect(truncateNote('Short note')).toBe('Short note');
  });

  it('counts Chinese characters and emoji as one character each', () => {
    const chinese = '春季新品上市'.repeat(10);
    expect(Array.from(truncateNote(chinese))).toHaveLength(50);
    const emoji = '🍜'.repeat(60);
    const preview = truncateNote(emoji);
    expect(Array.from(preview)).toHaveLength(50);
    expect(preview).toBe('🍜'.repeat(50));
  });

  it('gives an empty string for a missing note', () => {
    expect(truncateNote(null)).toBe('');
    expect(truncateNote(undefined)).toBe('');
    expect(truncateNote('')).toBe('');
  });

  it('accepts another length', () => {
    expect(truncateNote('abcdef', 3)).toBe('abc');
  });
});

describe('formatDuration', () => {
  it('reads m:ss, rounding to the second, minutes not capped', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(1.02)).toBe('0:01');
    expect(formatDuration(59.6)).toBe('1:00');
    expect(formatDuration(83)).toBe('1:23');
    expect(formatDuration(75 * 60 + 3)).toBe('75:03');
  });

  it('is null when the length is unknown', () => {
    expect(formatDuration(Number.NaN)).toBeNull();
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBeNull();
    expect(formatDuration(-1)).toBeNull();
    expect(formatDuration(null)).toBeNull();
    expect(formatDuration(undefined)).toBeNull();
  });
});
