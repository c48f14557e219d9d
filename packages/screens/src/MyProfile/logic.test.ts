import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, type Tenant } from '@app/contract';
import { loadMessages } from '../i18n';
import { logoFileProblem as logoFileProblemDescriptor, profileFormValues } from './logic';

const english = setupI18n({ locale: 'en', messages: { en: await loadMessages('en', 'backoffice') } });
const chinese = setupI18n({ locale: 'zh-CN', messages: { 'zh-CN': await loadMessages('zh-CN', 'backoffice') } });

/** The refusal as an English user reads it. */
function logoFileProblem(file: { type: string; size: number }, i18n = english): string | null {
  const problem = logoFileProblemDescriptor(file);
  return problem ? i18n._(problem) : null;
}

describe('logoFileProblem', () => {
  it('accepts a JPG or a PNG up to 5 MB', () => {
    expect(logoFileProblem({ type: 'image/png', size: 1024 })).toBeNull();
    expect(logoFileProblem({ type: 'image/jpeg', size: MAX_UPLOAD_BYTES })).toBeNull();
  });
  it('refuses a larger file', () => {
    expect(logoFileProblem({ type: 'image/png', size: MAX_UPLOAD_BYTES + 1 })).toBe('File too large. Max 5MB');
  });
  it('refuses other types first', () => {
    expect(logoFileProblem({ type: 'image/gif', size: 10 })).toBe('Only JPG and PNG are allowed');
    expect(logoFileProblem({ type: 'video/mp4', size: MAX_UPLOAD_BYTES + 1 })).toBe('Only JPG and PNG are allowed');
  });
  it('says why in Chinese too', () => {
    expect(logoFileProblem({ type: 'image/gif', size: 10 }, chinese)).toBe('仅支持 JPG 和 PNG 格式');
    expect(logoFileProblem({ type: 'image/png', size: MAX_UPLOAD_BYTES + 1 }, chinese)).toBe('文件过大，最大 5MB');
  });
});

describe('profileFormValues', () => {
  it('loads the five fields and the logo, blanks when missing', () => {
    const tenant = {
      id: 't-1',
      name: '月光饼家',
      industry_type: 'Bakery',
      address: '12 Jalan Ampang, Kuala Lumpur',
      email: 'hello@moonbakery.my',
      phone: '+60 3-2161 8888',
      logo: null,
      qrcode_url: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      links: [],
    } satisfies Tenant;
    expect(profileFormValues(tenant)).toEqual({
      name: '月光饼家',
      industry_type: 'Bakery',
      address: '12 Jalan Ampang, Kuala Lumpur',
      email: 'hello@moonbakery.my',
      phone: '+60 3-2161 8888',
      logo: '',
    });
    expect(profileFormValues(null).name).toBe('');
  });
});
