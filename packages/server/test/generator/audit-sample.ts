/**
 * The reading sample the audit writes for a person to read (reading-sample.md): 60 posts, 20 a language, over the
 * five platforms, from 20 businesses that neither the golden set, the tests nor the audit's matrix use, typed as
 * owners type them (a field in another language, a placeholder, a phone number, a full postal address).
 */
import { writeFileSync } from 'node:fs';
import { PLATFORMS, TONES, type GeneratedPost } from '@app/contract';
import { generateBuiltin } from '../../src/generator/builtin';
import type { GeneratorInput } from '../../src/generator/types';

type Business = Omit<GeneratorInput, 'platform' | 'language' | 'tone' | 'count'> & { businessName: string };

const blank = { targetAudience: '', benefits: '', promotion: '', location: '', additionalDetails: '', keywords: [] };
const b = (input: Partial<Business> & Pick<Business, 'businessName' | 'industry' | 'productType' | 'productName'>) =>
  ({ ...blank, ...input }) as Business;

export const SAMPLE_BUSINESSES: readonly Business[] = [
  b({
    businessName: 'Warung Mak Limah',
    industry: 'Warung',
    productType: 'Nasi campur',
    productName: 'Nasi Campur Lauk Kampung',
    benefits: 'sambal belacan, ulam segar',
    location: 'Lot 12, Jalan Kuala Kangsar, 30010 Ipoh, Perak',
  }),
  b({
    businessName: 'Hokkien Mee Ah Chai',
    industry: 'Hawker stall',
    productType: 'Hokkien mee',
    productName: 'KL Hokkien Mee',
    targetAudience: 'supper crowd',
    benefits: 'charcoal fire, lard crisps',
    location: 'Jalan Imbi',
    additionalDetails: 'WhatsApp 012-555 0123 for takeaway',
  }),
  b({
    businessName: 'Roti Canai Transfer Road',
    industry: 'Mamak',
    productType: 'Roti canai',
    productName: '',
    benefits: 'crispy, dhal and curry mix',
    location: 'Georgetown, Penang',
    promotion: 'nil',
  }),
  b({
    businessName: 'Sweet Spoon Desserts',
    industry: 'Dessert cafe',
    productType: 'Bingsu',
    productName: 'Mango Bingsu',
    targetAudience: '情侣',
    benefits: 'fresh mango, milky ice',
    location: 'Cheras Leisure Mall',
  }),
  b({
    businessName: 'Kopi Sedap Ipoh',
    industry: 'Kopitiam',
    productType: 'White coffee',
    productName: 'Ipoh White Coffee',
    benefits: 'smooth, not too sweet',
    location: 'Ipoh',
  }),
  b({
    businessName: 'Boba Bros',
    industry: 'Bubble tea',
    productType: 'Fruit tea',
    productName: 'Passion Fruit Green Tea',
    benefits: 'real fruit, less ice',
    targetAudience: '-',
    location: 'Mid Valley',
  }),
  b({
    businessName: 'Chalet Pantai Cenang',
    industry: 'Chalet',
    productType: 'Beach chalet',
    productName: 'Chalet Tepi Pantai',
    targetAudience: 'keluarga',
    benefits: 'dekat pantai, sarapan disediakan',
    location: 'Langkawi',
  }),
  b({
    businessName: 'Salon Rambut Kak Ros',
    industry: 'Salun rambut',
    productType: 'Rebonding',
    productName: '',
    benefits: 'rambut lurus dan lembut',
    location: 'Alor Setar',
  }),
  b({
    businessName: 'Glow Skin Aesthetics',
    industry: 'Beauty centre',
    productType: 'Facial',
    productName: 'Hydrating Facial',
    benefits: '补水, 舒缓',
    targetAudience: 'office ladies',
    location: 'Bangsar',
  }),
  b({
    businessName: 'Pretty Tips Nail Bar',
    industry: 'Nail bar',
    productType: 'Pedicure',
    productName: 'Spa Pedicure',
    benefits: 'foot soak, gel polish',
    location: 'IOI City Mall',
    promotion: 'tiada',
  }),
  b({
    businessName: 'Klinik Dr Farah',
    industry: 'Klinik',
    productType: 'Konsultasi',
    productName: 'Pemeriksaan Kesihatan Am',
    targetAudience: 'warga emas',
    location: 'Bandar Baru Bangi',
  }),
  b({
    businessName: 'Happy Tails Pet Shop',
    industry: 'Pet shop',
    productType: 'Cat food',
    productName: 'Grain-free Salmon Kibble',
    benefits: 'no grain, small bites',
    location: 'Taman Desa',
  }),
  b({
    businessName: 'Zen Pilates Studio',
    industry: 'Pilates studio',
    productType: 'Reformer pilates',
    productName: 'Reformer Basics',
    targetAudience: 'beginners',
    benefits: 'max 6 per class',
    location: 'Mont Kiara',
  }),
  b({
    businessName: 'Kickstart Boxing Gym',
    industry: 'Boxing gym',
    productType: 'Boxing class',
    productName: 'Boxing Fundamentals',
    targetAudience: 'beginners',
    promotion: 'First trial RM20',
    location: 'Kepong',
  }),
  b({
    businessName: '乐学钢琴教室',
    industry: '音乐教室',
    productType: '钢琴课',
    productName: '儿童钢琴启蒙班',
    targetAudience: '5岁以上小朋友',
    benefits: '一对一, 考级辅导',
    location: '吉隆坡 Sri Petaling',
  }),
  b({
    businessName: 'Kedai Kasut Sentosa',
    industry: 'Kedai kasut',
    productType: 'Kasut sekolah',
    productName: 'Kasut Sekolah Putih',
    benefits: 'tahan lama, selesa',
    location: 'Muar',
  }),
  b({
    businessName: 'Gadget Hub',
    industry: 'Phone shop',
    productType: 'Power bank',
    productName: '20000mAh Power Bank',
    benefits: 'fast charging, light',
    location: 'Plaza Low Yat',
    additionalDetails: 'visit www.gadgethub.my for stock',
  }),
  b({
    businessName: 'Sparkle Car Wash',
    industry: 'Cuci kereta',
    productType: 'Cuci kereta',
    productName: 'Cuci & Wax',
    benefits: 'siap dalam 30 minit',
    location: 'Bukit Jelutong',
  }),
  b({
    businessName: 'Dream Day Weddings',
    industry: 'Wedding planner',
    productType: 'Wedding decoration',
    productName: 'Garden Pelamin Package',
    targetAudience: 'couples',
    benefits: 'fresh flowers, setup and teardown',
    location: 'Putrajaya',
  }),
  b({
    businessName: 'Ah Huat Laundry',
    industry: 'Laundry',
    productType: 'Laundry service',
    productName: 'Wash & Fold',
    benefits: 'same-day, folded neatly',
    location: 'Kepong Baru',
    promotion: 'N/A',
  }),
];

const LANGUAGES: readonly GeneratorInput['language'][] = ['English', 'Mandarin', 'Malay'];

export interface SamplePost {
  business: Business;
  language: GeneratorInput['language'];
  platform: string;
  voice: 'customer' | 'business';
  tone: string;
  post: GeneratedPost;
}

/** 20 posts a language: business k on platform k + 2·language (mod 5), every fourth Facebook post for its Page. */
export function readingSample(): SamplePost[] {
  const out: SamplePost[] = [];
  LANGUAGES.forEach((language, l) => {
    SAMPLE_BUSINESSES.forEach((business, k) => {
      const platform = PLATFORMS[(k + 2 * l) % PLATFORMS.length] ?? 'Redbook';
      const voice = platform === 'Facebook' && (k + l) % 4 === 0 ? 'business' : 'customer';
      const tone = TONES[(k + 3 * l) % TONES.length] ?? TONES[0];
      const input: GeneratorInput = { ...business, platform, language, tone, count: 1, voice };
      const [post] = generateBuiltin(input, 1, 1000 + 37 * k + 11 * l);
      if (post) out.push({ business, language, platform, voice, tone, post });
    });
  });
  return out;
}

const fields = (business: Business): string =>
  (
    [
      'industry',
      'productType',
      'productName',
      'targetAudience',
      'benefits',
      'promotion',
      'location',
      'additionalDetails',
    ] as const
  )
    .filter((key) => business[key])
    .map((key) => `${key}: ${business[key] ?? ''}`)
    .join(' · ');

/** The sample as Markdown, for a person to read and mark. */
export function sampleMarkdown(sample: readonly SamplePost[]): string {
  const lines = [
    '# Reading sample of the built-in writer',
    '',
    'Written by `npm run generator:audit` (test/generator/audit-sample.ts): 60 posts, 20 a language, over the five',
    'platforms, from businesses outside the golden set, the tests and the audit. Read each as a native reader would:',
    'would a customer post it under their own name, and does it have a grammar fault or a seam?',
  ];
  for (const language of LANGUAGES) {
    lines.push('', `## ${language}`);
    sample
      .filter((entry) => entry.language === language)
      .forEach((entry, k) => {
        const voice = entry.voice === 'business' ? ', for its own Page' : '';
        lines.push('', `### ${k + 1}. ${entry.business.businessName}: ${entry.platform}${voice} (tone ${entry.tone})`);
        lines.push(
          '',
          `> ${fields(entry.business)}`,
          '',
          `**${entry.post.title}**`,
          '',
          '```text',
          entry.post.content,
          '```',
        );
        for (const note of entry.post.notes ?? []) lines.push('', `_Note: ${note}_`);
      });
  }
  return `${lines.join('\n')}\n`;
}

export function writeSample(path: string): SamplePost[] {
  const sample = readingSample();
  writeFileSync(path, sampleMarkdown(sample));
  return sample;
}
