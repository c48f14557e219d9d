/**
 * The composer of whole posts, over every mode: the platforms' limits, no placeholder, contact or claim, the
 * business's voice only on its own Page, a template each for the posts of one request, 30 Google reviews of one
 * product past the duplicate guard, the glossary's translations, and the same posts for the same seed.
 */
import { PLATFORMS, type Platform } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { generateBuiltin } from '../../src/generator/builtin';
import { contactsIn, hasClaim } from '../../src/generator/checks/patterns';
import { classify, modeOf } from '../../src/generator/industries';
import { createGenerator } from '../../src/generator/index';
import { POSTS } from '../../src/generator/posts';
import { PLATFORM_SHAPES } from '../../src/generator/platforms';
import { limitProblems } from '../../src/generator/rules';
import { clauseKeys } from '../../src/generator/review';
import { SavedPosts } from '../../src/generator/similarity';
import type { GeneratorInput } from '../../src/generator/types';
import { BLANK } from './golden';
import { request } from './request';

const LANGUAGES: GeneratorInput['language'][] = ['English', 'Mandarin', 'Malay'];
const CODE = { English: 'en', Mandarin: 'zh', Malay: 'ms' } as const;

/** One business of each mode. */
const MODES: Partial<GeneratorInput>[] = [
  {
    industry: 'Warung',
    productType: 'Nasi lemak',
    productName: 'Nasi Lemak Ayam Berempah',
    businessName: 'Warung Kak Nah',
  },
  { industry: 'Café', productType: 'Latte', productName: 'Gula Melaka Latte', businessName: 'Brew Lab' },
  { industry: 'Resort', productType: 'Sea view room', productName: '', businessName: 'Teluk Batik Resort' },
  { industry: 'Nail salon', productType: 'Gel manicure', productName: '', businessName: 'Nailed It' },
  { industry: 'Dental clinic', productType: 'Scaling', productName: '', businessName: 'Klinik Pergigian Seri' },
  { industry: 'Vet clinic', productType: 'Vaccination', productName: '', businessName: 'Happy Paws Vet' },
  { industry: 'Gym', productType: 'HIIT class', productName: 'Burn 45', businessName: 'Iron Temple' },
  { industry: 'Tuition centre', productType: 'SPM Maths', productName: '', businessName: 'Bright Minds' },
  {
    industry: 'Fashion boutique',
    productType: 'Baju kurung',
    productName: 'Kurung Riau Satin',
    businessName: 'Butik Aisyah',
  },
  { industry: 'Car wash', productType: 'Ceramic coating', productName: '', businessName: 'Kilat Auto' },
  { industry: 'Co-working space', productType: 'Hot desk', productName: 'Day Pass', businessName: 'Common Ground' },
];

const FULL: Partial<GeneratorInput> = {
  targetAudience: 'families',
  benefits: 'friendly service, easy parking, open on weekends',
  promotion: '10% off this month',
  location: '12, Jalan SS2/24, 47300 Petaling Jaya, Selangor',
  additionalDetails: 'walk-ins welcome',
  keywords: ['weekend', 'PJ'],
};
const PLACEHOLDERS: Partial<GeneratorInput> = {
  targetAudience: 'n/a',
  benefits: '-',
  promotion: 'nil',
  location: '—',
  additionalDetails: 'tiada',
};
const CONTACTS: Partial<GeneratorInput> = {
  ...FULL,
  promotion: '10% off, WhatsApp 012-345 6789',
  additionalDetails: 'Book at www.example.my or hello@example.my',
  location: 'SS2, Petaling Jaya, call 03-7877 1234',
};

function input(
  business: Partial<GeneratorInput>,
  fill: Partial<GeneratorInput>,
  language: GeneratorInput['language'],
  platform: Platform,
  voice?: 'customer' | 'business',
): GeneratorInput {
  return {
    ...BLANK,
    ...business,
    ...fill,
    language,
    platform,
    tone: '亲切自然',
    count: 3,
    ...(voice ? { voice } : {}),
  };
}

describe('the composer', () => {
  it('keeps every platform’s limits, prints no placeholder, contact or claim, in every mode and language', () => {
    for (const business of MODES) {
      for (const language of LANGUAGES) {
        for (const platform of PLATFORMS) {
          for (const [name, fill] of Object.entries({ FULL, PLACEHOLDERS, CONTACTS })) {
            for (const post of generateBuiltin(input(business, fill, language, platform), 3, 5)) {
              const where = `${business.industry} ${language} ${platform} ${name}:\n${post.title}\n${post.content}`;
              expect(limitProblems(platform, post), where).toEqual([]);
              expect(contactsIn(post.content), where).toEqual([]);
              expect(hasClaim(`${post.title}\n${post.content}`), where).toBe(false);
              expect(post.content, where).not.toMatch(
                /(^|[\s:：])(n\/a|nil|tiada)([\s.,。]|$)|: -|：-|\b(in|at|di|kat|dekat)\s+—|在\s*—|[{}]|undefined/iu,
              );
              expect(post.content, where).not.toMatch(/Jalan SS2|47300|[「」]/u);
            }
          }
        }
      }
    }
  }, 60_000);

  it("speaks as the business only in a Facebook post for its own Page, titled in no customer's voice", () => {
    const WE = { en: /\b(we|we're|our|us)\b/iu, ms: /\bkami\b/iu, zh: /我们(?!下[篇次回期]?见|一起)/u };
    for (const business of MODES) {
      for (const language of LANGUAGES) {
        const we = WE[CODE[language]];
        for (const platform of PLATFORMS) {
          for (const post of generateBuiltin(input(business, FULL, language, platform), 3, 2)) {
            expect(post.content, `${business.industry} ${language} ${platform}: ${post.content}`).not.toMatch(we);
          }
        }
        const own = generateBuiltin(input(business, FULL, language, 'Facebook', 'business'), 5, 2);
        const me = { English: /(?<![\w-])(I|my|me)(?![\w-])/u, Malay: /\b(aku|saya)\b/iu, Mandarin: /我(?!们)/u }[
          language
        ];
        for (const post of own) expect(post.title, `${business.industry} ${language} page title`).not.toMatch(me);
        const speaks = own.filter((post) => we.test(post.content)).length;
        expect(
          speaks,
          `${business.industry} ${language} page: ${own.map((p) => p.content).join('\n---\n')}`,
        ).toBeGreaterThan(2);
      }
    }
  });

  it('writes the posts of one request from different templates', () => {
    for (const business of MODES) {
      const mode = modeOf(classify(business.industry ?? '', business.productType ?? '').industry);
      for (const language of LANGUAGES) {
        for (const platform of PLATFORMS.filter((p) => p !== 'Google Review')) {
          const key = PLATFORM_SHAPES[platform].posts(true);
          if (key === 'review') continue;
          const templates = POSTS[CODE[language]].modes[mode][key].length;
          const posts = generateBuiltin(input(business, FULL, language, platform), templates, 9);
          const openings = posts.map((post) => post.content.split('\n')[0]);
          expect(new Set(openings).size, `${business.industry} ${language} ${platform}: ${openings.join(' | ')}`).toBe(
            templates,
          );
        }
      }
    }
  });

  it('lets a campaign save 30 Google reviews of one product past the duplicate guard', async () => {
    for (const language of LANGUAGES) {
      const saved: string[] = [];
      const generator = createGenerator({ seed: 17 });
      const request = input(MODES[0] ?? {}, FULL, language, 'Google Review');
      for (let k = 0; k < 30; k++) {
        const [post] = await generator.generate({ ...request, count: 1, savedTexts: [...saved] });
        expect(post?.refusal, `${language} review ${k + 1}`).toBeUndefined();
        const content = post?.content ?? '';
        expect(new SavedPosts(saved).tooClose(content), `${language} review ${k + 1}: ${content}`).toBe(false);
        saved.push(content);
      }
    }
  });

  it('lets a campaign of any trade save 30 Malay Google reviews of one product with little in its brief', async () => {
    for (const business of MODES) {
      const saved: string[] = [];
      const generator = createGenerator({ seed: 17 });
      const request = input(business, { location: 'Ipoh' }, 'Malay', 'Google Review');
      for (let k = 0; k < 30; k++) {
        const [post] = await generator.generate({ ...request, count: 1, savedTexts: [...saved] });
        expect(post?.refusal, `${business.industry} review ${k + 1}`).toBeUndefined();
        saved.push(post?.content ?? '');
      }
    }
  });

  it('translates a field the glossary knows, keeps an unknown name as a name, and leaves out what it cannot say', () => {
    const chinese = { ...BLANK, industry: 'Kopitiam', productType: '咖椰吐司', targetAudience: '上班族', count: 3 };
    const english = generateBuiltin({ ...chinese, language: 'English', platform: 'Instagram', tone: '亲切自然' }, 3, 1);
    const malay = generateBuiltin({ ...chinese, language: 'Malay', platform: 'Instagram', tone: '亲切自然' }, 3, 1);
    for (const post of english) expect(post.content.toLowerCase()).toContain('kaya toast');
    for (const post of malay) expect(post.content.toLowerCase()).toContain('roti bakar kaya');
    for (const post of [...english, ...malay]) {
      expect(post.content).not.toMatch(/\p{Script=Han}/u);
      expect(post.leftOut).toEqual(['targetAudience']);
    }
    const nails = { ...BLANK, industry: 'Beauty', productType: '美甲', count: 2, tone: '亲切自然' };
    for (const post of generateBuiltin({ ...nails, language: 'English', platform: 'Redbook' }, 2, 1))
      expect(post.content.toLowerCase()).toContain('manicure');
    for (const post of generateBuiltin({ ...nails, language: 'Malay', platform: 'Redbook' }, 2, 1))
      expect(post.content.toLowerCase()).toContain('manikur');
    const named = generateBuiltin(
      {
        ...BLANK,
        industry: 'Bakery',
        productName: '流心奶黄月饼',
        language: 'English',
        platform: 'Facebook',
        tone: '亲切自然',
      },
      3,
      1,
    );
    // the name as it is, without quotation marks (as Malaysians write a Chinese name in an English post)
    for (const post of named) expect(post.content).toMatch(/(^|[^“])流心奶黄月饼($|[^”])/u);
  });

  it('writes a mood line of the tone, never in words the trade avoids', () => {
    const yoga = { ...BLANK, industry: 'Yoga studio', productType: 'Beginner yoga', count: 5 };
    for (const language of LANGUAGES) {
      for (const tone of ['热情激昂', '活泼俏皮', 'neutral']) {
        for (const platform of PLATFORMS) {
          for (const post of generateBuiltin({ ...yoga, language, platform, tone }, 5, 3)) {
            expect(post.content, post.content).not.toMatch(/\b(sweat\w*|hiit|reps|berpeluh)\b|爆汗|燃脂/iu);
          }
        }
      }
    }
  });

  it('carries few hashtags (Instagram and Redbook 5 at most, TikTok 4, Facebook 2): the keywords first, then names', () => {
    const most: Record<Platform, number> = { Redbook: 5, Instagram: 5, Tiktok: 4, Facebook: 2, 'Google Review': 0 };
    for (const business of MODES) {
      for (const language of LANGUAGES) {
        for (const platform of PLATFORMS) {
          for (const seed of [1, 2]) {
            for (const post of generateBuiltin({ ...input(business, FULL, language, platform), count: 5 }, 5, seed)) {
              const tags = post.content.match(/#[\p{L}\p{N}\p{M}_]+/gu) ?? [];
              const where = `${business.industry} ${language} ${platform}: ${tags.join(' ')}`;
              expect(tags.length, where).toBeLessThanOrEqual(most[platform]);
              if (platform !== 'Google Review') expect(tags[0], where).toBe('#weekend');
            }
          }
        }
      }
    }
    // without keywords, the product's and the business's names come before the family's tags
    const [post] = generateBuiltin(input(MODES[0] ?? {}, {}, 'English', 'Instagram'), 1, 1);
    expect(post?.content.match(/#\S+/gu)?.slice(0, 3)).toEqual([
      '#NasiLemak',
      '#NasiLemakAyamBerempah',
      '#WarungKakNah',
    ]);
  });

  it('writes whole titles: a shorter one rather than one cut with "…"', () => {
    const lashes = {
      industry: '美睫店',
      productType: '嫁接睫毛',
      productName: '自然款睫毛嫁接',
      businessName: 'Lashes by Mei',
    };
    for (const business of [...MODES, lashes]) {
      for (const language of LANGUAGES) {
        for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20]) {
          for (const post of generateBuiltin(input(business, FULL, language, 'Redbook'), 3, seed)) {
            expect(post.title, `${business.industry} ${language} seed ${seed}`).not.toMatch(/…$/u);
          }
        }
      }
    }
  });

  it('leads a Redbook note with an emoji, and not each paragraph of a longer one', () => {
    const leads = /^(\p{Extended_Pictographic}|\p{Regional_Indicator})/u;
    for (const business of MODES) {
      for (const language of LANGUAGES) {
        for (const post of generateBuiltin(input(business, FULL, language, 'Redbook'), 3, 4)) {
          const paragraphs = post.content.split('\n\n').filter((paragraph) => !paragraph.startsWith('#'));
          expect(paragraphs[0], `${business.industry} ${language}`).toMatch(leads);
          if (paragraphs.length > 2)
            expect(
              paragraphs.filter((paragraph) => leads.test(paragraph)).length,
              `${business.industry} ${language}: ${post.content}`,
            ).toBeLessThan(paragraphs.length);
        }
      }
    }
  });

  it('takes two sentences that open alike for one thing said twice ("Glad I went for X" and "Glad I went")', () => {
    const keys = clauseKeys('Glad I went for the laksa this time. Glad I went, and I would go again.', 'en');
    expect(keys.length - new Set(keys).size).toBe(1);
    const other = clauseKeys('Had the laksa at Kedai Ah Hock. The broth was rich and the noodles springy.', 'en');
    expect(other.length - new Set(other).size).toBe(0);
  });

  it("asks readers about the kind of thing, never where else to get the shop's own product ('你们还吃过哪家的点心')", () => {
    const own = { industry: 'Dim sum restaurant', productType: '点心', productName: '招牌虾饺套餐' };
    const questions: string[] = [];
    for (const platform of PLATFORMS) {
      for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
        for (const post of generateBuiltin(request({ ...own, platform, language: 'Mandarin', count: 3 }), 3, seed)) {
          questions.push(...post.content.split(/(?<=[。！？?\n])/u).filter((part) => /(哪里|哪家|谁)/u.test(part)));
        }
      }
    }
    expect(questions.length).toBeGreaterThan(5);
    expect(questions.filter((question) => question.includes('招牌虾饺套餐'))).toEqual([]);
  });

  it('says nothing twice in a Google review ("附近的朋友可以参考" once)', () => {
    for (const business of MODES) {
      for (const language of LANGUAGES) {
        for (const seed of [1, 2, 3, 4, 5]) {
          for (const post of generateBuiltin(input(business, FULL, language, 'Google Review'), 3, seed)) {
            const said = clauseKeys(post.content, language === 'Mandarin' ? 'zh' : 'en');
            expect(said.length - new Set(said).size, post.content).toBe(0);
          }
        }
      }
    }
  });

  it('says once in a Google review that they would come back, not in a middle and again in its verdict', () => {
    const BACK = {
      English: /\b(?:be back|go back|come back|again|next time|next round)\b/iu,
      Malay: /\b(?:datang lagi|singgah lagi|datang balik|lain kali|lagi nanti|lagi lepas ini|dah tahu nak)\b/iu,
      Mandarin: /下次|再去|再点|改天|还会/u,
    };
    const twice: string[] = [];
    for (const business of MODES) {
      for (const language of LANGUAGES) {
        for (const seed of [1, 2, 3]) {
          for (const post of generateBuiltin(input(business, FULL, language, 'Google Review'), 3, seed)) {
            const sentences = post.content.split(/(?<=[.!?。！？])\s*/u);
            if (sentences.filter((sentence) => BACK[language].test(sentence)).length > 1) twice.push(post.content);
          }
        }
      }
    }
    expect(twice.join('\n')).toBe('');
  });

  it('writes the same posts for the same seed, and others for another', () => {
    for (const platform of PLATFORMS) {
      const request = input(MODES[1] ?? {}, FULL, 'Malay', platform);
      expect(generateBuiltin(request, 5, 42)).toEqual(generateBuiltin(request, 5, 42));
      expect(generateBuiltin(request, 5, 43)).not.toEqual(generateBuiltin(request, 5, 42));
    }
  });
});

describe('fields as the owner types them', () => {
  it('writes a product name typed as a phrase mid-sentence in lower case, and an audience without its "for"', () => {
    const typed = {
      ...BLANK,
      industry: 'Pet grooming',
      productType: 'Dog grooming',
      productName: 'Full groom for small dogs',
      businessName: 'Furry Friends',
      tone: '亲切自然',
      count: 5,
    };
    for (const platform of ['Facebook', 'Instagram', 'Google Review'] as const) {
      for (const post of generateBuiltin(
        { ...typed, language: 'English', platform, targetAudience: 'For dog owners' },
        5,
        2,
      )) {
        // the phrase may open a sentence; mid-sentence it is "full groom"
        expect(post.content, post.content).not.toMatch(/[\p{Ll},] Full groom/u);
        expect(post.content.toLowerCase(), post.content).not.toMatch(/\bfor for\b/u);
      }
      const malay = {
        ...typed,
        language: 'Malay' as const,
        platform,
        productName: 'Grooming penuh',
        targetAudience: 'untuk pemilik kucing',
      };
      for (const post of generateBuiltin(malay, 5, 2)) {
        expect(post.content.toLowerCase(), post.content).not.toMatch(/\buntuk untuk\b/u);
      }
    }
  });

  it('writes an English product name with "the", and a typed list with its own "and" in commas', () => {
    const input = {
      ...BLANK,
      industry: 'Beauty centre',
      productType: 'Facial',
      productName: 'Hydrating Facial',
      benefits: 'calming, mask and massage',
      language: 'English' as const,
      tone: '亲切自然',
      count: 5,
    };
    for (const platform of ['Redbook', 'Instagram', 'Tiktok', 'Facebook', 'Google Review'] as const) {
      for (const post of generateBuiltin({ ...input, platform }, 5, 4)) {
        expect(post.content, post.content).not.toMatch(/(?<!the )Hydrating Facial/iu);
        expect(post.content, post.content).not.toMatch(/calming and mask and massage/u);
      }
    }
  });
});
