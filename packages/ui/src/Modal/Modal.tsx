import {
  useEffect,
  useId,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { useTheme } from 'styled-components';
import { IconButton } from '../IconButton';
import { X } from '../icons';
import { nextModalPhase } from './logic';
import { useCloseOnBack } from './useCloseOnBack';
import { useFocusedFieldInView } from './useFocusedFieldInView';
import { isShown, useFocusTrap } from './useFocusTrap';
import {
  StyledBackdrop,
  StyledBody,
  StyledDialog,
  StyledFooter,
  StyledHeader,
  StyledTitle,
  type ModalSize,
} from './Modal.styles';
import { useLingui } from '@lingui/react/macro';

export interface ModalProps {
  /** Shows the dialog. Turning it off fades the dialog out, then unmounts it. */
  open: boolean;
  /** The dialog's heading; it also names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Called on Esc, on the close button, on Back (see useCloseOnBack) and (unless disabled) on a backdrop click. */
  onClose: () => void;
  children?: ReactNode;
  /** Actions shown under the body, right-aligned (for example Cancel and Save). */
  footer?: ReactNode;
  size?: ModalSize;
  /** Whether a click on the dimmed backdrop closes the dialog. */
  closeOnBackdropClick?: boolean;
  /** Blocks every way of closing (Esc, close button, backdrop), for example while a request runs. */
  closeDisabled?: boolean;
  /** The element to focus on open; by default the first form field, else the dialog itself. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** The id of an element that describes the dialog (aria-describedby). */
  describedBy?: string;
}

type OpenPhase = 'open' | 'closing';

const FIELDS = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])';

function initialFocusTarget(dialog: HTMLElement, preferred: HTMLElement | null | undefined): HTMLElement {
  if (preferred && dialog.contains(preferred)) return preferred;
  const field = Array.from(dialog.querySelectorAll<HTMLElement>(FIELDS)).find(isShown);
  return field ?? dialog;
}

/**
 * A dialog in a portal on document.body: fades in and out over theme.durations.modalFade, traps focus, closes on
 * Esc, on its close button, on the browser's Back (without leaving the page) and on a backdrop click, locks the
 * page's scrolling and gives focus back to its opener.
 * On a phone it is a sheet whose footer stays in view (see Modal.styles), and the focused field is kept above the
 * on-screen keyboard.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  footer,
  size = 'md',
  closeOnBackdropClick = true,
  closeDisabled = false,
  initialFocusRef,
  describedBy,
}: ModalProps) {
  const theme = useTheme();
  const titleId = useId();
  const dialogRef = useRef<HTMLElement>(null);
  const { t } = useLingui();
  const pressStartedOnBackdrop = useRef(false);
  const [phase, dispatch] = useReducer(nextModalPhase, open ? 'open' : 'closed');
  const [seenOpen, setSeenOpen] = useState(open);
  if (seenOpen !== open) {
    setSeenOpen(open);
    dispatch(open ? 'open' : 'close');
  }

  useEffect(() => {
    if (phase !== 'closing') return undefined;
    const timer = window.setTimeout(() => dispatch('faded'), theme.durations.modalFade);
    return () => window.clearTimeout(timer);
  }, [phase, theme.durations.modalFade]);

  useFocusTrap(dialogRef, phase === 'open', {
    onEscape: () => {
      if (!closeDisabled) onClose();
    },
    initialFocus: (dialog) => initialFocusTarget(dialog, initialFocusRef?.current),
  });
  useFocusedFieldInView(dialogRef, phase === 'open');
  useCloseOnBack(open, () => {
    if (!closeDisabled) onClose();
  });

  const bodyRef = useRef<HTMLDivElement>(null);
  const [bodyScrolls, setBodyScrolls] = useState(false);
  const mounted = phase !== 'closed';
  useLayoutEffect(() => {
    const element = bodyRef.current;
    if (!mounted || !element) return undefined;
    const measure = () => setBodyScrolls(element.scrollHeight > element.clientHeight + 1);
    measure();
    const view = element.ownerDocument.defaultView;
    if (!view || typeof view.ResizeObserver !== 'function') return undefined;
    const observer = new view.ResizeObserver(measure);
    observer.observe(element);
    Array.from(element.children).forEach((child) => observer.observe(child));
    return () => observer.disconnect();
  }, [mounted, children]);

  if (phase === 'closed') return null;

  const handleClose = () => {
    if (!closeDisabled) onClose();
  };

  const handleBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
    // Keep focus inside the dialog instead of letting it fall to the page.
    if (pressStartedOnBackdrop.current) event.preventDefault();
  };

  const handleBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    const onBackdrop = pressStartedOnBackdrop.current && event.target === event.currentTarget;
    pressStartedOnBackdrop.current = false;
    if (onBackdrop && closeOnBackdropClick) handleClose();
  };

  const openPhase: OpenPhase = phase;
  return createPortal(
    <StyledBackdrop
      $phase={openPhase}
      data-state={openPhase}
      onMouseDown={handleBackdropMouseDown}
      onClick={handleBackdropClick}
    >
      <StyledDialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        $size={size}
      >
        <StyledHeader>
          <StyledTitle id={titleId}>{title}</StyledTitle>
          <IconButton
            label={t`Close`}
            // notifications stay clear of it (Toaster)
            data-toasts-clear=""
            icon={<X size={18} aria-hidden="true" />}
            onClick={handleClose}
            disabled={closeDisabled}
          />
        </StyledHeader>
        {/* A body that scrolls can take focus, so keyboard users can scroll it. */}
        <StyledBody ref={bodyRef} tabIndex={bodyScrolls ? 0 : undefined}>
          {children}
        </StyledBody>
        {footer ? <StyledFooter>{footer}</StyledFooter> : null}
      </StyledDialog>
    </StyledBackdrop>,
    document.body,
  );
}
