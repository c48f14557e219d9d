import { describe, expect, it } from 'vitest';
import { liveEventOf } from './live';

describe('liveEventOf', () => {
  it('reads the JSON strings the server sends', () => {
    expect(liveEventOf('"campaign"')).toBe('campaign');
    expect(liveEventOf('"content"')).toBe('content');
  });
  it('ignores anything else', () => {
    expect(liveEventOf('campaign')).toBeNull();
    expect(liveEventOf('"tenant"')).toBeNull();
    expect(liveEventOf('{"kind":"campaign"}')).toBeNull();
    expect(liveEventOf('')).toBeNull();
  });
});
