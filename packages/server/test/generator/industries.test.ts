/** Which phrases a request gets: its industry and venue, its tone. */
import { TONES } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { generateBuiltin } from '../../src/generator/builtin';
import { classify } from '../../src/generator/industries';
import { request } from './request';
import { INDUSTRY_WORDS, RETAIL_WORDS } from './post-checks';
import { resolveTone } from '../../src/generator/tones';

describe('classify', () => {
  it.each([
    ['Restaurant', '', 'food', 'restaurant'],
    ['Café', '', 'food', 'cafe'],
    ['Kopitiam', 'Kopi O', 'food', 'restaurant'],
    ['Artisan bakery', 'Sourdough bread', 'food', 'bakery'],
    ['咖啡店', '', 'food', 'cafe'],
    ['Kedai makan', 'Nasi lemak', 'food', 'restaurant'],
    ['Beauty salon', 'Facial treatment', 'beauty', 'salon'],
    ['Skincare', 'Facial serum', 'beauty', 'shop'],
    ['美容院', '面膜', 'beauty', 'spa'],
    ['Fashion boutique', 'Dress', 'retail', 'shop'],
    ['Bookshop', '', 'retail', 'shop'],
    ['Hair salon', 'Colour', 'services', 'salon'],
    ['Dental clinic', 'Scaling', 'services', 'clinic'],
    ['Gym', 'Personal training', 'services', 'fitness'],
    ['Tuition centre', 'SPM maths', 'services', 'education'],
    ['补习中心', '数学', 'services', 'education'],
    ['Klinik', '', 'services', 'clinic'],
    ['Photography studio', '', 'services', 'studio'],
    ['Co-working', 'Hot desk', 'general', 'business'],
    ['', '', 'general', 'business'],
  ])('%s / %s → %s at a %s', (industryType, productType, industry, venue) => {
    expect(classify(industryType, productType)).toEqual({ industry, venue });
  });

  it("lets the product type name the industry before the tenant's (a salon's shampoo is a product)", () => {
    expect(classify('Hair salon', 'Mooncake gift box').industry).toBe('food');
    expect(classify('Restaurant', 'Facial serum').industry).toBe('beauty');
  });

  it('reaches the posts: the same request reads as food for a restaurant and as a visit for a clinic', () => {
    const input = request({ productType: '', productName: '', benefits: '', language: 'English', count: 5 });
    const food = generateBuiltin({ ...input, industry: 'Restaurant' }, 5, 4);
    const clinic = generateBuiltin({ ...input, industry: 'Dental clinic' }, 5, 4);
    for (const post of food) {
      expect(post.content).toMatch(INDUSTRY_WORDS.food.en);
      expect(post.content).not.toMatch(RETAIL_WORDS.en);
    }
    for (const post of clinic) expect(post.content).toMatch(INDUSTRY_WORDS.services.en);
    expect(food.map((p) => p.content)).not.toEqual(clinic.map((p) => p.content));
  });
});

describe('resolveTone', () => {
  it('keeps a listed style', () => {
    for (const tone of TONES) expect(resolveTone(tone)).toBe(tone);
    expect(resolveTone('  专业权威 ')).toBe('专业权威');
  });

  it("maps the user's own words to the nearest listed style, in any of the three languages", () => {
    expect(resolveTone('playful and cute')).toBe('活泼俏皮');
    expect(resolveTone('Funny, a bit sarcastic')).toBe('幽默风趣');
    expect(resolveTone('搞笑一点')).toBe('幽默风趣');
    expect(resolveTone('gaya lucu')).toBe('幽默风趣');
    expect(resolveTone('calm and classy, minimal')).toBe('简约高级');
    expect(resolveTone('honest review')).toBe('真实测评');
    expect(resolveTone('温暖治愈')).toBe('温馨治愈');
  });

  it('gives a neutral voice when nothing is near', () => {
    expect(resolveTone('like a pirate')).toBe('neutral');
    expect(resolveTone('')).toBe('neutral');
  });

  it('writes a custom tone exactly as the listed style it maps to', () => {
    const listed = generateBuiltin(request({ tone: '活泼俏皮' }), 3, 5);
    expect(generateBuiltin(request({ tone: 'playful please' }), 3, 5)).toEqual(listed);
    expect(generateBuiltin(request({ tone: 'like a pirate' }), 3, 5)).not.toEqual(listed);
  });
});
