import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { CONTENT_STATUSES } from '@app/contract';
import { LOCALES, loadMessages } from '../i18n';
import { CONTENT_STATUS_LABELS, contentFormValues, contentRequestBody, yesNo } from './logic';

describe('content list display', () => {
  it('shows Is Redirected as Yes or No', () => {
    expect(yesNo(true)).toBe('Yes');
    expect(yesNo(false)).toBe('No');
  });

  it('labels both statuses', async () => {
    const en = setupI18n({ locale: 'en', messages: { en: await loadMessages('en', 'backoffice') } });
    expect(Object.keys(CONTENT_STATUS_LABELS).sort()).toEqual([...CONTENT_STATUSES].sort());
    expect({ active: en._(CONTENT_STATUS_LABELS.active), archived: en._(CONTENT_STATUS_LABELS.archived) }).toEqual({
      active: 'Active',
      archived: 'Archived',
    });
  });

  it('translates every status in every language', async () => {
    for (const locale of LOCALES) {
      const messages = await loadMessages(locale, 'backoffice');
      for (const status of CONTENT_STATUSES) {
        expect(messages[CONTENT_STATUS_LABELS[status].id], `${locale}: ${status}`).toBeTruthy();
      }
    }
    const zh = setupI18n({ locale: 'zh-CN', messages: { 'zh-CN': await loadMessages('zh-CN', 'backoffice') } });
    expect(zh._(CONTENT_STATUS_LABELS.archived)).toBe('已归档');
  });
});

describe('content form', () => {
  const content = {
    id: 'cnt-1',
    title: 'Bazaar opening hours',
    text: 'Every weekend from 5pm.',
    img: 'campaign-media/raya-banner.png',
    status: 'archived' as const,
    isRedirected: true,
    keyword: ['raya', 'bazaar'],
    createdAt: '2026-03-05T09:00:00.000Z',
    campaignId: 'cmp-raya',
    userId: 'tnt-1',
    assetIds: [],
    platform: 'Facebook',
    language: 'Malay' as const,
    tenantId: 'tnt-1',
    voice: 'business' as const,
    posted: null,
  };
  const values = { title: 'T', text: 'X', status: 'active' as const, isRedirected: false, keyword: ['a', '', 'b'] };

  it('loads a content with its keywords joined by ", "', () => {
    expect(contentFormValues(content)).toEqual({
      title: 'Bazaar opening hours',
      text: 'Every weekend from 5pm.',
      status: 'archived',
      isRedirected: true,
      keyword: 'raya, bazaar',
    });
  });

  it('sends no image for a new content and keeps the image of an edited one', () => {
    expect(contentRequestBody(values, null)).toEqual({ ...values, img: null });
    expect(contentRequestBody(values, content)).toEqual({ ...values, img: 'campaign-media/raya-banner.png' });
  });

  it('sends no status when editing a pending post (the server refuses a status change there)', () => {
    const { status: _omitted, ...rest } = values;
    expect(contentRequestBody(values, { ...content, status: 'pending' })).toEqual({
      ...rest,
      img: 'campaign-media/raya-banner.png',
    });
  });
});
