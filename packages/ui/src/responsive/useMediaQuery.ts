import { useCallback, useSyncExternalStore } from 'react';
import { useTheme } from 'styled-components';
import { phoneQuery } from './media';

/** Whether the window matches a media query now; follows its changes. False where there is no window. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = () =>
    typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, matches, () => false);
}

/** Whether the phone layout applies: the sidebar is a drawer and dialogs are sheets. */
export function usePhoneLayout(): boolean {
  return useMediaQuery(phoneQuery(useTheme()));
}
