/** The built-in generator: each language, platform and tone; deterministic for a seed; never a broken post. */
import { LANGUAGES, PLATFORMS, TONES } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { createGenerator, type GeneratedPost, type GeneratorInput } from './index';
import { request } from './test-request';

const CJK = /[\u4e00-\u9fff]/;
const EMPTY: Partial<GeneratorInput> = {
  productType: '',
  productName: '',
  targetAudience: '',
  benefits: '',
  promotion: '',
  location: '',
  additionalDetails: '',
  keywords: [],
};

function text(post: GeneratedPost): string {
  return `${post.title}\n${post.content}`;
}

function hashtagLine(post: GeneratedPost): string {
  const paragraphs = post.content.split('\n\n');
  const last = paragraphs[paragraphs.length - 1] ?? '';
  return last.startsWith('#') ? last : '';
}

function bodyParagraphs(post: GeneratedPost): string[] {
  return post.content.split('\n\n').filter((p) => !p.startsWith('#'));
}

describe('built-in generator', () => {
  it('returns `count` posts with title, content and keywords', async () => {
    const generator = createGenerator({ seed: 1 });
    for (const count of [1, 3, 10]) {
      const posts = await generator.generate(request({ count }));
      expect(posts).toHaveLength(count);
      for (const post of posts) {
        expect(post.title.trim()).not.toBe('');
        expect(post.content.trim()).not.toBe('');
        expect(post.error).toBeUndefined();
        expect(post.keywords).toEqual(['skincare', 'vitamin C', 'glow up']);
      }
    }
  });

  it('writes Mandarin in Chinese characters, English and Malay in their own words', async () => {
    const generator = createGenerator({ seed: 42 });
    const [zh] = await generator.generate(request({ language: 'Mandarin', count: 1 }));
    const [en] = await generator.generate(request({ language: 'English', count: 1 }));
    const [ms] = await generator.generate(request({ language: 'Malay', count: 1 }));
    if (!zh || !en || !ms) throw new Error('missing post');

    expect(text(zh)).toMatch(CJK);
    expect((text(zh).match(/[\u4e00-\u9fff]/g) ?? []).length).toBeGreaterThan(30);
    expect(text(en)).not.toMatch(CJK);
    expect(text(ms)).not.toMatch(CJK);
    expect(text(en)).toMatch(/\b(the|you|and|it|this|for)\b/i);
    expect(text(ms)).toMatch(/\b(yang|untuk|anda|saya|ini|dan|dengan)\b/i);
    expect(text(en)).not.toMatch(/\b(yang|anda|saya|untuk)\b/i);

    expect(en.content).not.toBe(zh.content);
    expect(ms.content).not.toBe(zh.content);
    expect(ms.content).not.toBe(en.content);
  });

  it('makes every post of a batch different (title, opening line and content)', async () => {
    const generator = createGenerator({ seed: 7 });
    for (const language of LANGUAGES) {
      for (const platform of PLATFORMS) {
        const posts = await generator.generate(request({ language, platform, count: 10 }));
        expect(new Set(posts.map((p) => p.title)).size).toBe(10);
        expect(new Set(posts.map((p) => p.content)).size).toBe(10);
        expect(new Set(posts.map((p) => p.content.split('\n')[platform === 'Google Review' ? 1 : 0])).size).toBe(10);
      }
    }
  });

  it('varies the structure within a batch', async () => {
    const posts = await createGenerator({ seed: 3 }).generate(request({ count: 6 }));
    const shapes = posts.map((p) =>
      bodyParagraphs(p)
        .map((para) => para.split('\n').length)
        .join('-'),
    );
    expect(new Set(shapes).size).toBeGreaterThan(1);
  });

  it('is deterministic for a seed and differs between seeds', async () => {
    const input = request({ count: 5 });
    const a = await createGenerator({ seed: 123 }).generate(input);
    const b = await createGenerator({ seed: 123 }).generate(input);
    const c = await createGenerator({ seed: 124 }).generate(input);
    expect(b).toEqual(a);
    expect(c).not.toEqual(a);
    // The same generator gives the same answer on a second call.
    const generator = createGenerator({ seed: 99 });
    expect(await generator.generate(input)).toEqual(await generator.generate(input));
  });

  it('uses a random seed when none is given', async () => {
    const generator = createGenerator({});
    const input = request({ count: 10 });
    const first = await generator.generate(input);
    const second = await generator.generate(input);
    expect(second.map(text)).not.toEqual(first.map(text));
  });

  it('never prints undefined, null, empty hashtags or dangling punctuation when fields are empty', async () => {
    const generator = createGenerator({ seed: 5 });
    for (const language of LANGUAGES) {
      for (const platform of PLATFORMS) {
        for (const tone of TONES) {
          const posts = await generator.generate(request({ ...EMPTY, language, platform, tone, count: 3 }));
          expect(posts).toHaveLength(3);
          for (const post of posts) {
            const all = text(post);
            expect(all).not.toMatch(/\bundefined\b|\bnull\b|\bNaN\b|\[object/i);
            expect(all).not.toMatch(/#(\s|$)/);
            expect(all).not.toMatch(/[:：]\s*[.。,，!！]/);
            expect(all).not.toMatch(/[,，]\s*[.。!！]/);
            expect(all).not.toMatch(/\s[,.]/);
            expect(all).not.toMatch(/ {2}/);
            expect(all).not.toMatch(/\n{3}/);
            const paragraphs = bodyParagraphs(post);
            expect(paragraphs.length).toBeGreaterThanOrEqual(2);
            expect(paragraphs.length).toBeLessThanOrEqual(4);
            expect(post.keywords).toEqual([]);
          }
        }
      }
    }
  });

  it('weaves in product name, promotion, location, audience, details and benefits when given', async () => {
    const generator = createGenerator({ seed: 11 });
    for (const language of LANGUAGES) {
      for (const platform of PLATFORMS) {
        const posts = await generator.generate(request({ language, platform, count: 4 }));
        for (const post of posts) {
          const all = text(post);
          for (const value of ['GlowLab Serum', 'Buy 1 Free 1 until 30 June', 'Mid Valley Megamall']) {
            expect(all).toContain(value);
          }
          // Audience, details and benefits may be capitalised at the start of a sentence or list item.
          for (const value of [
            'busy office workers',
            'suitable for sensitive skin',
            'brightens dull skin',
            'no sticky feel',
          ]) {
            expect(all.toLowerCase()).toContain(value);
          }
          expect(all).not.toMatch(/\bundefined\b|\bnull\b/i);
        }
      }
    }
  });

  it('works with Chinese fields and only some of them filled in', async () => {
    const [post] = await createGenerator({ seed: 2 }).generate(
      request({
        ...EMPTY,
        language: 'Mandarin',
        productType: '咖啡店',
        location: '  吉隆坡武吉免登 ，',
        benefits: '手冲好喝\n环境安静；适合办公',
        count: 1,
      }),
    );
    if (!post) throw new Error('missing post');
    expect(post.content).toContain('这家咖啡店');
    expect(post.content).toContain('吉隆坡武吉免登');
    expect(post.content).not.toContain('吉隆坡武吉免登 ，');
    for (const benefit of ['手冲好喝', '环境安静', '适合办公']) expect(post.content).toContain(benefit);
    expect(post.keywords).toEqual(['咖啡店']);
    expect(hashtagLine(post)).toContain('#咖啡店');
  });

  it("spaces Latin words inside Chinese text without altering the user's own values", async () => {
    const generator = createGenerator({ seed: 6 });
    const [mixed] = await generator.generate(request({ count: 1 }));
    expect(text(mixed!)).toMatch(/[\u4e00-\u9fff] GlowLab Serum|GlowLab Serum [\u4e00-\u9fff]/);
    const [chinese] = await generator.generate(
      request({ productName: '光感维C精华', productType: '精华液', count: 1 }),
    );
    expect(text(chinese!)).toContain('光感维C精华');
    // no control character but the line break
    for (const post of [mixed!, chinese!]) expect([...text(post)].filter((ch) => ch < ' ' && ch !== '\n')).toEqual([]);
  });

  it('changes the wording with the tone, in every language; an unknown tone falls back to the first', async () => {
    for (const language of LANGUAGES) {
      const outputs: string[] = [];
      for (const tone of TONES) {
        const [post] = await createGenerator({ seed: 8 }).generate(request({ language, tone, count: 1 }));
        outputs.push(post ? text(post) : '');
      }
      expect(new Set(outputs).size).toBe(TONES.length);
      const [fallback] = await createGenerator({ seed: 8 }).generate(
        request({ language, tone: 'not-a-tone', count: 1 }),
      );
      expect(fallback ? text(fallback) : '').toBe(outputs[0]);
    }
  });

  it('builds hashtags from the keywords, or from type and name, adapted to the platform', async () => {
    const generator = createGenerator({ seed: 4 });
    const [redbook] = await generator.generate(request({ count: 1 }));
    expect(hashtagLine(redbook!)).toMatch(/^#skincare #VitaminC #GlowUp/);

    const [derived] = await generator.generate(request({ keywords: ['', '  '], count: 1, language: 'English' }));
    expect(derived!.keywords).toEqual(['Facial serum', 'GlowLab Serum']);
    expect(hashtagLine(derived!)).toContain('#FacialSerum');
    expect(hashtagLine(derived!)).toContain('#GlowLabSerum');

    const many = Array.from({ length: 20 }, (_, i) => `tag${i}`);
    const [tiktok] = await generator.generate(request({ platform: 'Tiktok', keywords: many, count: 1 }));
    expect(hashtagLine(tiktok!).split(' ').length).toBeLessThanOrEqual(5);

    const [review] = await generator.generate(request({ platform: 'Google Review', language: 'English', count: 1 }));
    expect(hashtagLine(review!)).toBe('');
    expect(review!.content).not.toContain('#');
    expect(review!.content.startsWith('⭐⭐⭐⭐⭐')).toBe(true);
  });

  it('stays built in unless baseUrl, apiKey and model are all set', async () => {
    let calls = 0;
    const fakeFetch = (async () => {
      calls++;
      return new Response('{}');
    }) as typeof fetch;
    const generator = createGenerator({
      baseUrl: 'http://127.0.0.1:1',
      apiKey: 'key',
      model: '',
      fetch: fakeFetch,
      seed: 1,
    });
    const posts = await generator.generate(request());
    expect(posts).toHaveLength(3);
    expect(calls).toBe(0);
  });
});
