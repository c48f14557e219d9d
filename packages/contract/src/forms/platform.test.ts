import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CUSTOM_PLATFORM_CHOICE, platformFormSchema } from './platform';

const messages = (input: unknown) =>
  (v.safeParse(platformFormSchema, input).issues ?? []).map((issue) => issue.message);

describe('platformFormSchema', () => {
  it('takes one of the five platforms and a trimmed access value', () => {
    expect(v.parse(platformFormSchema, { platform: 'Redbook', customName: '', accessValue: ' @lotus_cafe ' })).toEqual({
      type: 'Redbook',
      accessValue: '@lotus_cafe',
    });
  });

  it('takes a custom name instead when "Other…" is chosen', () => {
    const input = { platform: CUSTOM_PLATFORM_CHOICE, customName: '  WhatsApp ', accessValue: 'https://wa.me/60123' };
    expect(v.parse(platformFormSchema, input)).toEqual({ type: 'WhatsApp', accessValue: 'https://wa.me/60123' });
  });

  it('names what is missing', () => {
    expect(messages({ platform: '', customName: '', accessValue: '' })).toEqual([
      'Platform is required',
      'Access Value is required',
    ]);
    expect(messages({ platform: CUSTOM_PLATFORM_CHOICE, customName: ' ', accessValue: 'x' })).toEqual([
      'Platform Name is required',
    ]);
  });
});
