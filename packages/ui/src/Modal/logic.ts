/** The life of a modal: closed (unmounted), open, or closing (still mounted while it fades out). */
export type ModalPhase = 'closed' | 'open' | 'closing';

/** What can happen to a modal: its `open` prop turns on or off, or the fade-out finishes. */
export type ModalEvent = 'open' | 'close' | 'faded';

const transitions: Record<ModalPhase, Record<ModalEvent, ModalPhase>> = {
  closed: { open: 'open', close: 'closed', faded: 'closed' },
  open: { open: 'open', close: 'closing', faded: 'open' },
  closing: { open: 'open', close: 'closing', faded: 'closed' },
};

/** The phase that follows `phase` after `event`; usable as a `useReducer` reducer. */
export function nextModalPhase(phase: ModalPhase, event: ModalEvent): ModalPhase {
  return transitions[phase][event];
}

/**
 * Where Tab (or Shift+Tab when `backwards`) moves focus inside a focus trap of `count` tabbable elements when the
 * element at `current` has focus (-1: focus is on the dialog itself or outside the list). Focus cycles: past the
 * last it wraps to the first and before the first to the last. Returns null when there is nothing to focus.
 */
export function nextFocusIndex(count: number, current: number, backwards: boolean): number | null {
  if (count <= 0) return null;
  if (current < 0 || current >= count) return backwards ? count - 1 : 0;
  if (backwards) return current === 0 ? count - 1 : current - 1;
  return current === count - 1 ? 0 : current + 1;
}

/** A stack of open modals, so that only the topmost one handles keys and holds focus. */
export interface ModalStack<T> {
  push: (item: T) => void;
  remove: (item: T) => void;
  isTop: (item: T) => boolean;
  size: () => number;
}

export function createModalStack<T>(): ModalStack<T> {
  const items: T[] = [];
  return {
    push: (item) => {
      const index = items.indexOf(item);
      if (index !== -1) items.splice(index, 1);
      items.push(item);
    },
    remove: (item) => {
      const index = items.indexOf(item);
      if (index !== -1) items.splice(index, 1);
    },
    isTop: (item) => items.length > 0 && items[items.length - 1] === item,
    size: () => items.length,
  };
}
