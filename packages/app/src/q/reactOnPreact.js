/**
 * What `react` is in the production builds (see vite.config.ts): Preact's compatibility layer, plus what React 19 has
 * and Preact 10 lacks: `useEffectEvent`, which design-system components use (a bundler resolves every export of the
 * modules it reads, used or not), and `ref` as a plain prop of a function component (the fields take
 * react-hook-form's `register`, ref included, that way); and a `useId` unique in the page, where Preact's repeats inside
 * a portal (a modal's label would name another element's field). Plain JavaScript: Preact's types for
 * `preact/compat` cannot be re-exported with `export *`, and nothing type-checks against this file (the code is
 * checked against React's types).
 */
import { options } from 'preact';
import { useCallback, useLayoutEffect, useRef, useState } from 'preact/compat';

export * from 'preact/compat';
export { default } from 'preact/compat';

// React 19 hands a function component its `ref` among its props; Preact 10 keeps it for itself unless the component
// is wrapped in forwardRef (or memo), so a field would never reach its input. Classes keep theirs.
const nextVNodeHook = options.vnode;
options.vnode = (vnode) => {
  const { type } = vnode;
  if (vnode.ref && typeof type === 'function' && !type._forwarded && !type.prototype?.render) {
    vnode.props.ref = vnode.ref;
    vnode.ref = null;
  }
  nextVNodeHook?.(vnode);
};

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

let idCount = 0;

/**
 * An id unique in the document and stable for the component's life. Preact's own is built from the component's
 * place in its tree, so a modal (a portal) repeats the page's ids; nothing here is rendered on the server, so a
 * counter does.
 * @returns {string}
 */
export function useId() {
  const [id] = useState(() => `id-${(idCount += 1).toString(36)}`);
  return id;
}
