import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ADMIN_STATUSES } from '@app/contract';
import { loadMessages } from '../i18n';
import { ADMIN_STATUS_LABELS } from './labels';

describe('ADMIN_STATUS_LABELS', () => {
  it('names every admin status of the contract, in English as the SPEC writes it', async () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: await loadMessages('en', 'backoffice') } });
    expect(ADMIN_STATUSES.map((status) => i18n._(ADMIN_STATUS_LABELS[status]))).toEqual(['Active', 'Inactive']);
  });

  it.each(['zh-CN', 'ms'] as const)('has a translation of every status in %s', async (locale) => {
    const messages = await loadMessages(locale, 'backoffice');
    const i18n = setupI18n({ locale, messages: { [locale]: messages } });
    for (const status of ADMIN_STATUSES) {
      const descriptor = ADMIN_STATUS_LABELS[status];
      expect(messages[descriptor.id], status).toBeTruthy();
      expect(i18n._(descriptor), status).not.toBe(descriptor.message);
    }
  });
});
