import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../api/paths';
import { ECHO_WINDOW_MS, beginOwnChange, isEchoOfOwnChange, isStaleAfter } from './revalidate';

describe('isStaleAfter', () => {
  it('marks the lists of STALE_LISTS and the campaign detail that carries them', () => {
    expect(isStaleAfter('campaign', paths.campaigns)).toBe(true);
    expect(isStaleAfter('campaign', paths.contents('c1'))).toBe(true);
    expect(isStaleAfter('content', paths.contents())).toBe(true);
    expect(isStaleAfter('content', paths.campaign('c1'))).toBe(true);
    expect(isStaleAfter('asset', paths.campaign('c1'))).toBe(true);
    expect(isStaleAfter('entry', paths.campaign('c1'))).toBe(true);
    expect(isStaleAfter('tenant', paths.profile)).toBe(true);
    expect(isStaleAfter('link', paths.tenants)).toBe(true);
  });
  it('leaves the rest alone', () => {
    expect(isStaleAfter('content', paths.campaigns)).toBe(false);
    expect(isStaleAfter('asset', paths.entries())).toBe(false);
    expect(isStaleAfter('admin', paths.tenants)).toBe(false);
    expect(isStaleAfter('user', paths.profile)).toBe(false);
    expect(isStaleAfter('campaign', [paths.campaigns])).toBe(false);
  });
});

describe('isEchoOfOwnChange', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    // let every change of a test expire, so none leaks into the next
    vi.advanceTimersByTime(ECHO_WINDOW_MS + 1);
    expect(isEchoOfOwnChange('campaign')).toBe(false);
    vi.useRealTimers();
  });

  it('takes no event for an echo when the tab changed nothing', () => {
    expect(isEchoOfOwnChange('campaign')).toBe(false);
  });
  it('skips the echo arriving while the call is in flight or shortly after, once', () => {
    const settle = beginOwnChange('campaign');
    expect(isEchoOfOwnChange('campaign')).toBe(true);
    settle(true);
    expect(isEchoOfOwnChange('campaign')).toBe(false);

    beginOwnChange('content')(true);
    vi.advanceTimersByTime(ECHO_WINDOW_MS - 1);
    expect(isEchoOfOwnChange('content')).toBe(true);
  });
  it('refreshes on an event that arrives after the window or after a failed call', () => {
    beginOwnChange('campaign')(true);
    vi.advanceTimersByTime(ECHO_WINDOW_MS + 1);
    expect(isEchoOfOwnChange('campaign')).toBe(false);

    beginOwnChange('campaign')(false);
    expect(isEchoOfOwnChange('campaign')).toBe(false);
  });
  it('skips an event only when the own change refreshed everything it makes stale', () => {
    const settle = beginOwnChange('content');
    // a campaign event also makes assets and entries stale, which a content change did not refresh
    expect(isEchoOfOwnChange('campaign')).toBe(false);
    settle(true);

    // deleting a campaign is echoed as "campaign" and "content"; both are covered
    beginOwnChange('campaign')(true);
    expect(isEchoOfOwnChange('content')).toBe(true);
  });
});
