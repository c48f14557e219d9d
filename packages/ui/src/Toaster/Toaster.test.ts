import { describe, expect, it, vi } from 'vitest';
import {
  createToasterRegistry,
  isNotificationsShortcut,
  notificationsTop,
  notificationTone,
  overflowingNotifications,
} from './logic';

const keys = { key: 't', code: 'KeyT', altKey: true, ctrlKey: false, metaKey: false, shiftKey: false };

describe('isNotificationsShortcut', () => {
  it('accepts Alt+T, also when Option+T types a symbol on a Mac', () => {
    expect(isNotificationsShortcut(keys)).toBe(true);
    expect(isNotificationsShortcut({ ...keys, key: '†' })).toBe(true);
    expect(isNotificationsShortcut({ ...keys, key: 'T', code: 'KeyT' })).toBe(true);
  });

  it('accepts a layout whose T is on another physical key', () => {
    expect(isNotificationsShortcut({ ...keys, code: 'KeyY' })).toBe(true);
  });

  it('rejects T without Alt and Alt with other modifiers or keys', () => {
    expect(isNotificationsShortcut({ ...keys, altKey: false })).toBe(false);
    expect(isNotificationsShortcut({ ...keys, ctrlKey: true })).toBe(false);
    expect(isNotificationsShortcut({ ...keys, metaKey: true })).toBe(false);
    expect(isNotificationsShortcut({ ...keys, shiftKey: true })).toBe(false);
    expect(isNotificationsShortcut({ ...keys, key: 'r', code: 'KeyR' })).toBe(false);
  });
});

describe('notificationTone', () => {
  it('maps react-hot-toast types to the three tones', () => {
    expect(notificationTone('success')).toBe('success');
    expect(notificationTone('error')).toBe('error');
    expect(notificationTone('blank')).toBe('info');
    expect(notificationTone('loading')).toBe('info');
  });
});

describe('createToasterRegistry', () => {
  it('makes only the first mounted toaster active and hands over when it unmounts', () => {
    const registry = createToasterRegistry();
    const first = {};
    const second = {};
    const unregisterFirst = registry.register(first);
    registry.register(second);
    expect(registry.isActive(first)).toBe(true);
    expect(registry.isActive(second)).toBe(false);
    unregisterFirst();
    expect(registry.isActive(second)).toBe(true);
  });

  it('tells subscribers about every change until they unsubscribe', () => {
    const registry = createToasterRegistry();
    const listener = vi.fn();
    const unsubscribe = registry.subscribe(listener);
    const unregister = registry.register({});
    expect(listener).toHaveBeenCalledTimes(1);
    unregister();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    registry.register({});
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('does not count a toaster twice', () => {
    const registry = createToasterRegistry();
    const only = {};
    const other = {};
    const unregister = registry.register(only);
    registry.register(only);
    registry.register(other);
    unregister();
    expect(registry.isActive(other)).toBe(true);
  });
});

describe('notificationsTop', () => {
  const column = { left: 900, right: 1260 };
  const box = (top: number, bottom: number, left: number, right: number) => ({ top, bottom, left, right });

  it('sits a gap from the top when nothing is in its column', () => {
    expect(notificationsTop(column, [], 16, 800)).toBe(16);
    expect(notificationsTop(column, [box(0, 80, 0, 300)], 16, 800)).toBe(16);
  });

  it('moves below the lowest box of its column in the top half of the screen', () => {
    const header = box(0, 72, 0, 1280);
    const close = box(40, 84, 1180, 1224);
    expect(notificationsTop(column, [header, close], 16, 800)).toBe(100);
  });

  it('ignores boxes scrolled away, hidden (no height) or in the lower half', () => {
    expect(notificationsTop(column, [box(-200, -120, 0, 1280)], 16, 800)).toBe(16);
    expect(notificationsTop(column, [box(30, 30, 0, 1280)], 16, 800)).toBe(16);
    expect(notificationsTop(column, [box(500, 560, 1180, 1224)], 16, 800)).toBe(16);
  });
});

describe('overflowingNotifications', () => {
  const shown = (id: string) => ({ id, visible: true });
  it('sends away the visible notifications after the newest three, ignoring those already leaving', () => {
    expect(overflowingNotifications([shown('5'), shown('4'), shown('3')])).toEqual([]);
    expect(
      overflowingNotifications([shown('5'), { id: '4', visible: false }, shown('3'), shown('2'), shown('1')]),
    ).toEqual(['1']);
    expect(overflowingNotifications([shown('6'), shown('5'), shown('4'), shown('3'), shown('2')])).toEqual(['3', '2']);
  });
});
