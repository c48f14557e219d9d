import { describe, expect, it } from 'vitest';
import { createBackStack, type BackStackWindow } from './backStack';

/** A history of entries with states; back() fires popstate on the next flush, as browsers do. */
function fakeWindow() {
  const entries: unknown[] = [{ page: 1 }];
  let index = 0;
  const listeners: ((event: PopStateEvent) => void)[] = [];
  const timers: (() => void)[] = [];
  const pops: (() => void)[] = [];
  const win: BackStackWindow = {
    history: {
      get state() {
        return entries[index];
      },
      pushState(state: unknown) {
        entries.splice(index + 1);
        entries.push(state);
        index += 1;
      },
      back() {
        pops.push(() => {
          index -= 1;
          listeners.forEach((listener) => listener({ state: entries[index] } as PopStateEvent));
        });
      },
    },
    addEventListener: (_type, listener) => listeners.push(listener),
    setTimeout: (callback) => timers.push(callback),
  };
  const flush = () => {
    while (timers.length > 0 || pops.length > 0) (timers.shift() ?? pops.shift())?.();
  };
  return { win, entries: () => entries.slice(0, index + 1), flush, back: () => (win.history.back(), flush()) };
}

describe('createBackStack', () => {
  it('adds one entry while a dialog is open and takes it off when the dialog closes another way', () => {
    const page = fakeWindow();
    const stack = createBackStack(page.win, 't');
    const remove = stack.add(() => undefined);
    page.flush();
    expect(page.entries()).toEqual([{ page: 1 }, { page: 1, modalBack: 't' }]);
    remove();
    page.flush();
    expect(page.entries()).toEqual([{ page: 1 }]);
  });

  it('on Back closes the top dialog only, and keeps an entry for the one still open', () => {
    const page = fakeWindow();
    const stack = createBackStack(page.win, 't');
    const closed: string[] = [];
    const removeOuter = stack.add(() => closed.push('outer'));
    let removeInner = () => undefined as void;
    removeInner = stack.add(() => {
      closed.push('inner');
      removeInner();
    });
    page.flush();
    page.back();
    expect(closed).toEqual(['inner']);
    expect(page.entries()).toHaveLength(2);
    page.back();
    expect(closed).toEqual(['inner', 'outer']);
    removeOuter();
    page.flush();
    expect(page.entries()).toEqual([{ page: 1 }]);
  });

  it('keeps the dialog and its entry when its close is refused (a confirmation takes its place)', () => {
    const page = fakeWindow();
    const stack = createBackStack(page.win, 't');
    let confirmations = 0;
    stack.add(() => {
      confirmations += 1;
    });
    page.flush();
    page.back();
    expect(confirmations).toBe(1);
    expect(page.entries()).toEqual([{ page: 1 }, { page: 1, modalBack: 't' }]);
  });

  it('does not go back when the dialog left by navigating to another page', () => {
    const page = fakeWindow();
    const stack = createBackStack(page.win, 't');
    const remove = stack.add(() => undefined);
    page.flush();
    page.win.history.pushState({ page: 2 }, '');
    remove();
    page.flush();
    expect(page.entries()).toEqual([{ page: 1 }, { page: 1, modalBack: 't' }, { page: 2 }]);
  });
});
