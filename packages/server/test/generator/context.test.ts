/**
 * What the generator knows beyond the form: the business's name, the campaign's name, description and keywords and
 * the notes of the picked photos reach the model's brief, and the built-in writer names the business and uses them.
 */
import { describe, expect, it } from 'vitest';
import { generateBuiltin } from '../../src/generator/builtin';
import { POSTS } from '../../src/generator/posts';
import { buildUserPrompt } from '../../src/generator/prompt';
import type { GeneratorInput } from '../../src/generator/types';
import { request } from './request';

const NAMING_PLATFORMS = ['Redbook', 'Instagram', 'Tiktok', 'Facebook'];
const LANGUAGES: GeneratorInput['language'][] = ['English', 'Malay', 'Mandarin'];

describe('the context of a post', () => {
  it("puts the campaign's name, description and keywords and the photos' notes inside the model's brief", () => {
    const prompt = buildUserPrompt(
      request({
        businessName: 'GlowLab',
        campaignName: 'June glow',
        campaignDescription: 'Serum month',
        campaignKeywords: ['glowjune', 'serumday'],
        photoNotes: ['Bottle on the counter', 'Shelf by the door'],
      }),
      0,
      1,
    );
    const brief = prompt.slice(prompt.indexOf('<<<BRIEF\n'), prompt.indexOf('\nBRIEF>>>'));
    for (const fact of ['GlowLab', 'June glow', 'Serum month', 'glowjune, serumday', 'Bottle on the counter']) {
      expect(brief).toContain(fact);
    }
    expect(brief).toContain('Shelf by the door');
  });

  it("writes the photos' notes when the form has no details, and the campaign's keywords as hashtags", () => {
    const input = request({
      language: 'English',
      additionalDetails: '',
      photoNotes: ['the glass bottle with a gold cap'],
      keywords: ['skincare'],
      campaignKeywords: ['glowjune'],
      count: 5,
    });
    const posts = generateBuiltin(input, 5, 11);
    expect(posts.some((post) => post.content.includes('the glass bottle with a gold cap'))).toBe(true);
    expect(posts.every((post) => post.keywords.join() === 'skincare,glowjune')).toBe(true);
    expect(posts.every((post) => post.content.includes('#glowjune'))).toBe(true);
    const typed = generateBuiltin({ ...input, additionalDetails: 'Suitable for sensitive skin' }, 5, 11);
    expect(typed.some((post) => post.content.includes('gold cap'))).toBe(false);
  });

  it.each([
    ['a restaurant', 'Restoran Wah Kee', 'Chinese restaurant', 'Claypot chicken rice', 'Salted Fish Claypot Rice'],
    ['a shop', 'Kedai Buku Pena', 'kedai buku', 'Notebook', 'Dot Grid Notebook A5'],
    ['a service', 'Kilat Car Wash', 'Car wash and detailing', 'Car wash', 'Interior Deep Clean'],
    ['a hair salon', 'Studio Rambut Aina', 'Hair salon', 'Haircut and colour', 'Balayage colour'],
  ])('names %s in most posts of the social platforms', (_, businessName, industry, productType, productName) => {
    let named = 0;
    let all = 0;
    for (const language of LANGUAGES) {
      for (const platform of NAMING_PLATFORMS) {
        for (let seed = 0; seed < 5; seed++) {
          const input = request({ businessName, industry, productType, productName, language, platform, count: 3 });
          for (const post of generateBuiltin(input, 3, seed)) {
            all += 1;
            if (post.content.toLowerCase().includes(businessName.toLowerCase())) named += 1;
          }
        }
      }
    }
    expect(named / all).toBeGreaterThan(0.9);
  });

  it('names the business in its own Facebook posts in every language, and its kind when it has no name', () => {
    const codes = { English: 'en', Malay: 'ms', Mandarin: 'zh' } as const;
    for (const language of LANGUAGES) {
      const named = request({
        businessName: 'Kedai Buku Pena',
        industry: 'kedai buku',
        language,
        platform: 'Facebook',
        voice: 'business',
      });
      const posts = [0, 1, 2, 3].flatMap((seed) => generateBuiltin(named, 3, seed));
      const naming = posts.filter((post) => post.content.includes('Kedai Buku Pena'));
      expect(naming.length / posts.length, language).toBeGreaterThan(0.8);
      // without a name the post speaks of "this shop", and never prints an empty name
      const place = POSTS[codes[language]].core.families.retail?.place ?? '';
      const unnamed = [0, 1, 2, 3].flatMap((seed) => generateBuiltin({ ...named, businessName: '' }, 3, seed));
      for (const post of unnamed) expect(post.content, post.content).not.toMatch(/\{|\}|undefined|— *$| {2}/mu);
      expect(
        unnamed.some((post) => post.content.toLowerCase().includes(place.toLowerCase())),
        language,
      ).toBe(true);
    }
  });
});
