import { describe, expect, it } from 'vitest';
import { kindsOfEvent } from './useLiveUpdates';

describe('kindsOfEvent', () => {
  it('maps the JSON strings the server sends to the data they refresh', () => {
    expect(kindsOfEvent('"campaign"')).toEqual(['campaign']);
    expect(kindsOfEvent('"content"')).toEqual(['content']);
  });
  it('ignores anything else', () => {
    expect(kindsOfEvent('campaign')).toEqual([]);
    expect(kindsOfEvent('"tenant"')).toEqual([]);
    expect(kindsOfEvent('{"kind":"campaign"}')).toEqual([]);
  });
});
