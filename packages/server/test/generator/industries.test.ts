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
    ['Restaurant', '', 'meals', 'meals'],
    ['Café', '', 'drinks', 'drinks'],
    ['Kopitiam', 'Kopi O', 'drinks', 'meals'],
    ['Artisan bakery', 'Sourdough bread', 'bakery', 'bakery'],
    ['咖啡店', '', 'drinks', 'drinks'],
    ['Kedai makan', 'Nasi lemak', 'meals', 'meals'],
    ['Beauty salon', 'Facial treatment', 'spa', 'spa'],
    ['Skincare', 'Facial serum', 'retail', 'retail'],
    ['美容院', '面膜', 'retail', 'spa'],
    ['Fashion boutique', 'Dress', 'fashion', 'fashion'],
    ['Bookshop', '', 'retail', 'retail'],
    ['Hair salon', 'Colour', 'hair_beauty', 'hair_beauty'],
    ['Dental clinic', 'Scaling', 'dental', 'dental'],
    ['Gym', 'Personal training', 'fitness', 'fitness'],
    ['Tuition centre', 'SPM maths', 'education', 'education'],
    ['补习中心', '数学', 'education', 'education'],
    ['Klinik', '', 'clinic', 'clinic'],
    ['Photography studio', '', 'services', 'services'],
    ['Co-working', 'Hot desk', 'general', 'general'],
    ['Escape room', 'Horror room', 'general', 'general'],
    ['Karaoke', 'Private room', 'general', 'general'],
    ['Golf course', 'Green fee', 'general', 'general'],
    ['', 'Golf lessons', 'education', 'education'],
    ['面包店', '菠萝包', 'bakery', 'bakery'],
    ['Vet clinic', 'Yearly vaccination', 'vet', 'vet'],
    ['Veterinary clinic', 'Vaccination', 'vet', 'vet'],
    ['Klinik', 'Vaccination', 'clinic', 'clinic'],
    ['', 'Yearly vaccination', 'clinic', 'clinic'],
    ['手机店', '换屏幕', 'services', 'retail'],
    ['Kedai telefon', 'Tukar skrin', 'services', 'retail'],
    ['', '', 'general', 'general'],
    ['Boutique hotel', '', 'lodging', 'lodging'],
    ['精品酒店', '', 'lodging', 'lodging'],
    ['hotel butik', '', 'lodging', 'lodging'],
    ['spa urutan', 'Massage', 'spa', 'spa'],
    ['Gym', 'HIIT class', 'fitness', 'fitness'],
    ['服装店', '衬衫', 'fashion', 'fashion'],
    ['Car wash', '', 'car', 'car'],
    ['Pilates studio', 'Class', 'yoga', 'yoga'],
    ['Gym', 'Kelas', 'fitness', 'fitness'],
    ['Car wash', 'Service', 'car', 'car'],
    ['Café', 'Menu', 'drinks', 'drinks'],
    ['Tuition centre', 'Class', 'education', 'education'],
    ['', 'Class', 'education', 'education'],
    ['Car workshop', 'Servicing', 'car', 'car'],
    ['Bicycle shop', 'Road bike', 'retail', 'retail'],
    ['Bicycle shop', 'Bike servicing', 'services', 'retail'],
    ['Kedai basikal', 'Servis basikal', 'services', 'retail'],
    ['Kedai telefon', 'Baiki telefon', 'services', 'retail'],
    ['Tukang jahit', 'Baju kurung', 'services', 'services'],
    ['裁缝', '旗袍', 'services', 'services'],
    ['Fashion boutique', 'Baju kurung', 'fashion', 'fashion'],
    ['Kedai kasut', 'Kasut sekolah', 'fashion', 'fashion'],
    ['Aquarium shop', 'Betta fish', 'retail', 'retail'],
    ['Pet shop', 'Betta fish', 'retail', 'pets'],
  ])('%s / %s → %s at a %s', (industryType, productType, industry, venue) => {
    expect(classify(industryType, productType)).toEqual({ industry, venue });
  });

  it("lets the product type name the industry before the tenant's (a salon's shampoo is a product)", () => {
    expect(classify('Hair salon', 'Mooncake gift box').industry).toBe('bakery');
    expect(classify('Restaurant', 'Facial serum').industry).toBe('retail');
  });

  it('writes a fish as something bought, never as a fur kid brought to a groomer', () => {
    for (const language of ['English', 'Mandarin', 'Malay'] as const) {
      const input = request({
        industry: 'Aquarium shop',
        productType: 'Betta fish',
        productName: 'Halfmoon Betta',
        language,
      });
      for (const platform of ['Tiktok', 'Instagram', 'Facebook', 'Redbook', 'Google Review'] as const) {
        for (const post of generateBuiltin({ ...input, platform }, 5, 3)) {
          expect(post.content).not.toMatch(/毛孩子|养猫|anak bulu|si bulus|fur ?kid|pet parent/i);
        }
      }
    }
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
