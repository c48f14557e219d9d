import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { LINK_STATUS_ASSIGNED, LINK_STATUS_VACANT } from '@app/contract';
import { loadMessages } from '../i18n';
import { LINK_STATUS_LABELS, linkStatusLabel } from './labels';

const STATUSES = [LINK_STATUS_VACANT, LINK_STATUS_ASSIGNED] as const;

async function i18nIn(locale: 'en' | 'zh-CN' | 'ms') {
  return setupI18n({ locale, messages: { [locale]: await loadMessages(locale, 'backoffice') } });
}

describe('linkStatusLabel', () => {
  it("shows the contract's statuses in English as they are", async () => {
    const i18n = await i18nIn('en');
    expect(STATUSES.map((status) => linkStatusLabel(i18n, status))).toEqual(['Vacant', 'Assigned']);
  });

  it.each(['zh-CN', 'ms'] as const)('translates every status of the contract in %s', async (locale) => {
    const messages = await loadMessages(locale, 'backoffice');
    const i18n = await i18nIn(locale);
    for (const status of STATUSES) {
      expect(messages[LINK_STATUS_LABELS[status].id], status).toBeTruthy();
      expect(linkStatusLabel(i18n, status), status).not.toBe(status);
    }
  });

  it('shows an unknown status as the server sent it', async () => {
    expect(linkStatusLabel(await i18nIn('zh-CN'), 'Archived')).toBe('Archived');
  });
});
