import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddressLimiter, limitKey } from './rate-limit';

describe('limitKey', () => {
  it('counts an IPv4 address as it is, also mapped into IPv6', () => {
    expect(limitKey('192.0.2.1')).toBe('192.0.2.1');
    expect(limitKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
  });
  it('counts an IPv6 address by its /64', () => {
    expect(limitKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(limitKey('2001:0db8:0001:0002:ffff::1')).toBe('2001:db8:1:2::/64');
    expect(limitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(limitKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(limitKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('AddressLimiter (rate-limiter-flexible in memory)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000_000);
  });
  afterEach(() => vi.useRealTimers());
  const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

  it('allows `points` requests in a window, then says how long to wait until it ends', async () => {
    const limiter = new AddressLimiter([{ points: 3, seconds: 10 }], 'test');
    expect([await limiter.take('a'), await limiter.take('a')]).toEqual([undefined, undefined]);
    later(4000);
    expect(await limiter.take('a')).toBeUndefined();
    expect(await limiter.take('a')).toBe(6);
    expect(await limiter.take('b')).toBeUndefined();
    later(6001);
    expect([await limiter.take('a'), await limiter.take('a'), await limiter.take('a')]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(await limiter.take('a')).toBe(10);
  });

  it('holds every limit: the longer one after the shorter one passes', async () => {
    const limiter = new AddressLimiter(
      [
        { points: 2, seconds: 1 },
        { points: 3, seconds: 60 },
      ],
      'test',
    );
    expect([await limiter.take('a'), await limiter.take('a'), await limiter.take('a')]).toEqual([
      undefined,
      undefined,
      1,
    ]);
    later(1001);
    expect([await limiter.take('a'), await limiter.take('a')]).toEqual([undefined, 59]);
    later(59_000);
    expect(await limiter.take('a')).toBeUndefined();
  });

  it('one IPv6 /64 is one client', async () => {
    const limiter = new AddressLimiter([{ points: 1, seconds: 1 }], 'test');
    expect(await limiter.take('2001:db8:1:2::1')).toBeUndefined();
    expect(await limiter.take('2001:db8:1:2:ffff::9')).toBe(1);
    expect(await limiter.take('2001:db8:1:3::1')).toBeUndefined();
  });
});
