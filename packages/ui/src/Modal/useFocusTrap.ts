import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { createModalStack, nextFocusIndex } from './logic';
import { lockBodyScroll } from './scrollLock';

const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** Elements outside the trap that may keep focus while it is active (the notifications region). */
const TRAP_EXEMPT = '[data-focus-trap-exempt]';

/** Every modal surface (dialogs, the navigation drawer): only the most recently opened one traps keys. */
const trapStack = createModalStack<HTMLElement>();

export function isShown(element: HTMLElement): boolean {
  return element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
}

export function tabbables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) => element.tabIndex >= 0 && isShown(element),
  );
}

export interface FocusTrapOptions {
  /** Called on Esc while this trap is the top one. */
  onEscape: () => void;
  /** Where focus goes when the trap turns on, unless focus is inside already; the container by default. */
  initialFocus?: (container: HTMLElement) => HTMLElement;
}

/**
 * While `active`, keeps keyboard focus inside `containerRef` (Tab and Shift+Tab wrap, focus that escapes is pulled
 * back), calls `onEscape` on Esc, locks the page's scrolling, and on release gives focus back to the element that had
 * it. Nested traps stack: only the most recently activated one acts.
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  active: boolean,
  options: FocusTrapOptions,
): void {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  const openerRef = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return undefined;
    const doc = container.ownerDocument;
    openerRef.current =
      doc.activeElement instanceof HTMLElement && doc.activeElement !== doc.body ? doc.activeElement : null;
    trapStack.push(container);
    const releaseScroll = lockBodyScroll(doc);

    const handleKeyDown = (event: KeyboardEvent) => {
      if (!trapStack.isTop(container) || event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        latest.current.onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(TRAP_EXEMPT)) return;
      event.preventDefault();
      const items = tabbables(container);
      const current = items.indexOf(doc.activeElement as HTMLElement);
      const next = nextFocusIndex(items.length, current, event.shiftKey);
      (next === null ? container : (items[next] ?? container)).focus();
    };
    const handleFocusIn = (event: FocusEvent) => {
      if (!trapStack.isTop(container)) return;
      const target = event.target instanceof Element ? event.target : null;
      if (!target || container.contains(target) || target.closest(TRAP_EXEMPT)) return;
      (tabbables(container)[0] ?? container).focus();
    };
    doc.addEventListener('keydown', handleKeyDown);
    doc.addEventListener('focusin', handleFocusIn);
    return () => {
      doc.removeEventListener('keydown', handleKeyDown);
      doc.removeEventListener('focusin', handleFocusIn);
      trapStack.remove(container);
      releaseScroll();
    };
  }, [active, containerRef]);

  // Focus moves in passive effects: after a commit React restores the focus it saw before it, which would undo a
  // move made during the layout phase (pulling focus back into a fading dialog, or out of a new one).
  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return undefined;
    if (!container.contains(container.ownerDocument.activeElement)) {
      (latest.current.initialFocus?.(container) ?? container).focus();
    }
    return () => {
      const opener = openerRef.current;
      openerRef.current = null;
      if (opener?.isConnected) opener.focus();
    };
  }, [active, containerRef]);
}
