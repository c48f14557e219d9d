import { useEffect, type RefObject } from 'react';

/**
 * While `active`, keeps the focused field of `containerRef` in view when the visible part of the window shrinks (a
 * phone's on-screen keyboard opening): the field scrolls into the part of the dialog that is still shown.
 */
export function useFocusedFieldInView(containerRef: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const container = containerRef.current;
    const viewport = container?.ownerDocument.defaultView?.visualViewport;
    if (!active || !container || !viewport) return undefined;
    const handleResize = () => {
      const focused = container.ownerDocument.activeElement;
      if (focused instanceof HTMLElement && focused !== container && container.contains(focused)) {
        focused.scrollIntoView({ block: 'nearest' });
      }
    };
    viewport.addEventListener('resize', handleResize);
    return () => viewport.removeEventListener('resize', handleResize);
  }, [active, containerRef]);
}
