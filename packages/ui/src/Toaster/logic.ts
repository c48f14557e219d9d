/** The keys of a keyboard event that matter for the notifications shortcut. */
export interface ShortcutKeys {
  key: string;
  code: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

/**
 * Alt+T (Option+T on a Mac) moves focus to the notifications. The physical key is checked through `code`, because
 * Option+T types "†" on a Mac keyboard; `key` covers layouts whose T sits elsewhere.
 */
export function isNotificationsShortcut(event: ShortcutKeys): boolean {
  if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return false;
  return event.code === 'KeyT' || event.key.toLowerCase() === 't';
}

/** The toast kinds that react-hot-toast knows, mapped to the product's three tones. */
export type NotificationTone = 'success' | 'error' | 'info';

const tones: Record<'success' | 'error' | 'loading' | 'blank' | 'custom', NotificationTone> = {
  success: 'success',
  error: 'error',
  loading: 'info',
  blank: 'info',
  custom: 'info',
};

export function notificationTone(type: keyof typeof tones): NotificationTone {
  return tones[type];
}

/**
 * Keeps track of mounted toasters so that only the first one renders: a story, a docs page or an app that mounts
 * several still shows each notification once and has one notifications region.
 */
export interface ToasterRegistry {
  register: (instance: object) => () => void;
  isActive: (instance: object) => boolean;
  subscribe: (listener: () => void) => () => void;
}

export function createToasterRegistry(): ToasterRegistry {
  const instances: object[] = [];
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    register: (instance) => {
      if (!instances.includes(instance)) instances.push(instance);
      emit();
      return () => {
        const index = instances.indexOf(instance);
        if (index !== -1) instances.splice(index, 1);
        emit();
      };
    },
    isActive: (instance) => instances[0] === instance,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The most notifications shown at once: a fourth sends the oldest away, so a burst never covers a phone's screen. */
export const MAX_VISIBLE_NOTIFICATIONS = 3;

/** The ids of the visible notifications beyond the newest `max` (react-hot-toast lists the newest first). */
export function overflowingNotifications(
  toasts: readonly { id: string; visible: boolean }[],
  max = MAX_VISIBLE_NOTIFICATIONS,
): string[] {
  return toasts
    .filter((item) => item.visible)
    .slice(max)
    .map((item) => item.id);
}

/** The attribute of what notifications must never cover (the phone's header, a dialog's close button). */
export const TOASTS_CLEAR_ATTRIBUTE = 'data-toasts-clear';

/** A box on the screen, in pixels (a DOMRect's fields). */
export interface ScreenBox {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * How far from the top the notifications sit: `gap` below the lowest box in the top half of the screen that shares
 * their column, or `gap` from the top when none does.
 */
export function notificationsTop(
  column: { left: number; right: number },
  boxes: ScreenBox[],
  gap: number,
  viewportHeight: number,
): number {
  return boxes
    .filter((box) => box.right > column.left && box.left < column.right && box.bottom > box.top)
    .filter((box) => box.top < viewportHeight / 2)
    .reduce((top, box) => Math.max(top, box.bottom + gap), gap);
}
