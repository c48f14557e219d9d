import { describe, expect, it } from 'vitest';
import { nextChipGroupValue } from './logic';

describe('nextChipGroupValue', () => {
  it('selects the clicked chip when none is selected', () => {
    expect(nextChipGroupValue(null, 'instagram')).toBe('instagram');
  });

  it('moves the selection to the clicked chip', () => {
    expect(nextChipGroupValue('instagram', 'redbook')).toBe('redbook');
  });

  it('clears the selection when the selected chip is clicked again', () => {
    expect(nextChipGroupValue('redbook', 'redbook')).toBeNull();
  });
});
