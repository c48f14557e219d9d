/**
 * The one way the server puts concurrent writes into one statement: while a statement is on its way, what callers
 * add meanwhile waits and goes together in the next one (one round trip and one commit for all), and an addition
 * alone goes at once. Each caller's promise settles with the statement that carried its part; a failed statement
 * fails only its own callers.
 */
export function batched<TBatch>(
  empty: () => TBatch,
  write: (batch: TBatch) => Promise<void>,
): (add: (batch: TBatch) => void) => Promise<void> {
  let pending = empty();
  let next: Promise<void> | undefined;
  let previous: Promise<unknown> = Promise.resolve();
  return (add) => {
    add(pending);
    if (!next) {
      next = previous.then(() => {
        const batch = pending;
        pending = empty();
        next = undefined;
        return write(batch);
      });
      previous = next.catch(() => undefined);
    }
    return next;
  };
}
