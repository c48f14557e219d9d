import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { TONES } from './constants';
import {
  countCharacters,
  countWords,
  cutToCharacters,
  cutToWords,
  exceedsCharacters,
  hashtagsOf,
  measurePost,
  toneField,
} from './generator';
import { generatorRequestSchema } from './schemas';

describe('the tone of a generator request', () => {
  it('takes a listed style, or the user’s own words of up to 40 characters; blank or missing is the default', () => {
    for (const tone of TONES) expect(v.parse(toneField, tone)).toBe(tone);
    expect(v.parse(toneField, '  cheeky but kind ')).toBe('cheeky but kind');
    expect(v.parse(toneField, '温柔一点，像朋友聊天')).toBe('温柔一点，像朋友聊天');
    expect(v.parse(toneField, 'x'.repeat(40))).toBe('x'.repeat(40));
    expect(v.parse(toneField, '   ')).toBe('亲切自然');
    expect(v.parse(generatorRequestSchema, {}).tone).toBe('亲切自然');
  });

  it('refuses more than 40 characters, with a message that names the field', () => {
    const result = v.safeParse(generatorRequestSchema, { tone: 'x'.repeat(41) });
    expect(result.issues?.map((issue) => issue.message)).toEqual([
      'Tone must be one of the listed styles, or your own of at most 40 characters',
    ]);
    expect(v.safeParse(toneField, 7).success).toBe(false);
  });
});

describe('counting a post', () => {
  it('counts characters as a person sees them', () => {
    expect(countCharacters('abc')).toBe(3);
    expect(countCharacters('月饼🥮')).toBe(3);
    expect(countCharacters('👍🏽👨‍👩‍👧é')).toBe(3);
    expect(countCharacters('🇲🇾\r\n')).toBe(2);
  });

  it('answers "more than max characters?" exactly as counting does, quickly for long texts', () => {
    const samples = [
      '',
      'abc',
      '月饼🥮'.repeat(50),
      '👨‍👩‍👧'.repeat(40),
      'é'.repeat(30),
      '🇲🇾'.repeat(25),
      'a\r\nb'.repeat(20),
    ];
    for (const text of samples) {
      for (const max of [0, 1, 2, 10, 25, 40, 60, 100, 150, 200]) {
        expect(exceedsCharacters(text, max), `${text} ${max}`).toBe(countCharacters(text) > max);
      }
    }
  });

  it('counts words: Latin words and numbers, and each Chinese character', () => {
    expect(countWords("I'd come back to Bangsar in 2025, twice.")).toBe(8);
    expect(countWords('第一次来，吃得很满意。')).toBe(9);
    expect(countWords('点了「Salmon Yee Sang」🥗')).toBe(5);
  });

  it('cuts a text to a number of characters or words, marking the cut', () => {
    expect(cutToCharacters('abcdef', 6)).toBe('abcdef');
    expect(cutToCharacters('abcdef', 4)).toBe('abc…');
    expect(cutToCharacters('👍🏽👍🏽👍🏽', 2)).toBe('👍🏽…');
    expect(cutToWords('one two three four', 4)).toBe('one two three four');
    expect(cutToWords('one two, three four', 2)).toBe('one two…');
  });

  it('finds hashtags in any script', () => {
    expect(hashtagsOf('text #YeeSang #三文鱼捞生 #CNY2025 # not')).toEqual(['YeeSang', '三文鱼捞生', 'CNY2025']);
  });

  it("measures a post against its platform's limits: the title where there is one, the text, a review's words", () => {
    expect(measurePost('Redbook', { title: 'x'.repeat(21), content: 'hello' })).toEqual([
      { label: 'Title', count: 21, max: 20, outside: true },
      { label: 'Text', count: 5, max: 1000, outside: false },
    ]);
    expect(measurePost('Tiktok', { title: 'anything', content: 'y'.repeat(301) })).toEqual([
      { label: 'Text', count: 301, max: 300, outside: true },
    ]);
    expect(measurePost('Google Review', { title: 't', content: 'Too short.' })).toEqual([
      { label: 'Text', count: 10, max: 4096, outside: false },
      { label: 'Words', count: 2, min: 40, max: 120, outside: true },
    ]);
  });
});
