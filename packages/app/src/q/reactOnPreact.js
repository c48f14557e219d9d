/**
 * What `react` is in the customer page's build (`vite build --mode customer`, see vite.config.ts): Preact's
 * compatibility layer, plus React 19's `useEffectEvent`, which it lacks and which design-system components use (a
 * bundler resolves every export of the modules it reads, used or not). Plain JavaScript: Preact's types for
 * `preact/compat` cannot be re-exported with `export *`, and nothing type-checks against this file (the code is
 * checked against React's types).
 */
import { useCallback, useLayoutEffect, useRef } from 'preact/compat';

export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * A stable function that always calls the latest `callback` (for effects that must not re-run when it changes).
 * @template {unknown[]} Args
 * @template Result
 * @param {(...args: Args) => Result} callback
 * @returns {(...args: Args) => Result}
 */
export function useEffectEvent(callback) {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args) => latest.current(...args), []);
}
