import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { claimBodySchema, platformIcon, platformKey, redirectBodySchema } from './public';

describe('platforms of the customer page', () => {
  it('takes two spellings of one platform as one', () => {
    expect(platformKey('  Google   Review ')).toBe(platformKey('google review'));
    expect(platformKey('TikTok')).toBe(platformKey('Tiktok'));
  });
  it('gives the SPEC platforms their icon and any other name the generic one', () => {
    expect(platformIcon('tiktok')).toBe('tiktok');
    expect(platformIcon('Google Review')).toBe('google-review');
    expect(platformIcon('REDBOOK')).toBe('redbook');
    expect(platformIcon('Xiaohongshu')).toBe('custom');
    expect(platformIcon('Shopee')).toBe('custom');
  });
});

describe('public request bodies', () => {
  it('needs a platform name and a known action', () => {
    expect(v.parse(claimBodySchema, { platform: ' Redbook ' })).toEqual({ platform: 'Redbook' });
    expect(v.safeParse(claimBodySchema, { platform: '   ' }).issues?.[0]?.message).toBe('Platform is required');
    expect(v.parse(redirectBodySchema, { platform: 'Redbook', action: 'share' })).toEqual({
      platform: 'Redbook',
      action: 'share',
    });
    expect(v.safeParse(redirectBodySchema, { platform: 'Redbook', action: 'save' }).issues?.[0]?.message).toBe(
      'Action must be copy, open or share',
    );
  });
});
