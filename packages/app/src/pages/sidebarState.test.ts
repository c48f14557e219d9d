import { describe, expect, it } from 'vitest';
import { collapsedAtStart } from './sidebarState';

describe('collapsedAtStart', () => {
  it('collapses on a narrow screen until the user chooses', () => {
    expect(collapsedAtStart(null, true)).toBe(true);
    expect(collapsedAtStart(null, false)).toBe(false);
  });

  it('keeps what the user chose, whatever the width', () => {
    expect(collapsedAtStart('0', true)).toBe(false);
    expect(collapsedAtStart('1', false)).toBe(true);
  });
});
