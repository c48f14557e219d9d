import { describe, expect, it } from 'vitest';
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

describe('AddressLimiter', () => {
  it('allows `limit` requests in any window of `ms`, then says how long to wait; refusals are not counted', () => {
    let now = 0;
    const limiter = new AddressLimiter([{ limit: 3, ms: 10_000 }], () => now);
    expect([limiter.take('a'), limiter.take('a')]).toEqual([undefined, undefined]);
    now = 4000;
    expect(limiter.take('a')).toBeUndefined();
    expect(limiter.take('a')).toBe(6);
    expect(limiter.take('b')).toBeUndefined();
    now = 10_001;
    // the first two left the window; the third (at 4 s) is still in it
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([undefined, undefined, 4]);
  });

  it('holds every window: the longer one after the shorter ones pass', () => {
    let now = 0;
    const limiter = new AddressLimiter(
      [
        { limit: 2, ms: 1000 },
        { limit: 3, ms: 60_000 },
      ],
      () => now,
    );
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([undefined, undefined, 1]);
    now = 1001;
    expect([limiter.take('a'), limiter.take('a')]).toEqual([undefined, 59]);
    now = 60_001;
    expect(limiter.take('a')).toBeUndefined();
  });

  it('one IPv6 /64 is one client', () => {
    const limiter = new AddressLimiter([{ limit: 1, ms: 1000 }], () => 0);
    expect(limiter.take('2001:db8:1:2::1')).toBeUndefined();
    expect(limiter.take('2001:db8:1:2:ffff::9')).toBe(1);
    expect(limiter.take('2001:db8:1:3::1')).toBeUndefined();
  });
});
