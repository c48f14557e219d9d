import { describe, expect, it } from 'vitest';
import { numberRangeError } from './numberRange';

describe('numberRangeError', () => {
  const linkCount = { min: 1, max: 100 };

  it('accepts the bounds and values between them', () => {
    expect(numberRangeError('1', linkCount)).toBeUndefined();
    expect(numberRangeError('50', linkCount)).toBeUndefined();
    expect(numberRangeError('100', linkCount)).toBeUndefined();
  });

  it('names the range for values just outside it', () => {
    expect(numberRangeError('0', linkCount)).toBe('Must be between 1 and 100');
    expect(numberRangeError('101', linkCount)).toBe('Must be between 1 and 100');
    expect(numberRangeError('-5', linkCount)).toBe('Must be between 1 and 100');
  });

  it('leaves an empty value to the form (required is not a range rule)', () => {
    expect(numberRangeError('', linkCount)).toBeUndefined();
    expect(numberRangeError('  ', linkCount)).toBeUndefined();
  });

  it('rejects fractions and text that is not a number', () => {
    expect(numberRangeError('1.5', linkCount)).toBe('Must be a whole number');
    expect(numberRangeError('abc', linkCount)).toBe('Must be a whole number');
  });

  it('words a one-sided range by the side that is set', () => {
    expect(numberRangeError('0', { min: 1 })).toBe('Must be at least 1');
    expect(numberRangeError('1000000', { min: 1 })).toBeUndefined();
    expect(numberRangeError('11', { max: 10 })).toBe('Must be at most 10');
    expect(numberRangeError('-11', { max: 10 })).toBeUndefined();
  });

  it('accepts any whole number when there is no range', () => {
    expect(numberRangeError('-42', {})).toBeUndefined();
  });
});
