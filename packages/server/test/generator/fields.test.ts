/**
 * What the built-in writer makes of the fields as owners type them: placeholders are not given, contact details never
 * reach a customer's post, the location is its area, names stand without 「」, no post opens with a lead-in, and a
 * Facebook post speaks as a customer unless it is for the business's own page.
 */
import { PLATFORMS } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { generateBuiltin } from '../../src/generator/builtin';
import { contactsIn, hasClaim } from '../../src/generator/checks/patterns';
import { areaOf, cleanField, toHashtags, withoutContacts } from '../../src/generator/text';
import type { GeneratorInput } from '../../src/generator/types';
import { request } from './request';

const LANGUAGES: GeneratorInput['language'][] = ['English', 'Mandarin', 'Malay'];

function everyPost(input: Partial<GeneratorInput>, check: (content: string, where: string) => void): void {
  for (const language of LANGUAGES) {
    for (const platform of PLATFORMS) {
      for (const seed of [1, 2, 3]) {
        for (const post of generateBuiltin(request({ ...input, language, platform }), 3, seed)) {
          check(post.content, `${language} ${platform} seed ${seed}:\n${post.content}`);
        }
      }
    }
  }
}

describe('the fields as owners type them', () => {
  it('reads "-", "n/a", "nil", "tiada", "无" and the like as not given', () => {
    for (const value of ['-', '—', 'n/a', 'N/A', 'nil', 'None', 'tiada', '无', '没有', 'null', 'TBC', '...']) {
      expect(cleanField(value), value).toBe('');
    }
    expect(cleanField('Nasi lemak')).toBe('Nasi lemak');
    const placeholders = {
      targetAudience: 'n/a',
      benefits: '-',
      promotion: 'nil',
      additionalDetails: 'tiada',
      location: '无',
    };
    everyPost(placeholders, (content, where) => {
      expect(content, where).not.toMatch(/(^|[\s:：])(n\/a|nil|tiada|无)([\s.,。]|$)|: -|：-/iu);
    });
  });

  it('keeps Malay benefits the language identifier takes for English ("sambal belacan, ulam segar")', () => {
    const input = request({
      language: 'Malay',
      platform: 'Google Review',
      industry: 'Warung',
      productType: 'Nasi campur',
      benefits: 'sambal belacan, ulam segar',
    });
    const posts = [1, 2, 3].flatMap((seed) => generateBuiltin(input, 3, seed));
    for (const post of posts) expect(post.leftOut, post.content).not.toContain('benefits');
  });

  it('tells short English benefits by their words: kept in an English post, left out of a Malay one', () => {
    // the identifier reads "firm hands, warm herbal soak" as Indonesian, and "towel provided" is too short for it
    for (const benefits of ['firm hands, warm herbal soak', 'towel provided']) {
      const input = request({
        ...{ industry: 'Reflexology', productType: 'Foot reflexology', productName: '', benefits },
        ...{ targetAudience: '', promotion: '', additionalDetails: '', platform: 'Facebook' },
      });
      const english = [1, 2].flatMap((seed) => generateBuiltin({ ...input, language: 'English' }, 3, seed));
      for (const post of english) expect(post.leftOut ?? [], post.content).not.toContain('benefits');
      const malay = [1, 2].flatMap((seed) => generateBuiltin({ ...input, language: 'Malay' }, 3, seed));
      for (const post of malay) {
        expect(post.leftOut, post.content).toContain('benefits');
        expect(post.content, post.content).not.toMatch(/hands|herbal|towel/iu);
      }
    }
  });

  it('writes a short phrase of a thing and its quality in the post language, as that language puts it', () => {
    const base = { targetAudience: '', promotion: '', additionalDetails: '', productName: '', platform: 'Facebook' };
    const cases = [
      {
        industry: 'Reflexology',
        productType: 'Foot reflexology',
        benefits: 'quiet room',
        language: 'Malay',
        says: 'bilik tenang',
      },
      {
        industry: 'Nasi kandar',
        productType: 'Nasi kandar',
        benefits: 'ayam goreng rangup',
        language: 'English',
        says: 'crispy fried chicken',
      },
      { industry: '面档', productType: '云吞面', benefits: '面弹牙', language: 'Malay', says: 'mee kenyal' },
      {
        industry: 'Tuisyen',
        productType: 'Kelas Matematik',
        benefits: 'latihan banyak',
        language: 'Mandarin',
        says: '练习很多',
      },
      {
        industry: 'Bubble tea',
        productType: 'Bubble tea',
        benefits: 'chewy pearls',
        language: 'Mandarin',
        says: '珍珠Q弹',
      },
      { industry: 'Gerai Thai', productType: 'Tomyam', benefits: 'pedas masam', language: 'Mandarin', says: '酸辣' },
      { industry: 'Dobi', productType: 'Dobi layan diri', benefits: 'wangi', language: 'Mandarin', says: '很香' },
    ] as const;
    for (const { says, ...fields } of cases) {
      const posts = [1, 2].flatMap((seed) => generateBuiltin(request({ ...base, ...fields }), 3, seed));
      for (const post of posts) {
        expect(post.content.toLowerCase(), post.content).toContain(says.toLowerCase());
        expect(post.leftOut ?? [], post.content).not.toContain('benefits');
      }
    }
  });

  it('never says a complaint a service is for as what the customer liked ("back pain", "sakit belakang", "肩颈酸痛")', () => {
    const cases = [
      {
        industry: 'Pilates studio',
        productType: 'Reformer class',
        benefits: 'back pain, posture',
        says: /back pain/iu,
      },
      { industry: 'Urut', productType: 'Urut badan', benefits: 'sakit belakang, lenguh badan', says: /sakit|lenguh/iu },
      { industry: '中医诊所', productType: '针灸', benefits: '肩颈酸痛, 失眠', says: /酸痛|失眠/u },
    ];
    for (const { says, ...fields } of cases) {
      everyPost({ ...fields, targetAudience: '', promotion: '', additionalDetails: '' }, (content, where) => {
        expect(content, where).not.toMatch(says);
      });
    }
    // relief is something good: kept
    const relief = generateBuiltin(
      request({
        language: 'English',
        industry: 'Bicycle shop',
        productType: 'Bike fitting',
        benefits: 'no more knee pain',
      }),
      3,
      1,
    );
    expect(relief.some((post) => /no more knee pain/iu.test(post.content))).toBe(true);
  });

  it('drops the untranslated rest of benefits typed in another language, not half-translates them', () => {
    const input = request({
      language: 'English',
      platform: 'Instagram',
      industry: 'Tyre shop',
      productType: 'Tyre change',
      benefits: 'cepat dan mesra, harga telus',
    });
    const posts = [1, 2, 3].flatMap((seed) => generateBuiltin(input, 3, seed));
    for (const post of posts) {
      expect(post.content, post.content).not.toMatch(/cepat|mesra/iu);
      expect(post.leftOut, post.content).toContain('benefits');
    }
    expect(posts.some((post) => /transparent pricing/iu.test(post.content))).toBe(true);
  });

  it('tags a product type in the script of the post, translated, or not at all; a product name stays a tag', () => {
    const tagsOf = (productType: string) =>
      [1, 2].flatMap((seed) =>
        generateBuiltin(
          request({
            language: 'Mandarin',
            platform: 'Instagram',
            productType,
            productName: 'Ocean Blue',
            keywords: [],
          }),
          3,
          seed,
        ).map((post) => post.content.match(/#\S+/gu) ?? []),
      );
    for (const tags of tagsOf('Spectacles')) {
      expect(tags).not.toContain('#Spectacles');
      expect(tags).toContain('#OceanBlue');
    }
    for (const tags of tagsOf('Tyre change')) expect(tags).toContain('#换轮胎');
  });

  it('names a product type in English with "the", as a person does ("had the haircut", not "had haircut")', () => {
    for (const platform of PLATFORMS) {
      const input = request({
        language: 'English',
        platform,
        industry: 'Barber',
        productType: 'Haircut',
        productName: '',
      });
      for (const post of [1, 2].flatMap((seed) => generateBuiltin(input, 3, seed))) {
        const body = post.content.replace(/#\S+/gu, '');
        const bare = [...body.matchAll(/(\S+)\s+haircut\b/giu)].filter((m) => !/^(the|a)$/iu.test(m[1] ?? ''));
        expect(
          bare.map((m) => m[0]),
          post.content,
        ).toEqual([]);
      }
    }
  });

  it('writes a translated term with its proper nouns capitalised ("urut Thai", "Muay Thai")', () => {
    for (const [productType, language, written] of [
      ['Thai massage', 'Malay', 'urut Thai'],
      ['泰式按摩', 'Malay', 'urut Thai'],
      ['泰拳', 'English', 'Muay Thai'],
    ] as const) {
      const posts = PLATFORMS.flatMap((platform) =>
        generateBuiltin(request({ productType, productName: '', language, platform, industry: '' }), 3, 1),
      );
      const text = posts.map((post) => `${post.title}\n${post.content}`).join('\n');
      expect(text, text).toMatch(new RegExp(written, 'iu'));
      expect(text, text).not.toMatch(new RegExp(written.toLowerCase().replace('thai', 'thai\\b'), 'u'));
    }
  });

  it('capitalises each word of a hyphenated hashtag ("#90MinuteThaiMassage", not "#90minuteThaiMassage")', () => {
    expect(toHashtags('90-minute Thai massage')).toEqual(['90MinuteThaiMassage']);
    expect(toHashtags('Self-service laundry')).toEqual(['SelfServiceLaundry']);
    expect(toHashtags('Yee Sang 三文鱼捞生')).toEqual(['YeeSang', '三文鱼捞生']);
  });

  it('says "are" and "were" of a plural product in English ("the progressive lenses are what I was after")', () => {
    const optical: Partial<GeneratorInput> = {
      language: 'English',
      industry: 'Optical shop',
      productType: 'Lenses',
      keywords: [],
    };
    for (const productName of ['Progressive lenses', 'Blue light glasses']) {
      for (const platform of PLATFORMS) {
        for (let seed = 1; seed <= 20; seed++) {
          for (const post of generateBuiltin(request({ ...optical, productName, platform }), 3, seed)) {
            expect(post.content, post.content).not.toMatch(/(?:lenses|glasses) (?:is|was)\b/iu);
          }
        }
      }
    }
  });

  it('writes a typed product type in lower case mid-sentence, hyphens and all ("the self-service laundry")', () => {
    const input = request({
      language: 'English',
      industry: 'Laundromat',
      productType: 'Self-service laundry',
      productName: '',
    });
    for (const platform of PLATFORMS) {
      for (const post of generateBuiltin({ ...input, platform }, 3, 4)) {
        expect(post.content.replace(/#\S+/gu, ''), post.content).not.toMatch(/\S +Self-service laundry/u);
      }
    }
  });

  it('never prints a phone, WhatsApp, web address or e-mail in a customer post', () => {
    const contacts = {
      promotion: 'Buy 1 free 1, WhatsApp 012-345 6789',
      additionalDetails: 'Open daily. Book at www.glowlab.my or hello@glowlab.my',
      location: 'Mid Valley Megamall, call 03-2282 1234',
    };
    expect(withoutContacts('Open daily. Book at www.glowlab.my')).toBe('Open daily');
    let offers = 0;
    let posts = 0;
    everyPost(contacts, (content, where) => {
      expect(contactsIn(content), where).toEqual([]);
      if (/^English (Redbook|Instagram|Facebook)/u.test(where)) {
        posts += 1;
        if (/Buy 1 free 1/iu.test(content)) offers += 1;
      }
    });
    // the offer itself stays where the post has a line for it (a review carries none)
    expect(offers / posts).toBeGreaterThan(0.5);
  });

  it('names the area of a postal address, not the address', () => {
    expect(areaOf('12, Jalan SS2/24, 47300 Petaling Jaya, Selangor')).toBe('Petaling Jaya');
    expect(areaOf('Lot 5, Jalan Bunga Raya, Raub, Pahang')).toBe('Raub');
    expect(areaOf('Bangsar, Kuala Lumpur')).toBe('Bangsar');
    expect(areaOf('Ipoh')).toBe('Ipoh');
    everyPost({ location: '12, Jalan SS2/24, 47300 Petaling Jaya, Selangor' }, (content, where) => {
      expect(content, where).not.toContain('Jalan SS2');
      expect(content, where).not.toContain('47300');
    });
  });

  it('does not place a business named after its place there again ("Chatime Sunway Pyramid in Sunway Pyramid")', () => {
    everyPost({ businessName: 'Chatime Sunway Pyramid', location: 'Sunway Pyramid' }, (content, where) => {
      expect(content.split('Sunway Pyramid').length - 1, where).toBeLessThanOrEqual(
        content.split('Chatime Sunway Pyramid').length - 1,
      );
    });
  });

  it('writes a known Malaysian place in the script of the post ("吉隆坡蕉赖" is Cheras in Malay, "Pudu" is 半山芭)', () => {
    for (const language of ['English', 'Malay'] as const) {
      for (const platform of PLATFORMS) {
        const [post] = generateBuiltin(request({ location: '吉隆坡蕉赖', language, platform }), 1, 2);
        const text = `${post?.content ?? ''} ${post?.title ?? ''}`;
        expect(text, `${language} ${platform}`).not.toMatch(/\p{Script=Han}/u);
      }
    }
    const posts = PLATFORMS.flatMap((platform) =>
      generateBuiltin(request({ location: 'Pudu, Kuala Lumpur', language: 'Mandarin', platform }), 3, 5),
    );
    expect(posts.some((post) => post.content.includes('吉隆坡半山芭'))).toBe(true);
    expect(posts.every((post) => !post.content.includes('Pudu'))).toBe(true);
    // a state before a town is not written (雪兰莪加影), but a city that is also a state is (马六甲)
    const town = PLATFORMS.flatMap((platform) =>
      generateBuiltin(request({ location: 'Kajang, Selangor', language: 'Mandarin', platform }), 3, 5),
    );
    expect(town.some((post) => post.content.includes('加影'))).toBe(true);
    expect(town.filter((post) => post.content.includes('雪兰莪'))).toEqual([]);
    // areas owners type often ('Air Itam, Penang', 'Kampung Baru, Kuala Lumpur')
    for (const [location, chinese] of [
      ['Air Itam, Penang', '槟城亚依淡'],
      ['Kampung Baru, Kuala Lumpur', '吉隆坡甘榜巴鲁'],
    ] as const) {
      const written = PLATFORMS.flatMap((platform) =>
        generateBuiltin(request({ location, language: 'Mandarin', platform }), 3, 5),
      );
      expect(
        written.some((post) => post.content.includes(chinese)),
        location,
      ).toBe(true);
    }
    // a part it does not know keeps the first place as typed, as English and Malay posts do
    for (const language of ['Mandarin', 'English', 'Malay'] as const) {
      const unknown = PLATFORMS.flatMap((platform) =>
        generateBuiltin(request({ location: 'Taman Melawati, KL', language, platform }), 3, 5),
      );
      expect(
        unknown.some((post) => post.content.includes('Taman Melawati')),
        language,
      ).toBe(true);
      expect(
        unknown.every((post) => !post.content.includes('Taman Melawati, KL')),
        language,
      ).toBe(true);
    }
  });

  it('names a product by its translated type when its name is a long phrase in another script', () => {
    const food = { industry: 'Restaurant', benefits: '', targetAudience: '', additionalDetails: '', promotion: '' };
    const zh = request({
      ...food,
      productType: 'Claypot chicken rice',
      productName: 'Claypot Chicken Rice with Salted Fish',
    });
    const en = request({ ...food, productType: '捞生', productName: '三文鱼柚子捞生', language: 'English' });
    for (const platform of PLATFORMS) {
      for (const post of generateBuiltin({ ...zh, platform }, 3, 4)) {
        expect(post.content, post.content).not.toContain('Salted Fish');
        expect(post.content, post.content).toContain('瓦煲鸡饭');
      }
      // the sentences say "yee sang", and a name the post does not write is no hashtag either
      for (const post of generateBuiltin({ ...en, platform }, 3, 4)) {
        expect(post.content, post.content).not.toMatch(/三文鱼/u);
      }
    }
    // a short name stays a name: a brand or a menu item is written as typed
    const [short] = generateBuiltin(
      request({ productType: 'Claypot chicken rice', productName: 'Ah Seng Special' }),
      1,
      1,
    );
    expect(short?.content).toContain('Ah Seng Special');
  });

  it("names a product typed in English by the glossary's words, whole or part by part, not the family's generic word", () => {
    const tyres = { industry: 'Tyre shop', productType: 'Tyres', productName: 'Tyre change and alignment' };
    const cards = { industry: 'Printing shop', productType: 'Printing', productName: 'Name cards' };
    const cases = [
      { input: tyres, language: 'Malay', word: /tukar tayar dan alignment/iu, generic: /(?<!pusat )servis kereta/iu },
      { input: tyres, language: 'Mandarin', word: /换轮胎和四轮定位/u, generic: /汽车服务(?!中心|店)/u },
      { input: cards, language: 'Malay', word: /kad nama/iu, generic: /untuk servis/iu },
      { input: cards, language: 'Mandarin', word: /名片/u, generic: /预约了服务|印刷服务/u },
    ] as const;
    for (const { input, language, word, generic } of cases) {
      for (const platform of PLATFORMS) {
        for (const post of generateBuiltin(request({ ...input, language, platform, keywords: [] }), 3, 21)) {
          expect(post.content, `${language} ${platform}: ${post.content}`).toMatch(word);
          expect(post.content, `${language} ${platform}: ${post.content}`).not.toMatch(generic);
          // a phrase is no hashtag
          expect(post.content, post.content).not.toMatch(/#TyreChangeAndAlignment/u);
        }
      }
    }
  });

  it('never pastes a product typed in another language: the glossary, whole or word by word, else its type names it', () => {
    const lorMee = { industry: '面档', productType: '卤面', productName: '福建卤面', businessName: 'Lor Mee Stall' };
    const tuina = { industry: '中医诊所', productType: '推拿', productName: '肩颈推拿', businessName: 'Kang Jian TCM' };
    const cut = { industry: 'Salon rambut', productType: 'Potong rambut', productName: 'Potong dan blow' };
    const shoes = { industry: 'Kedai kasut', productType: 'Kasut', productName: 'Kasut sukan' };
    const cases = [
      { input: lorMee, language: 'English', word: /Hokkien lor mee/iu, pasted: /福建|卤面/u },
      { input: lorMee, language: 'Malay', word: /lor mee Hokkien/iu, pasted: /福建|卤面/u },
      { input: tuina, language: 'English', word: /neck and shoulder massage/iu, pasted: /推拿|肩颈/u },
      { input: tuina, language: 'Malay', word: /urut leher dan bahu/iu, pasted: /推拿|肩颈/u },
      { input: cut, language: 'English', word: /cut and blow-dry/iu, pasted: /potong/iu },
      { input: cut, language: 'Mandarin', word: /剪发和吹发/u, pasted: /potong/iu },
      { input: shoes, language: 'English', word: /sports shoes/iu, pasted: /kasut sukan/iu },
      { input: shoes, language: 'Mandarin', word: /运动鞋/u, pasted: /kasut sukan/iu },
    ] as const;
    for (const { input, language, word, pasted } of cases) {
      for (const platform of PLATFORMS) {
        for (const post of generateBuiltin(request({ ...input, language, platform, keywords: [] }), 3, 31)) {
          const text = `${post.title}\n${post.content}`;
          expect(text, `${language} ${platform}: ${text}`).toMatch(word);
          expect(text, `${language} ${platform}: ${text}`).not.toMatch(pasted);
        }
      }
    }
  });

  it('names a business in Chinese once in an English or Malay post, then by its kind', () => {
    const stall = {
      industry: '面档',
      productType: '卤面',
      productName: '福建卤面',
      businessName: '老街卤面',
      keywords: [],
    };
    for (const language of ['English', 'Malay'] as const) {
      for (const platform of PLATFORMS) {
        for (const post of generateBuiltin(request({ ...stall, language, platform }), 5, 31)) {
          const body = post.content.replace(/#\S+/gu, '');
          expect(body.split('老街卤面').length - 1, `${language} ${platform}: ${post.content}`).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it("names the business and the product once in a customer's social post, then by their kinds; the Page names itself as it likes", () => {
    const stall = {
      industry: 'Hawker stall',
      productType: 'Wantan mee',
      productName: 'Dry Wantan Mee Special',
      businessName: 'Gerai Ah Seng SS15',
      keywords: [],
    };
    const times = (text: string, name: string) => text.toLowerCase().split(name.toLowerCase()).length - 1;
    let pageNames = 0;
    for (const language of ['English', 'Mandarin', 'Malay'] as const) {
      // a Google review keeps its names: its sentences are drawn apart so that 30 of one product differ
      for (const platform of PLATFORMS.filter((p) => p !== 'Google Review')) {
        for (const voice of platform === 'Facebook' ? (['customer', 'business'] as const) : (['customer'] as const)) {
          for (const post of generateBuiltin(request({ ...stall, language, platform, voice }), 5, 17)) {
            const body = post.content.replace(/#\S+/gu, '');
            const said = `${language} ${platform} ${voice}: ${post.content}`;
            if (voice === 'business') {
              pageNames = Math.max(pageNames, times(body, stall.businessName));
              continue;
            }
            if (language !== 'Mandarin') expect(times(body, stall.businessName), said).toBeLessThanOrEqual(1);
            expect(times(body, stall.productName), said).toBeLessThanOrEqual(1);
            expect(
              times(body, stall.productName) + times(body, 'wantan mee') + times(body, '云吞面'),
              said,
            ).toBeGreaterThan(0);
          }
        }
      }
    }
    expect(pageNames).toBeGreaterThan(1);
  });

  it('keeps a short everyday English product word in a Mandarin or Malay post ("做了 facial") when nothing translates it', () => {
    const spa = { industry: 'Beauty salon', productType: 'Hair spa', productName: 'Hair spa', keywords: [] };
    for (const language of ['Mandarin', 'Malay'] as const) {
      for (const platform of PLATFORMS) {
        for (const post of generateBuiltin(request({ ...spa, language, platform }), 3, 5)) {
          expect(post.content, `${language} ${platform}: ${post.content}`).toMatch(/hair spa/iu);
        }
      }
    }
  });

  it('never pastes a promotion typed in another language: it is translated or left out, and the owner told', () => {
    const shop = { industry: 'Kedai telefon', productType: 'Power bank', productName: 'PowerUp 20000mAh' };
    const cases = [
      { language: 'Mandarin', promotion: 'Diskaun 10% minggu ini', word: /Diskaun|minggu/iu },
      { language: 'Mandarin', promotion: '10% off this month', word: /\boff\b|month/iu },
      { language: 'English', promotion: 'Diskaun 10% minggu ini', word: /Diskaun|minggu/iu },
      { language: 'Malay', promotion: 'Free screen protector this week', word: /screen protector|this week/iu },
    ] as const;
    for (const { language, promotion, word } of cases) {
      for (const platform of PLATFORMS) {
        for (const post of generateBuiltin(request({ ...shop, language, platform, promotion, keywords: [] }), 3, 2)) {
          expect(post.content, `${language} ${platform}: ${post.content}`).not.toMatch(word);
          expect(post.leftOut, post.content).toContain('promotion');
        }
      }
    }
    // a promotion of amounts only reads the same in every language
    const amounts = generateBuiltin(
      request({ ...shop, language: 'Mandarin', platform: 'Facebook', promotion: 'RM10' }),
      3,
      1,
    );
    for (const post of amounts) expect(post.leftOut ?? [], post.content).not.toContain('promotion');
  });

  it("writes a product name that is a description in everyday words of another language in the post's language", () => {
    const sentences = (content: string) => content.replace(/#\S+/gu, '');
    const cases = [
      // no glossary term for the name: the translated type names it
      {
        language: 'Mandarin',
        industry: 'Physiotherapy clinic',
        productType: 'Physiotherapy',
        productName: 'Knee strengthening session',
        pasted: /strengthening/iu,
        written: /物理治疗/u,
      },
      // the glossary knows the name
      {
        language: 'Mandarin',
        industry: 'Bakery',
        productType: 'Bread',
        productName: 'Sourdough loaf',
        pasted: /loaf/iu,
        written: /酸种面包/u,
      },
      // Malay words in an English post, no type: the family's thing names it
      {
        language: 'English',
        industry: 'Klinik haiwan',
        productType: '',
        productName: 'Rawatan kulit kucing',
        pasted: /kucing|rawatan/iu,
        written: /check-up/iu,
      },
      {
        language: 'English',
        industry: 'Kedai dobi',
        productType: 'Dobi',
        productName: 'Cuci & gosok',
        pasted: /cuci|gosok/iu,
        written: /laundry/iu,
      },
      // a Chinese name that is its type with a word before it, outside food: the translated type
      {
        language: 'English',
        industry: '音乐教室',
        productType: '钢琴课',
        productName: '儿童钢琴课',
        pasted: /儿童/u,
        written: /piano/iu,
      },
    ] as const;
    for (const { pasted, written, ...fields } of cases) {
      for (const platform of PLATFORMS) {
        const input = request({ ...fields, platform, keywords: [], benefits: '', promotion: '', targetAudience: '' });
        for (const post of generateBuiltin(input, 3, 3)) {
          const where = `${fields.language} ${platform}: ${post.title}\n${post.content}`;
          expect(`${post.title}\n${post.content}`, where).not.toMatch(pasted);
          expect(`${post.title}\n${sentences(post.content)}`, where).toMatch(written);
          // a translation needs no note; a name written as its type or kind does
          if (fields.productName !== 'Sourdough loaf')
            expect(post.notes?.join(' '), where).toContain(`Product Name "${fields.productName}"`);
        }
      }
    }
    // mid-sentence a description is in lower case, "&" and all ("untuk cuci & lipat")
    const laundry = request({
      language: 'Malay',
      industry: 'Kedai dobi',
      productType: '',
      productName: 'Cuci & lipat',
    });
    const laundryPosts = PLATFORMS.flatMap((platform) => generateBuiltin({ ...laundry, platform }, 3, 2));
    for (const post of laundryPosts) expect(post.content, post.content).not.toMatch(/\p{Ll}[,]? Cuci & lipat/u);
    // names stay as typed: a dish, a brand, a model, a name in title case
    for (const [language, productName] of [
      ['Mandarin', 'Assam Laksa'],
      ['English', 'Murtabak Daging'],
      ['Mandarin', 'Michelin Pilot Sport 5'],
      ['Mandarin', 'Ocean Blue'],
      ['Malay', 'Glow Boost Facial'],
    ] as const) {
      const posts = generateBuiltin(request({ language, productName, platform: 'Facebook' }), 3, 1);
      expect(
        posts.some((post) => post.content.includes(productName)),
        `${language} ${productName}`,
      ).toBe(true);
    }
  });

  it('never writes an occasion typed as the audience as a group of people ("untuk raya", "for CNY", "送礼")', () => {
    const cases = [
      { language: 'English', targetAudience: 'untuk raya', word: /\braya\b/iu },
      { language: 'English', targetAudience: 'for CNY', word: /\bCNY\b/u },
      { language: 'Malay', targetAudience: 'untuk hari raya', word: /\braya\b/iu },
      { language: 'Mandarin', targetAudience: '送礼', word: /送礼/u },
      { language: 'Mandarin', targetAudience: 'for Christmas', word: /Christmas/iu },
    ] as const;
    for (const { language, targetAudience, word } of cases) {
      for (const platform of PLATFORMS) {
        const input = request({
          industry: 'Butik pakaian',
          productType: 'Baju kurung',
          productName: 'Baju Kurung Moden',
          language,
          platform,
          targetAudience,
          keywords: [],
        });
        for (const seed of [1, 2]) {
          for (const post of generateBuiltin(input, 3, seed)) {
            expect(post.content.replace(/#\S+/gu, ''), `${language} ${platform}: ${post.content}`).not.toMatch(word);
          }
        }
      }
    }
    // a group of people in the post's language stays, one in another language is left out
    const groups = [1, 2, 3].flatMap((seed) =>
      generateBuiltin(
        request({ language: 'English', platform: 'Google Review', targetAudience: 'for students' }),
        3,
        seed,
      ),
    );
    expect(groups.some((post) => post.content.includes('students'))).toBe(true);
    const malay = generateBuiltin(request({ language: 'English', targetAudience: 'untuk semua' }), 3, 1);
    for (const post of malay) {
      expect(post.content, post.content).not.toMatch(/semua/iu);
      expect(post.leftOut, post.content).toContain('targetAudience');
    }
  });

  it("tags no product type that is a generic word, the family's own thing, or in another language", () => {
    const cases = [
      { language: 'English', industry: 'Muay Thai gym', productType: 'Class', tag: '#Class' },
      { language: 'English', industry: 'Boutique hotel', productType: 'Room', tag: '#Room' },
      { language: 'English', industry: 'Locksmith', productType: 'Service', tag: '#Service' },
      { language: 'English', industry: 'Kedai telefon', productType: 'Aksesori', tag: '#Aksesori' },
      { language: 'Malay', industry: 'Kedai telefon', productType: 'Aksesori', tag: '#Aksesori' },
      { language: 'English', industry: 'Bakery', productType: 'Bread', tag: '#Bread' },
      { language: 'English', industry: 'Optical shop', productType: 'Spectacles', tag: '#Spectacles' },
    ] as const;
    for (const { tag, ...fields } of cases) {
      for (const platform of ['Redbook', 'Instagram', 'Tiktok', 'Facebook'] as const) {
        const input = request({ ...fields, productName: 'Ah Seng Special', platform, keywords: [] });
        for (const post of generateBuiltin(input, 3, 1)) {
          expect(post.content.match(/#\S+/gu) ?? [], `${fields.language} ${platform}: ${post.content}`).not.toContain(
            tag,
          );
        }
      }
    }
    // a type that names the product is still its first tag
    const [laksa] = generateBuiltin(
      request({
        language: 'English',
        industry: 'Hawker stall',
        productType: 'Laksa',
        productName: 'Assam Laksa',
        keywords: [],
      }),
      1,
      1,
    );
    expect(laksa?.content.match(/#\S+/gu)?.[0]).toBe('#Laksa');
  });

  it('writes names among Chinese without 「」, claims nothing, and opens without a lead-in', () => {
    everyPost({}, (content, where) => {
      expect(content, where).not.toMatch(/[「」]/u);
      expect(hasClaim(content), where).toBe(false);
      expect(content, where).not.toMatch(
        /^\P{L}*(The gist|Quick one|For anyone deciding|Kongsi sikit|Patut disebut|Akhir kata|Rumusan|记录一下：)/u,
      );
      expect(content, where).not.toMatch(/Yang benar/u);
    });
  });

  it('speaks as a customer on Facebook by default, and as the business for its own page', () => {
    const input = request({ platform: 'Facebook', businessName: 'Kopi Corner', industry: 'Café', count: 5 });
    for (const language of LANGUAGES) {
      for (const seed of [1, 2, 3, 4]) {
        for (const post of generateBuiltin({ ...input, language }, 5, seed)) {
          const where = `${language} seed ${seed}:\n${post.content}`;
          expect(post.content, where).not.toMatch(/\b(we|our|us|kami)\b|我们|— Pasukan|team$/imu);
          expect(contactsIn(post.content), where).toEqual([]);
        }
        const own = generateBuiltin({ ...input, language, voice: 'business' }, 5, seed);
        const speaksAsBusiness = own.some((post) => /\b(we|our|us|kami)\b|我们/iu.test(post.content));
        expect(speaksAsBusiness, `${language} seed ${seed}: ${own.map((post) => post.content).join('\n---\n')}`).toBe(
          true,
        );
      }
    }
  });
});
