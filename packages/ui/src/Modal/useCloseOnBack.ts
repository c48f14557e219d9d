import { useEffect, useLayoutEffect, useRef } from 'react';
import { pageBackStack } from './backStack';

/** While `open`, the browser's (or the phone's) Back calls `onBack` instead of leaving the page (see backStack). */
export function useCloseOnBack(open: boolean, onBack: () => void): void {
  const latest = useRef(onBack);
  useLayoutEffect(() => {
    latest.current = onBack;
  });
  useEffect(() => {
    if (!open || typeof window === 'undefined') return undefined;
    return pageBackStack().add(() => latest.current());
  }, [open]);
}
