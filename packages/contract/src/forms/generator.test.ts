import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CUSTOM_TONE_CHOICE, generatorPanelFormSchema } from './generator';

const form = {
  platform: 'Redbook',
  language: 'Mandarin',
  count: 3,
  keywords: 'a, b',
  tone: '种草安利',
  customTone: '',
};

describe('generator panel form', () => {
  it('sends a listed tone as picked, ignoring the custom field', () => {
    expect(v.parse(generatorPanelFormSchema, { ...form, customTone: 'ignored' }).tone).toBe('种草安利');
  });

  it('sends the typed tone when "Custom…" is picked', () => {
    const out = v.parse(generatorPanelFormSchema, {
      ...form,
      tone: CUSTOM_TONE_CHOICE,
      customTone: '  cheeky but kind ',
    });
    expect(out.tone).toBe('cheeky but kind');
    expect(out).not.toHaveProperty('customTone');
    expect(out.keywords).toEqual(['a', 'b']);
  });

  it('needs the custom tone, of at most 40 characters, with the message on that field', () => {
    const blank = v.safeParse(generatorPanelFormSchema, { ...form, tone: CUSTOM_TONE_CHOICE, customTone: ' ' });
    expect(blank.issues?.map((i) => [v.getDotPath(i), i.message])).toEqual([
      ['customTone', 'Type your own tone, or pick one of the listed styles'],
    ]);
    const long = v.safeParse(generatorPanelFormSchema, {
      ...form,
      tone: CUSTOM_TONE_CHOICE,
      customTone: 'x'.repeat(41),
    });
    expect(long.issues?.map((i) => [v.getDotPath(i), i.message])).toEqual([
      ['customTone', 'Custom Tone must be at most 40 characters'],
    ]);
  });
});
