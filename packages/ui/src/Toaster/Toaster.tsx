import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { resolveValue, toast as hotToast, useToaster, type Toast } from 'react-hot-toast';
import { useTheme } from 'styled-components';
import { TOAST_DURATION_MS } from '@app/contract';
import { IconButton } from '../IconButton';
import { CircleAlert, CircleCheck, Info, X } from '../icons';
import {
  createToasterRegistry,
  isNotificationsShortcut,
  notificationsTop,
  notificationTone,
  overflowingNotifications,
  TOASTS_CLEAR_ATTRIBUTE,
  type NotificationTone,
} from './logic';
import { StyledIcon, StyledList, StyledMessage, StyledRegion, StyledToast } from './Toaster.styles';
import { useLingui } from '@lingui/react/macro';

export interface ToasterProps {
  /** How long a notification stays, in milliseconds. */
  duration?: number;
}

/** The accessible name of the notifications region in English (shown translated); it names its own shortcut. */
export const NOTIFICATIONS_LABEL = 'Notifications (Alt+T)';

const registry = createToasterRegistry();

const toneIcons: Record<NotificationTone, ReactNode> = {
  success: <CircleCheck size={18} aria-hidden="true" />,
  error: <CircleAlert size={18} aria-hidden="true" />,
  info: <Info size={18} aria-hidden="true" />,
};

interface NotificationItemProps {
  item: Toast;
  onDismiss: (id: string) => void;
}

function NotificationItem({ item, onDismiss }: NotificationItemProps) {
  const tone = notificationTone(item.type);
  const handleDismiss = () => onDismiss(item.id);
  const { t } = useLingui();
  return (
    <StyledToast
      $tone={tone}
      $visible={item.visible}
      // a toast on its way out is neither read nor reached by Tab: its Dismiss button goes with it
      inert={!item.visible}
      data-toast-id={item.id}
    >
      <StyledIcon $tone={tone}>{toneIcons[tone]}</StyledIcon>
      <StyledMessage role={item.ariaProps.role} aria-live={item.ariaProps['aria-live']} aria-atomic="true">
        {resolveValue(item.message, item)}
      </StyledMessage>
      <IconButton
        size="sm"
        label={t`Dismiss notification`}
        icon={<X size={16} aria-hidden="true" />}
        onClick={handleDismiss}
      />
    </StyledToast>
  );
}

function NotificationsRegion({ duration }: Required<ToasterProps>) {
  const theme = useTheme();
  const { t } = useLingui();
  const regionRef = useRef<HTMLElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const { toasts, handlers } = useToaster({ duration, removeDelay: theme.durations.modalFade });
  const { endPause } = handlers;
  const anyVisible = toasts.some((item) => item.visible);
  const [top, setTop] = useState<number | undefined>(undefined);

  // Each time notifications come or go, and when the window resizes, they move below what they must not cover.
  useLayoutEffect(() => {
    const region = regionRef.current;
    if (!region || !anyVisible) return undefined;
    const view = region.ownerDocument.defaultView;
    const place = () => {
      const gap = parseFloat(getComputedStyle(region.ownerDocument.documentElement).fontSize) || 16;
      const boxes = [...region.ownerDocument.querySelectorAll(`[${TOASTS_CLEAR_ATTRIBUTE}]`)].map((element) =>
        element.getBoundingClientRect(),
      );
      setTop(notificationsTop(region.getBoundingClientRect(), boxes, gap, view?.innerHeight ?? 0));
    };
    place();
    view?.addEventListener('resize', place);
    return () => view?.removeEventListener('resize', place);
  }, [toasts, anyVisible]);

  // A burst (a post generated, then saved, again and again) keeps only the newest few on the screen.
  useEffect(() => {
    for (const id of overflowingNotifications(toasts)) hotToast.dismiss(id);
  }, [toasts]);

  // Hovering or focusing the notifications pauses their timers; once none is left, nothing may stay paused.
  useEffect(() => {
    if (!anyVisible) endPause();
  }, [anyVisible, endPause]);

  useEffect(() => {
    const region = regionRef.current;
    if (!region) return undefined;
    const doc = region.ownerDocument;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (!isNotificationsShortcut(event)) return;
      event.preventDefault();
      const current = doc.activeElement;
      if (current instanceof HTMLElement && current !== doc.body && !region.contains(current)) {
        returnFocusRef.current = current;
      }
      region.focus();
    };
    doc.addEventListener('keydown', handleKeyDown);
    return () => doc.removeEventListener('keydown', handleKeyDown);
  }, []);

  /** Dismisses a notification; if it held focus, focus moves to a neighbour, else back to where Alt+T came from. */
  const handleDismiss = (id: string) => {
    const region = regionRef.current;
    if (region?.contains(region.ownerDocument.activeElement)) {
      const shown = toasts.filter((item) => item.visible);
      const index = shown.findIndex((item) => item.id === id);
      const neighbour = shown[index + 1] ?? shown[index - 1];
      const neighbourButton = neighbour
        ? region.querySelector<HTMLElement>(`[data-toast-id="${CSS.escape(neighbour.id)}"] button`)
        : null;
      const returnTo = returnFocusRef.current?.isConnected ? returnFocusRef.current : null;
      (neighbourButton ?? returnTo ?? region).focus();
    }
    hotToast.dismiss(id);
  };

  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget)) return;
    returnFocusRef.current = null;
    handlers.endPause();
  };

  return (
    <StyledRegion
      ref={regionRef}
      aria-label={t`Notifications (Alt+T)`}
      tabIndex={-1}
      data-focus-trap-exempt=""
      onMouseEnter={handlers.startPause}
      onMouseLeave={handlers.endPause}
      onFocus={handlers.startPause}
      onBlur={handleBlur}
      style={top === undefined ? undefined : { top }}
    >
      <StyledList>
        {toasts.map((item) => (
          <NotificationItem key={item.id} item={item} onDismiss={handleDismiss} />
        ))}
      </StyledList>
    </StyledRegion>
  );
}

/**
 * Shows the notifications sent through `notify`, top-right (below the elements marked with TOASTS_CLEAR_ATTRIBUTE:
 * the phone's header, a dialog's close button), each for TOAST_DURATION_MS (paused while hovered or focused), at
 * most MAX_VISIBLE_NOTIFICATIONS at once. Mount it once near the root; Alt+T moves keyboard focus to the
 * notifications region. When several are mounted only the first renders.
 */
export function Toaster({ duration = TOAST_DURATION_MS }: ToasterProps) {
  const [instance] = useState(() => ({}));
  useEffect(() => registry.register(instance), [instance]);
  const active = useSyncExternalStore(
    registry.subscribe,
    () => registry.isActive(instance),
    () => false,
  );
  return active ? <NotificationsRegion duration={duration} /> : null;
}
