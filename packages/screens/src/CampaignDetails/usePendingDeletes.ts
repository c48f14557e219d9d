import { useEffect, useRef, useState } from 'react';

/** How long a deleted asset can be brought back with Undo before its DELETE is sent. */
export const UNDO_DELETE_MS = 6000;

export interface PendingDeletes {
  /** The ids hidden: while their Undo runs, and while their DELETE is on its way. */
  pending: ReadonlySet<string>;
  /** How many deletes Undo can still bring back (0: no Undo to offer). */
  undoable: number;
  /** Hides an asset and starts (or restarts) the Undo time; the DELETE is sent when it ends. */
  request: (id: string) => void;
  /** Brings every hidden asset back; nothing is sent. */
  undo: () => void;
}

/**
 * Deletes with Undo: a deleted asset disappears at once, and its DELETE goes out only when the Undo time ends. The
 * time restarts with each further delete, and the batch goes out together. Leaving — another screen of the app, or
 * the tab closing or reloading (`pagehide`) — sends the pending deletes at once, so only Undo keeps an asset.
 * `onCommit` gets each id; a failure brings that asset back (the caller says why).
 */
export function usePendingDeletes(
  onCommit: (id: string) => Promise<unknown>,
  onFailure: (error: unknown) => void,
  delayMs: number = UNDO_DELETE_MS,
): PendingDeletes {
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [undoable, setUndoable] = useState(0);
  const held = useRef(new Set<string>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const callbacks = useRef({ onCommit, onFailure });
  useEffect(() => {
    callbacks.current = { onCommit, onFailure };
  });

  const commit = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const ids = [...held.current];
    held.current.clear();
    setUndoable(0);
    for (const id of ids) {
      callbacks.current
        .onCommit(id)
        // a deleted asset stays hidden until the refreshed list no longer has it
        .catch((error: unknown) => {
          setPending((current) => without(current, id));
          callbacks.current.onFailure(error);
        });
    }
  };
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });

  // leaving sends what is pending
  useEffect(() => {
    const flush = () => commitRef.current();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);

  const request = (id: string) => {
    held.current.add(id);
    setUndoable(held.current.size);
    setPending((current) => new Set(current).add(id));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => commitRef.current(), delayMs);
  };

  const undo = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const restored = new Set(held.current);
    held.current.clear();
    setUndoable(0);
    setPending((current) => new Set([...current].filter((id) => !restored.has(id))));
  };

  return { pending, undoable, request, undo };
}

function without(set: ReadonlySet<string>, id: string): ReadonlySet<string> {
  const next = new Set(set);
  next.delete(id);
  return next;
}
