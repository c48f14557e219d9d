import { describe, expect, it } from 'vitest';
import type { GeneratorSettings } from '@app/contract';
import { EMPTY_FORM, openingForm, platformOfEntryType, prefilledForm, settingsToForm } from './formValues';

const settings: GeneratorSettings = {
  platform: 'Instagram',
  language: 'Malay',
  productType: 'Kafe',
  productName: 'Kopi Gula Apong',
  targetAudience: 'Pelajar',
  benefits: 'Wangi',
  promotion: 'Beli 2 percuma 1',
  location: 'Bangsar',
  tone: '活泼俏皮',
  voice: 'customer',
  additionalDetails: 'Tepi tingkap',
  count: 5,
  keywords: ['kopi', 'bangsar'],
};

const prefill = {
  businessName: 'Kopi Corner',
  campaignName: 'Raya',
  industry: ' Café ',
  address: '12 Jalan Telawi, Bangsar',
  keywords: ['raya', ' ', 'kuih '],
};

describe('the form the generator opens with', () => {
  it('is the remembered settings of its platform, keywords joined', () => {
    expect(openingForm('Instagram', prefill, settings)).toEqual({
      ...settings,
      customTone: '',
      keywords: 'kopi, bangsar',
    });
  });
  it('puts a tone of the user’s own in Custom Tone', () => {
    expect(settingsToForm({ ...settings, tone: 'cheeky but kind' })).toMatchObject({
      tone: 'custom',
      customTone: 'cheeky but kind',
    });
  });
  it('without settings of its platform, is the defaults with the industry, the address and the campaign’s keywords', () => {
    const expected = {
      ...EMPTY_FORM,
      platform: 'Tiktok',
      productType: 'Café',
      location: '12 Jalan Telawi, Bangsar',
      keywords: 'raya, kuih',
    };
    expect(openingForm('Tiktok', prefill, null)).toEqual(expected);
    // settings of another platform are not this one's
    expect(openingForm('Tiktok', prefill, settings)).toEqual(expected);
  });
  it('is the SPEC defaults with nothing known', () => {
    expect(prefilledForm(undefined)).toEqual(EMPTY_FORM);
    expect(EMPTY_FORM).toMatchObject({ platform: 'Redbook', language: 'Mandarin', count: 3, tone: '亲切自然' });
  });
});

describe('platformOfEntryType', () => {
  it('reads a campaign entry’s type as one of the five platforms, whatever its case and spaces', () => {
    expect(platformOfEntryType(' google   REVIEW ')).toBe('Google Review');
    expect(platformOfEntryType('Redbook')).toBe('Redbook');
    expect(platformOfEntryType('WhatsApp')).toBeUndefined();
  });
});
