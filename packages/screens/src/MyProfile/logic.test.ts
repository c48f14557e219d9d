import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, type Tenant } from '@app/contract';
import { logoFileProblem, profileFormValues } from './logic';

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
