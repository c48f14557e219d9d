import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
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
 * the trigger's description is always there for assistive technology.
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

  useEffect(() => cancelTimer, [cancelTimer]);

  useEffect(() => {
    if (!open) return undefined;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      cancelTimer();
      setOpen(false);
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
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
        onMouseEnter={handleShow}
        onMouseLeave={handleHide}
        onFocus={handleShow}
        onBlur={handleHide}
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
