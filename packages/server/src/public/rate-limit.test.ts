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

describe('AddressLimiter with many addresses', () => {
  it('past its bound forgets the least recently allowed address, and still limits the others', () => {
    let now = 0;
    const limiter = new AddressLimiter([{ limit: 1, ms: 60_000 }], () => now, 3);
    for (const address of ['a', 'b', 'c']) {
      now += 1;
      expect(limiter.take(address)).toBeUndefined();
    }
    now += 1;
    expect(limiter.take('d')).toBeUndefined();
    expect(limiter.size).toBe(3);
    // 'a' was forgotten (a new start), 'b' is gone with it now, 'c' and 'd' are still held to the limit
    expect(limiter.take('a')).toBeUndefined();
    expect([limiter.take('c'), limiter.take('d')]).toEqual([60, 60]);
  });

  it('forgets addresses whose windows passed, without waiting to be full', () => {
    let now = 0;
    const limiter = new AddressLimiter([{ limit: 1, ms: 1000 }], () => now);
    for (let i = 0; i < 100; i++) limiter.take(`10.0.0.${i}`);
    now = 1000;
    // each call forgets a few of the expired ones from the start of the map
    for (let i = 0; i < 3; i++) limiter.take(`10.0.1.${i}`);
    expect(limiter.size).toBe(3);
  });

  it('costs the same per request with 50,000 addresses as with a few (each phone a new address)', () => {
    let now = 0;
    const limiter = new AddressLimiter([{ limit: 120, ms: 60_000 }], () => now);
    const addresses = Array.from({ length: 70_000 }, (_, i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
    let refused = 0;
    const started = performance.now();
    // a busy page: 70,000 phones within a minute, every one of them still in its window
    for (const address of addresses) {
      now += 0.5;
      if (limiter.take(address) !== undefined) refused += 1;
    }
    // was 1–2 ms per request past 50,000 addresses (a walk through the whole map on every call): over 20 s here
    expect(performance.now() - started).toBeLessThan(3000);
    expect(refused).toBe(0);
    expect(limiter.size).toBe(50_000);
  });
});
