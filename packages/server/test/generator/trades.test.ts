/**
 * Trades the writer has a family for, typed in any of the three languages, each written in its own words and never
 * in another trade's: a nail salon never gets hair words, a car wash speaks of the car, a durian stall of the fruit,
 * a vet of the pet (and no #SmileCare outside dental).
 */
import { PLATFORMS } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { generateBuiltin } from '../../src/generator/builtin';
import { classify } from '../../src/generator/industries';
import type { GeneratorInput } from '../../src/generator/types';
import { judgeTrade } from './open-world';

const LANGUAGES: GeneratorInput['language'][] = ['English', 'Mandarin', 'Malay'];

const blank: GeneratorInput = {
  platform: 'Redbook',
  language: 'English',
  productType: '',
  productName: '',
  targetAudience: '',
  benefits: '',
  promotion: '',
  location: '',
  tone: '亲切自然',
  additionalDetails: '',
  count: 3,
  keywords: [],
};

describe('trade families', () => {
  it('finds the family of a trade typed in any language', () => {
    const cases: [string, string][] = [
      ['美甲店', 'nails'],
      ['Nail salon', 'nails'],
      ['Salun kuku', 'nails'],
      ['Eyelash extension studio', 'lashes'],
      ['Lash lift', 'lashes'],
      ['嫁接睫毛', 'lashes'],
      ['接睫毛', 'lashes'],
      ['Sambung bulu mata', 'lashes'],
      ['Sulam kening', 'lashes'],
      ['Car wash', 'car'],
      ['Cuci kereta', 'car'],
      ['洗车店', 'car'],
      ['榴莲档', 'fruit'],
      ['Durian stall', 'fruit'],
      ['Gerai buah', 'fruit'],
      ['Vet clinic', 'vet'],
      ['Klinik haiwan', 'vet'],
      ['兽医诊所', 'vet'],
      ['Kedai kuih', 'bakery'],
      ['Klinik gigi', 'dental'],
      ['瑜伽', 'yoga'],
      ['Pilates studio', 'yoga'],
      ['bubble tea', 'tea'],
      ['奶茶', 'tea'],
      ['homestay', 'lodging'],
      ['aircon service', 'home'],
      ['wedding planner', 'events'],
      ['pet grooming', 'pets'],
      ['tuition centre', 'education'],
      ['补习中心', 'education'],
      ['butik', 'fashion'],
      ['Physiotherapy centre', 'physio'],
      ['Kedai gunting rambut', 'hair_beauty'],
      ['美容院', 'spa'],
      ['牙科诊所', 'dental'],
      ['Servis aircond', 'home'],
      ['婚礼策划', 'events'],
      ['宠物美容', 'pets'],
      ['Kelas yoga', 'yoga'],
      ['Locksmith', 'home'],
      ['Kedai dobi', 'services'],
      ['Bengkel kereta', 'car'],
      ['Co-working space', 'general'],
    ];
    for (const [trade, family] of cases) expect(classify(trade, '').industry, trade).toBe(family);
  });

  const trades: { industry: string; productName: string; own: Record<string, RegExp>; foreign: RegExp }[] = [
    {
      industry: 'Nail salon',
      productName: 'Gel manicure',
      own: { English: /nail|manicure/i, Mandarin: /指甲|美甲/u, Malay: /kuku|manicure/i },
      foreign: /\b(hair|haircut|stylist|rambut)\b|发型|剪发|染发|#NewLook/iu,
    },
    {
      industry: 'Car wash',
      productName: 'Snow foam wash',
      own: { English: /\bcar\b/i, Mandarin: /车/u, Malay: /kereta/i },
      foreign: /\b(hair|ate|meal|makan)\b|吃|头发/iu,
    },
    {
      industry: 'Durian stall',
      productName: 'Musang King',
      own: { English: /fruit|Musang King/i, Mandarin: /水果|Musang King/u, Malay: /buah|Musang King/i },
      foreign: /\b(coffee|kopi|hair)\b|咖啡/iu,
    },
    {
      industry: 'Vet clinic',
      productName: 'Vaccination',
      own: {
        English: /\bpet\b|fur kid|vaccination/i,
        Mandarin: /毛孩|宠物|铲屎官|疫苗/u,
        Malay: /bulus|haiwan|anak bulu|vaksin/i,
      },
      foreign: /SmileCare|\bteeth\b|gigi|牙/iu,
    },
  ];

  it('writes each trade in its own words and never in another trade’s', () => {
    for (const trade of trades) {
      for (const language of LANGUAGES) {
        for (const platform of PLATFORMS) {
          const input = { ...blank, industry: trade.industry, productName: trade.productName, language, platform };
          for (const post of generateBuiltin(input, 3, 5)) {
            const where = `${trade.industry} ${language} ${platform}:\n${post.title}\n${post.content}`;
            expect(post.content, where).not.toMatch(trade.foreign);
            const ownWords = trade.own[language] ?? /./u;
            expect(ownWords.test(post.content) || post.content.includes(trade.productName), where).toBe(true);
          }
        }
      }
    }
  });

  const NAIL_WORDS = /\b(nails?|manicure|pedicure|kuku|manikur|pedikur)\b|美甲|指甲/iu;
  const LASH_WORDS = /\b(lash|lashes|eyelash(es)?|brows?|eyebrows?|bulu mata|kening)\b|睫毛|美睫|眉/iu;
  const LOOKS: { industry: string; productType: string; productName: string; foreign: RegExp }[] = [
    { industry: 'Eyelash studio', productType: 'Lash extension', productName: '', foreign: NAIL_WORDS },
    { industry: 'Lash studio', productType: 'Lash lift', productName: '', foreign: NAIL_WORDS },
    { industry: 'Brow studio', productType: 'Brow embroidery', productName: '', foreign: NAIL_WORDS },
    { industry: '美睫店', productType: '嫁接睫毛', productName: '', foreign: NAIL_WORDS },
    { industry: 'Studio bulu mata', productType: 'Sambung bulu mata', productName: '', foreign: NAIL_WORDS },
    { industry: 'Nail salon', productType: 'Gel manicure', productName: '', foreign: LASH_WORDS },
    { industry: '美甲店', productType: '美甲', productName: '', foreign: LASH_WORDS },
    { industry: 'Salun kuku', productType: 'Manikur', productName: '', foreign: LASH_WORDS },
  ];

  it('writes lashes and brows as their own trade, never with nail words, and a nail salon without lash words', () => {
    const misses: string[] = [];
    for (const look of LOOKS) {
      for (const language of LANGUAGES) {
        for (const platform of PLATFORMS) {
          const input = { ...blank, ...look, language, platform };
          for (const post of generateBuiltin(input, 3, 11)) {
            const text = `${post.title}\n${post.content}`;
            if (look.foreign.test(text)) misses.push(`${look.industry} ${language} ${platform}: ${text}`);
          }
        }
      }
    }
    expect(misses).toEqual([]);
  });

  /** Trades as owners type them, in the three languages, with a product or only a type. */
  const MATRIX: [string, string, string][] = [
    ['Kedai kuih', 'Kuih', 'Kuih lapis'],
    ['美甲店', '美甲', 'Cat eye gel'],
    ['Car wash', 'Car wash', 'Snow foam wash'],
    ['Klinik gigi', 'Scaling', ''],
    ['瑜伽馆', 'Beginner yoga', 'Slow Flow 101'],
    ['Pilates studio', 'Reformer class', ''],
    ['bubble tea', 'Milk tea', 'Brown Sugar Pearl'],
    ['奶茶店', '奶茶', '黑糖珍珠奶茶'],
    ['homestay', 'Family room', ''],
    ['aircon service', 'Aircon cleaning', 'Chemical wash'],
    ['wedding planner', 'Wedding planning', 'Garden solemnisation'],
    ['pet grooming', 'Cat grooming', 'Full groom'],
    ['tuition centre', 'SPM Maths', ''],
    ['补习中心', '数学补习', ''],
    ['butik', 'Baju kurung', 'Kurung Moden Satin'],
    ['Physiotherapy centre', 'Physio session', ''],
    ['Locksmith', 'Lock change', ''],
  ];

  it('writes 15+ trades on every platform in every language about their thing, in no other trade’s words', () => {
    const misses: string[] = [];
    for (const [industry, productType, productName] of MATRIX) {
      for (const language of LANGUAGES) {
        for (const platform of PLATFORMS) {
          const input = { ...blank, industry, productType, productName, language, platform, location: 'Shah Alam' };
          for (const post of generateBuiltin(input, 3, 7)) {
            const verdict = judgeTrade(post, input);
            const where = `${industry} (${verdict.family}) ${language} ${platform}: ${post.content}`;
            if (!verdict.about) misses.push(`not about it: ${where}`);
            if (verdict.avoided.length > 0) misses.push(`${verdict.avoided.join(', ')}: ${where}`);
          }
        }
      }
    }
    expect(misses).toEqual([]);
  });

  it("speaks in the trade's own emoji, and a clinic's or a vet's post never in a party tone's", () => {
    const party = /[🥳🎉💃🌈🤩]/u;
    const emojisOf = (posts: { content: string }[]) => posts.map((p) => p.content).join('\n');
    for (const language of LANGUAGES) {
      const quiet: [string, string][] = [
        ['Klinik gigi', 'Scaling'],
        ['Veterinary clinic', 'Cat vaccination'],
      ];
      for (const [industry, productType] of quiet) {
        const input = { ...blank, language, industry, productType, tone: '活泼俏皮', platform: 'Instagram', count: 5 };
        const text = [1, 2, 3].map((seed) => emojisOf(generateBuiltin(input, 5, seed))).join('\n');
        expect(text, `${industry} ${language}`).not.toMatch(party);
      }
      const food = {
        ...blank,
        language,
        industry: 'Kedai makan',
        productType: 'Nasi kandar',
        platform: 'Instagram',
        count: 5,
      };
      const text = [1, 2, 3].map((seed) => emojisOf(generateBuiltin(food, 5, seed))).join('\n');
      expect(text, `food ${language}`).toMatch(/[😋🤤]/u);
    }
  });
});
