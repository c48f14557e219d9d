import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useTheme } from 'styled-components';
import { StyledTooltip, StyledTooltipAnchor, type TooltipPlacement } from './Tooltip.styles';

export interface TooltipProps {
  /** The tooltip's text: the trigger's description (`aria-describedby`). */
  content: ReactNode;
  /** One focusable element (a button, usually); it receives `aria-describedby`. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  placement?: TooltipPlacement;
  /** Starts open (for visual review); hover, focus, leave, blur and Escape still drive it afterwards. */
  defaultOpen?: boolean;
}

interface Point {
  top: number;
  left: number;
}

/**
 * Shows `content` next to its trigger on hover and on keyboard focus, after `theme.durations.tooltipShow`, and hides
 * it `theme.durations.tooltipHide` after the pointer leaves or focus moves away (or at once on Escape). The tooltip
 * is rendered in `document.body`, so no `overflow: hidden` ancestor clips it, and stays in the DOM while hidden so
 * the trigger's description is always there for assistive technology. On a touch screen, where nothing hovers, a tap
 * on the trigger opens and closes it, and a tap anywhere else closes it.
 */
export function Tooltip({ content, children, placement = 'top', defaultOpen = false }: TooltipProps) {
  const { durations } = useTheme();
  const id = useId();
  const [open, setOpen] = useState(defaultOpen);
  const [point, setPoint] = useState<Point>({ top: 0, left: 0 });
  const anchorRef = useRef<HTMLSpanElement>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelTimer = useCallback(() => clearTimeout(timerRef.current), []);
  const schedule = (next: boolean, delay: number) => {
    cancelTimer();
    if (delay <= 0) setOpen(next);
    else timerRef.current = setTimeout(() => setOpen(next), delay);
  };
  const handleShow = () => schedule(true, durations.tooltipShow);
  const handleHide = () => schedule(false, durations.tooltipHide);

  // A tap also sends the mouse and focus events of a hover; the tap itself decides, so they are left out.
  const tapping = useRef(false);
  const handlePointer = (event: ReactPointerEvent) => {
    tapping.current = event.pointerType === 'touch';
  };
  const handleHoverShow = () => {
    if (!tapping.current) handleShow();
  };
  const handleHoverHide = () => {
    if (!tapping.current) handleHide();
  };
  const handleBlur = () => {
    handleHoverHide();
    tapping.current = false;
  };
  const handleTap = () => {
    if (!tapping.current) return;
    cancelTimer();
    setOpen((shown) => !shown);
  };

  useEffect(() => cancelTimer, [cancelTimer]);

  useEffect(() => {
    if (!open) return undefined;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      cancelTimer();
      setOpen(false);
    };
    const handleOutsidePointer = (event: PointerEvent) => {
      if (event.target instanceof Node && anchorRef.current?.contains(event.target)) return;
      tapping.current = false;
      cancelTimer();
      setOpen(false);
    };
    document.addEventListener('keydown', handleKeyDown);
    document.addEventListener('pointerdown', handleOutsidePointer);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      document.removeEventListener('pointerdown', handleOutsidePointer);
    };
  }, [open, cancelTimer]);

  useLayoutEffect(() => {
    if (!open) return undefined;
    const handlePlace = () => {
      const rect = anchorRef.current?.getBoundingClientRect();
      if (!rect) return;
      setPoint({ top: placement === 'top' ? rect.top : rect.bottom, left: rect.left + rect.width / 2 });
    };
    handlePlace();
    window.addEventListener('scroll', handlePlace, true);
    window.addEventListener('resize', handlePlace);
    return () => {
      window.removeEventListener('scroll', handlePlace, true);
      window.removeEventListener('resize', handlePlace);
    };
  }, [open, placement]);

  const describedBy = [children.props['aria-describedby'], id].filter(Boolean).join(' ');

  return (
    <>
      <StyledTooltipAnchor
        ref={anchorRef}
        onPointerEnter={handlePointer}
        onPointerDown={handlePointer}
        onClick={handleTap}
        onMouseEnter={handleHoverShow}
        onMouseLeave={handleHoverHide}
        onFocus={handleHoverShow}
        onBlur={handleBlur}
      >
        {cloneElement(children, { 'aria-describedby': describedBy })}
      </StyledTooltipAnchor>
      {typeof document !== 'undefined' &&
        createPortal(
          <StyledTooltip
            id={id}
            role="tooltip"
            hidden={!open}
            $placement={placement}
            style={{ top: point.top, left: point.left }}
            onMouseEnter={cancelTimer}
            onMouseLeave={handleHide}
          >
            {content}
          </StyledTooltip>,
          document.body,
        )}
    </>
  );
}
