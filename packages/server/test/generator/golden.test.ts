/**
 * The golden set (golden.ts): the built-in generator's posts for 30 real kinds of request, checked by rules with five
 * seeds each: the platform's limits, the language's purity, the industry's words, nothing the request did not give.
 */
import { describe, expect, it } from 'vitest';
import { generateBuiltin } from '../../src/generator/builtin';
import { GOLDEN } from './golden';
import { resolvePlatform } from '../../src/generator/platforms';
import { limitProblems } from '../../src/generator/rules';
import {
  codeOf,
  INDUSTRY_WORDS,
  inventedClaims,
  languageProblemsOf,
  mixedScriptTags,
  RETAIL_WORDS,
} from './post-checks';
import { areaOf, isForeign } from '../../src/generator/text';

const SEEDS = [1, 2, 3, 4, 5];
const EMOJI = /\p{Extended_Pictographic}/u;

const cases = GOLDEN.flatMap((golden) =>
  SEEDS.map((seed) => ({ ...golden, seed, posts: generateBuiltin(golden.input, golden.input.count, seed) })),
);

describe('the golden set', () => {
  it('has 30 requests across every platform, language, industry and several tones', () => {
    expect(GOLDEN).toHaveLength(30);
    for (const values of [
      GOLDEN.map((g) => g.input.platform),
      GOLDEN.map((g) => g.input.language),
      GOLDEN.map((g) => g.industry),
    ]) {
      expect(new Set(values).size).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(GOLDEN.map((g) => g.input.platform)).size).toBe(5);
    expect(new Set(GOLDEN.map((g) => g.industry)).size).toBe(5);
    expect(new Set(GOLDEN.map((g) => g.input.tone)).size).toBeGreaterThanOrEqual(10);
  });

  it('names the area, where given, in the posts of Redbook, Instagram and Facebook whose template has a line for it', () => {
    for (const golden of GOLDEN.filter(
      (g) => g.input.location && ['Redbook', 'Instagram', 'Facebook'].includes(g.input.platform),
    )) {
      const posts = cases.filter((c) => c.name === golden.name).flatMap((c) => c.posts);
      const named = posts.filter((post) => post.content.includes(areaOf(golden.input.location)));
      expect(named.length, golden.name).toBeGreaterThan(0);
    }
  });

  it.each(GOLDEN.map((g) => [g.name, g] as const))('%s: every post keeps every rule', (_, golden) => {
    const { input } = golden;
    const platform = resolvePlatform(input.platform);
    const code = codeOf(input.language);
    for (const { posts, seed } of cases.filter((c) => c.name === golden.name)) {
      expect(posts).toHaveLength(input.count);
      for (const post of posts) {
        const where = `seed ${seed}: ${post.title}\n${post.content}`;
        expect(limitProblems(platform, post), where).toEqual([]);
        expect(languageProblemsOf(post, input), where).toEqual([]);
        expect(inventedClaims(post, input), where).toEqual([]);
        expect(mixedScriptTags(post.content), where).toEqual([]);
        if (golden.industry === 'food') expect(post.content, where).not.toMatch(RETAIL_WORDS[code]);
        // every post says what it is about: it names the product (or its type), or speaks in its industry's words
        if (golden.industry !== 'beauty' && golden.industry !== 'general') {
          const subject = (input.productName || input.productType).toLowerCase();
          const named = subject !== '' && post.content.toLowerCase().includes(subject);
          if (!named) expect(post.content, where).toMatch(INDUSTRY_WORDS[golden.industry][code]);
        }
        // a descriptive field in another script is left out, and the post says so
        for (const [label, value] of [
          ['Target Audience', input.targetAudience],
          ['Additional Details', input.additionalDetails],
        ] as const) {
          if (value && isForeign(value, code)) {
            expect(post.content, where).not.toContain(value);
            expect(post.notes?.join(' '), where).toContain(label);
          }
        }
        // the location's area, where given, is in every review (it may be left out of a social post's template)
        if (input.location && platform === 'Google Review')
          expect(post.content, where).toContain(areaOf(input.location));
        if (platform === 'Google Review') {
          expect(post.content, where).not.toMatch(EMOJI);
          const subject = input.productName || input.productType;
          if (subject) expect(post.content.toLowerCase(), where).toContain(subject.toLowerCase());
        }
        // a Redbook note opens with an emoji; one leading each of three paragraphs or more reads as a template
        if (platform === 'Redbook') {
          const paragraphs = post.content.split('\n\n').filter((p) => !p.startsWith('#'));
          expect(paragraphs[0], where).toMatch(/^\p{Extended_Pictographic}/u);
          if (paragraphs.length > 2)
            expect(paragraphs.filter((p) => /^\p{Extended_Pictographic}/u.test(p)).length, where).toBeLessThan(
              paragraphs.length,
            );
        }
      }
    }
  });
});
