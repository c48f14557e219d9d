import { lazy, type ComponentType } from 'react';

/** A page whose code loads the first time it is shown: `lazyPage(() => import('./X'), (m) => m.XPage)`. */
export function lazyPage<TModule, TProps extends object = object>(
  load: () => Promise<TModule>,
  pick: (module: TModule) => ComponentType<TProps>,
) {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}
