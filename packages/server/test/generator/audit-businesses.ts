/**
 * The audit's open world: 36 businesses of 24 trade families that neither the golden set nor the tests use, typed as
 * Malaysian owners fill the form (mostly English, some Chinese or Malay, a field in another language, a placeholder
 * or a phone number here and there). Six families have three businesses each, so sentences shared by the posts of
 * three businesses of one trade can show. Over 300 lines because it is data, side by side.
 */
import type { Family } from '../../src/generator/families';
import type { GeneratorInput } from '../../src/generator/types';

export interface AuditBusiness {
  /** The family its posts must read as. */
  family: Family;
  businessName: string;
  input: Omit<GeneratorInput, 'platform' | 'language' | 'tone' | 'count'>;
}

const blank = {
  targetAudience: '',
  benefits: '',
  promotion: '',
  location: '',
  additionalDetails: '',
  keywords: [] as string[],
};

const business = (
  family: Family,
  businessName: string,
  input: Partial<AuditBusiness['input']> & Pick<AuditBusiness['input'], 'industry' | 'productType' | 'productName'>,
): AuditBusiness => ({ family, businessName, input: { ...blank, ...input } });

export const BUSINESSES: readonly AuditBusiness[] = [
  business('meals', 'Nasi Kandar Pelita Jaya', {
    industry: 'Restoran nasi kandar',
    productType: 'Nasi kandar',
    productName: 'Nasi Kandar Ayam Madu',
    targetAudience: 'pekerja pejabat',
    benefits: 'kuah campur, ayam madu',
    location: 'Jalan Tuanku Abdul Rahman, Kuala Lumpur',
  }),
  business('meals', '阿坤肉骨茶', {
    industry: '肉骨茶餐室',
    productType: '肉骨茶',
    productName: '干肉骨茶',
    targetAudience: '一家大小',
    benefits: '药材香, 可以加汤',
    promotion: '无',
    location: '巴生',
  }),
  business('meals', 'Seoul Garden Grill', {
    industry: 'Korean BBQ restaurant',
    productType: 'Korean BBQ set',
    productName: 'Samgyeopsal Set for 2',
    targetAudience: 'friends after work',
    benefits: 'grilled at the table, free-flow banchan',
    promotion: 'Free soju with any set on Tuesdays',
    location: 'Sunway Pyramid',
    additionalDetails: 'WhatsApp 016-221 7788 to book a table',
  }),
  business('tea', 'Tealive Kota Damansara', {
    industry: 'Bubble tea shop',
    productType: 'Bubble tea',
    productName: 'Brown Sugar Boba Milk',
    targetAudience: 'students',
    benefits: 'chewy pearls, less sugar option',
    location: 'Kota Damansara',
  }),
  business('tea', 'Jus Segar Pak Mat', {
    industry: 'Gerai jus',
    productType: 'Jus buah',
    productName: 'Jus Tembikai',
    benefits: 'tiada gula tambahan',
    location: 'Pasar Malam Setia Alam',
  }),
  business('tea', '老街拉茶', {
    industry: '茶饮店',
    productType: '拉茶',
    productName: '冰拉茶',
    targetAudience: '上班族',
    benefits: '茶味浓, 奶香',
    location: '怡保旧街场',
  }),
  business('nails', 'Polished by Mira', {
    industry: 'Nail studio',
    productType: 'Gel manicure',
    productName: 'Chrome Gel Set',
    targetAudience: 'brides-to-be',
    benefits: 'lasts up to three weeks, 100+ colours',
    location: 'Bangsar South',
  }),
  business('lashes', 'Lash Loft', {
    industry: 'Eyelash extension studio',
    productType: 'Eyelash extension',
    productName: 'Natural Classic Lashes',
    benefits: 'light, natural look',
    promotion: 'n/a',
    location: 'Setapak',
  }),
  business('nails', '小美美甲', {
    industry: '美甲店',
    productType: '美甲',
    productName: '猫眼美甲',
    targetAudience: '学生党',
    benefits: '款式多, 持久',
    location: '新山',
  }),
  business('home', 'CoolBreeze Aircon', {
    industry: 'Aircon service',
    productType: 'Aircon chemical wash',
    productName: 'Chemical Wash (1.0HP)',
    targetAudience: 'condo owners',
    benefits: 'on time, neat work',
    location: 'Cyberjaya',
    additionalDetails: 'Call 012-998 1212 for booking',
  }),
  business('home', 'Bersih Jaya Cleaning', {
    industry: 'Perkhidmatan cuci rumah',
    productType: 'Cuci rumah',
    productName: 'Deep Cleaning Rumah Teres',
    benefits: 'pasukan 3 orang, bawa peralatan sendiri',
    location: 'Kajang',
  }),
  business('home', '顺发水喉', {
    industry: '水喉维修',
    productType: '水喉维修',
    productName: '厨房漏水维修',
    benefits: '准时, 收费清楚',
    location: '蕉赖',
  }),
  business('education', 'Little Einstein Learning Centre', {
    industry: 'Learning centre',
    productType: 'Primary school tuition',
    productName: 'UPSR-style English Class',
    targetAudience: 'Standard 4 to 6 pupils',
    benefits: 'small groups, monthly progress report',
    location: 'Puchong',
  }),
  business('education', 'Kelas Mengaji Ustazah Aminah', {
    industry: 'Kelas mengaji',
    productType: 'Kelas mengaji kanak-kanak',
    productName: 'Iqra untuk Kanak-kanak',
    targetAudience: 'kanak-kanak 5 hingga 9 tahun',
    location: 'Bangi',
  }),
  business('education', '智慧珠心算', {
    industry: '珠心算培训',
    productType: '珠心算课程',
    productName: '初级珠心算班',
    targetAudience: '6至10岁小朋友',
    benefits: '小班教学',
    location: '加影',
  }),
  business('retail', 'Bloom & Stem Florist', {
    industry: 'Florist',
    productType: 'Flower bouquet',
    productName: 'Sunflower Bouquet',
    benefits: 'same-day delivery in Klang Valley',
    location: 'Damansara Jaya',
  }),
  business('retail', 'Kedai Runcit Haji Ali', {
    industry: 'Kedai runcit',
    productType: 'Barang dapur',
    productName: 'Beras Cap Rambutan 10kg',
    location: 'Kampung Baru',
  }),
  business('retail', '文具天地', {
    industry: '文具店',
    productType: '文具',
    productName: '手账本',
    benefits: '纸质厚, 不透墨',
    location: '槟城乔治市',
  }),
  business('bakery', 'Kuih Muih Mak Teh', {
    industry: 'Kedai kuih',
    productType: 'Kuih',
    productName: 'Kuih Seri Muka',
    benefits: 'pulut lembut, lapisan pandan wangi',
    location: 'Kota Bharu',
  }),
  business('fruit', 'Durian Kampung Raub', {
    industry: 'Durian stall',
    productType: 'Durian',
    productName: 'Black Thorn',
    targetAudience: 'durian lovers',
    location: 'Raub, Pahang',
  }),
  business('drinks', 'Kopi Tiam Lama', {
    industry: 'Coffee shop',
    productType: 'Kopi',
    productName: 'Kopi O Kaw',
    benefits: 'thick and strong, roasted in-house',
    location: 'Taiping',
  }),
  business('lodging', 'Rumah Kayu Homestay', {
    industry: 'Homestay',
    productType: 'Homestay',
    productName: 'Rumah Kayu Tepi Sawah',
    targetAudience: 'families',
    benefits: 'padi field view, 3 bedrooms',
    location: 'Sekinchan',
  }),
  business('hair_beauty', 'The Barber Room', {
    industry: 'Barbershop',
    productType: 'Haircut',
    productName: 'Skin Fade',
    benefits: 'hot towel finish',
    location: 'Mont Kiara',
  }),
  business('spa', 'Urut Tradisional Mak Som', {
    industry: 'Urut tradisional',
    productType: 'Urut',
    productName: 'Urutan Badan 60 Minit',
    benefits: 'minyak herba',
    location: 'Seremban',
  }),
  business('clinic', 'Klinik Kesihatan Dr Lim', {
    industry: 'General clinic',
    productType: 'Health screening',
    productName: 'Basic Health Screening',
    targetAudience: 'working adults',
    location: 'Klang',
  }),
  business('dental', 'Smile Studio Dental', {
    industry: 'Dental clinic',
    productType: 'Teeth whitening',
    productName: 'In-chair Whitening',
    location: 'Bukit Bintang',
  }),
  business('physio', 'ReActive Physio', {
    industry: 'Physiotherapy centre',
    productType: 'Physiotherapy session',
    productName: 'Knee Rehab Session',
    targetAudience: 'runners',
    benefits: 'one-to-one, home exercises plan',
    location: 'Ara Damansara',
  }),
  business('vet', 'Klinik Haiwan Sayang', {
    industry: 'Klinik haiwan',
    productType: 'Vaksin kucing',
    productName: 'Vaksin Tahunan Kucing',
    location: 'Shah Alam',
  }),
  business('pets', 'Fluffy Paws Grooming', {
    industry: 'Pet grooming',
    productType: 'Dog grooming',
    productName: 'Full Groom (Small Breed)',
    benefits: 'gentle handling',
    location: 'Petaling Jaya',
  }),
  business('fitness', 'Muay Thai Nation', {
    industry: 'Muay Thai gym',
    productType: 'Muay Thai class',
    productName: 'Beginner Muay Thai',
    targetAudience: 'beginners',
    promotion: 'First class free',
    location: 'Subang Jaya',
  }),
  business('yoga', 'Prana Yoga Space', {
    industry: 'Yoga studio',
    productType: 'Yoga class',
    productName: 'Slow Flow for Beginners',
    targetAudience: 'first-timers',
    benefits: 'small class, mats provided',
    location: 'Desa ParkCity',
  }),
  business('fashion', 'Butik Nur Kasih', {
    industry: 'Butik pakaian',
    productType: 'Baju kurung',
    productName: 'Kurung Pahang Satin',
    benefits: 'kain tak panas, ada saiz besar',
    promotion: 'Diskaun 15% untuk Raya',
    location: 'Jalan Masjid India',
  }),
  business('car', 'Shine Pro Detailing', {
    industry: 'Car detailing',
    productType: 'Ceramic coating',
    productName: '9H Ceramic Coating',
    benefits: 'paint correction included',
    location: 'Setia Alam',
  }),
  business('events', 'Majlis Indah Events', {
    industry: 'Wedding planner',
    productType: 'Wedding planning',
    productName: 'Pakej Nikah & Sanding',
    targetAudience: 'pasangan pengantin',
    benefits: 'pelamin, katering, jurugambar',
    location: 'Putrajaya',
  }),
  business('services', 'QuickFix Phone Repair', {
    industry: 'Phone repair',
    productType: 'Screen replacement',
    productName: 'iPhone Screen Replacement',
    benefits: 'done in an hour, 3-month warranty',
    location: 'Low Yat Plaza',
  }),
  business('general', 'Gerai Kunci Ah Seng', {
    industry: '',
    productType: 'Key duplication',
    productName: 'Kunci Pendua',
    location: 'Pudu',
  }),
];
