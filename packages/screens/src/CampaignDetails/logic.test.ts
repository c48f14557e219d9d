import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { loadMessages, type Locale } from '../i18n';
import type { Asset, Content } from '@app/contract';
import {
  assetCreateFailureText,
  assetsForPlatform,
  emptyContentsText,
  firstMatchingAsset,
  shownKeywords,
  toggledStatus,
  visibleContents,
  type DetailContent,
} from './logic';

function asset(id: string, entryId: string): Asset {
  return {
    id,
    type: 'image',
    filePath: `campaign-media/${id}.png`,
    noteContent: null,
    thumbnailPath: null,
    uploadedAt: '2026-08-01T00:00:00.000Z',
    uploadedBy: 'u',
    entryId,
    entry: { id: entryId },
    tenantId: 't',
  };
}

function content(id: string, status: Content['status'], assetIds: string[], assets?: Asset[]): DetailContent {
  return {
    id,
    title: id,
    text: 'text',
    img: null,
    status,
    isRedirected: false,
    keyword: [],
    createdAt: '2026-08-01T00:00:00.000Z',
    campaignId: 'c',
    userId: 'u',
    assetIds,
    platform: null,
    language: null,
    tenantId: 'u',
    voice: 'customer',
    posted: null,
    ...(assets ? { assets } : {}),
  };
}

const redbookImage = asset('a1', 'redbook');
const instaImage = asset('a2', 'insta');
const byId = new Map([redbookImage, instaImage].map((item) => [item.id, item]));

describe('assetsForPlatform', () => {
  it('keeps every asset without a platform, else those of the platform', () => {
    expect(assetsForPlatform([redbookImage, instaImage], null)).toHaveLength(2);
    expect(assetsForPlatform([redbookImage, instaImage], 'insta')).toEqual([instaImage]);
  });
});

describe('firstMatchingAsset', () => {
  it('prefers resolved assets, falls back to assetIds, and matches the platform', () => {
    expect(firstMatchingAsset(content('c1', 'active', ['a1', 'a2']), null, byId)).toBe(redbookImage);
    expect(firstMatchingAsset(content('c1', 'active', ['a1', 'a2']), 'insta', byId)).toBe(instaImage);
    expect(firstMatchingAsset(content('c2', 'active', [], [instaImage]), null, new Map())).toBe(instaImage);
    expect(firstMatchingAsset(content('c3', 'active', ['missing']), null, byId)).toBeNull();
  });
});

describe('visibleContents', () => {
  const contents = [content('c1', 'active', ['a1']), content('c2', 'archived', ['a2']), content('c3', 'active', [])];
  it('filters by status', () => {
    expect(
      visibleContents(contents, { entryId: null, filter: 'all', assetsById: byId }).map((item) => item.id),
    ).toEqual(['c1', 'c2', 'c3']);
    expect(
      visibleContents(contents, { entryId: null, filter: 'archived', assetsById: byId }).map((item) => item.id),
    ).toEqual(['c2']);
  });
  it('filters by platform through the contents assets', () => {
    expect(
      visibleContents(contents, { entryId: 'redbook', filter: 'all', assetsById: byId }).map((item) => item.id),
    ).toEqual(['c1']);
    expect(visibleContents(contents, { entryId: 'insta', filter: 'active', assetsById: byId })).toEqual([]);
  });
});

async function i18nIn(locale: Locale) {
  return setupI18n({ locale, messages: { [locale]: await loadMessages(locale, 'backoffice') } });
}

describe('texts', () => {
  it('names the filter in the empty state', async () => {
    const i18n = await i18nIn('en');
    expect(emptyContentsText(i18n, 'all')).toBe('No content found');
    expect(emptyContentsText(i18n, 'archived')).toBe('No content found for "archived"');
    expect(emptyContentsText(i18n, 'active')).toBe('No content found for "active"');
  });
  it('names the filter in Chinese and Malay', async () => {
    expect(emptyContentsText(await i18nIn('zh-CN'), 'archived')).not.toContain('archived');
    expect(emptyContentsText(await i18nIn('ms'), 'all')).not.toBe('No content found');
  });
  it('formats an asset create failure', async () => {
    const i18n = await i18nIn('en');
    expect(assetCreateFailureText(i18n, { serverMessage: 'Platform is required' })).toBe(
      'Failed to create asset: Platform is required',
    );
    expect(assetCreateFailureText(i18n, new Error('Network Error'))).toBe('Failed to create asset: Network Error');
    expect(assetCreateFailureText(i18n, null)).toBe('Failed to create asset: Unknown error');
  });
  it('formats an asset create failure in Chinese, with the cause', async () => {
    const text = assetCreateFailureText(await i18nIn('zh-CN'), null);
    expect(text).not.toContain('Failed to create asset');
    expect(text).not.toContain('Unknown error');
  });
  it('hides blank keywords', () => {
    expect(shownKeywords(['中秋', '', ' ', 'gift'])).toEqual(['中秋', 'gift']);
  });
  it('toggles the status', () => {
    expect(toggledStatus('active')).toBe('archived');
    expect(toggledStatus('archived')).toBe('active');
  });
});
