import { describe, expect, it } from 'vitest';
import { createModalStack, nextFocusIndex, nextModalPhase } from './logic';

describe('nextModalPhase', () => {
  it('opens from closed and from closing (reopened during the fade-out)', () => {
    expect(nextModalPhase('closed', 'open')).toBe('open');
    expect(nextModalPhase('closing', 'open')).toBe('open');
  });

  it('keeps a closing modal mounted until the fade-out ends', () => {
    expect(nextModalPhase('open', 'close')).toBe('closing');
    expect(nextModalPhase('closing', 'close')).toBe('closing');
    expect(nextModalPhase('closing', 'faded')).toBe('closed');
  });

  it('ignores a stale fade-out end while open and a close while closed', () => {
    expect(nextModalPhase('open', 'faded')).toBe('open');
    expect(nextModalPhase('closed', 'close')).toBe('closed');
    expect(nextModalPhase('closed', 'faded')).toBe('closed');
  });
});

describe('nextFocusIndex', () => {
  it('moves forward and wraps from the last element to the first', () => {
    expect(nextFocusIndex(3, 0, false)).toBe(1);
    expect(nextFocusIndex(3, 1, false)).toBe(2);
    expect(nextFocusIndex(3, 2, false)).toBe(0);
  });

  it('moves backward and wraps from the first element to the last', () => {
    expect(nextFocusIndex(3, 2, true)).toBe(1);
    expect(nextFocusIndex(3, 0, true)).toBe(2);
  });

  it('enters the list at an edge when focus is on the dialog itself', () => {
    expect(nextFocusIndex(4, -1, false)).toBe(0);
    expect(nextFocusIndex(4, -1, true)).toBe(3);
  });

  it('stays on a single element and has nowhere to go in an empty dialog', () => {
    expect(nextFocusIndex(1, 0, false)).toBe(0);
    expect(nextFocusIndex(1, 0, true)).toBe(0);
    expect(nextFocusIndex(0, -1, false)).toBeNull();
  });
});

describe('createModalStack', () => {
  it('treats the most recently opened modal as the top one', () => {
    const stack = createModalStack<string>();
    expect(stack.isTop('a')).toBe(false);
    stack.push('a');
    stack.push('b');
    expect(stack.isTop('b')).toBe(true);
    expect(stack.isTop('a')).toBe(false);
    expect(stack.size()).toBe(2);
  });

  it('hands the top back to the one below when the top closes, in any order', () => {
    const stack = createModalStack<string>();
    stack.push('a');
    stack.push('b');
    stack.push('c');
    stack.remove('b');
    expect(stack.isTop('c')).toBe(true);
    stack.remove('c');
    expect(stack.isTop('a')).toBe(true);
    stack.remove('a');
    expect(stack.size()).toBe(0);
  });

  it('moves a modal that is pushed again to the top without duplicating it', () => {
    const stack = createModalStack<string>();
    stack.push('a');
    stack.push('b');
    stack.push('a');
    expect(stack.isTop('a')).toBe(true);
    expect(stack.size()).toBe(2);
  });
});
