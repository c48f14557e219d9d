/**
 * The phone's Back button closes the open dialog instead of leaving the page. While at least one dialog is open, the
 * history holds one extra entry of ours at the same URL (so the router sees no change). Back pops it: the top dialog
 * is asked to close, and if any dialog is still open (the close was refused, or a confirmation took its place) the
 * entry comes back. When the last dialog closes another way, the entry is taken off again.
 */

/** The parts of `window` the stack uses (a fake one in unit tests). */
export interface BackStackWindow {
  history: Pick<History, 'state' | 'pushState' | 'back'>;
  addEventListener(type: 'popstate', listener: (event: PopStateEvent) => void): void;
  setTimeout(callback: () => void, ms: number): unknown;
}

export interface BackStack {
  /** Registers an open dialog; returns the function that unregisters it when it closes. */
  add(onBack: () => void): () => void;
}

const KEY = 'modalBack';

function ourEntry(state: unknown, token: string): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[KEY] === token;
}

export function createBackStack(win: BackStackWindow, token: string): BackStack {
  const open: { onBack: () => void }[] = [];
  let pushed = false;
  let ignorePops = 0;
  let syncQueued = false;

  const sync = () => {
    syncQueued = false;
    const { history } = win;
    if (open.length > 0 && !pushed) {
      const state: unknown = history.state;
      const base = typeof state === 'object' && state !== null ? state : {};
      history.pushState({ ...base, [KEY]: token }, '');
      pushed = true;
    } else if (open.length === 0 && pushed) {
      pushed = false;
      // A dialog that navigated elsewhere on its way out leaves a newer entry on top: that one is not ours to pop.
      if (!ourEntry(history.state, token)) return;
      ignorePops += 1;
      history.back();
    }
  };

  // After React has rendered what the close changed (a dialog that closed, or one that opened in its place).
  const queueSync = () => {
    if (syncQueued) return;
    syncQueued = true;
    win.setTimeout(sync, 0);
  };

  win.addEventListener('popstate', (event) => {
    if (ignorePops > 0) {
      ignorePops -= 1;
      return;
    }
    if (!pushed || ourEntry(event.state, token)) return;
    pushed = false;
    open[open.length - 1]?.onBack();
    queueSync();
  });

  return {
    add(onBack) {
      const entry = { onBack };
      open.push(entry);
      queueSync();
      return () => {
        const index = open.indexOf(entry);
        if (index >= 0) open.splice(index, 1);
        queueSync();
      };
    },
  };
}

let shared: BackStack | null = null;

/** The page's one back stack, made on first use. */
export function pageBackStack(): BackStack {
  shared ??= createBackStack(window, Math.random().toString(36).slice(2));
  return shared;
}
