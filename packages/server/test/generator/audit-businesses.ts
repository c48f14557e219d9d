/**
 * The audit's businesses: one per industry of the taxonomy, each typed as a Malaysian owner would fill the form
 * (mostly English, some Chinese or Malay), with the industry the audit expects its posts to read as.
 */
import type { GeneratorInput } from '../../src/generator/types';

export type AuditIndustry =
  | 'meals'
  | 'drinks'
  | 'bakery'
  | 'lodging'
  | 'hair_beauty'
  | 'spa'
  | 'clinic'
  | 'fitness'
  | 'education'
  | 'fashion'
  | 'retail'
  | 'services';

export interface AuditBusiness {
  industry: AuditIndustry;
  /** The business's name: the posts should name it. */
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
  industry: AuditIndustry,
  businessName: string,
  input: Partial<AuditBusiness['input']> & Pick<AuditBusiness['input'], 'industry' | 'productType' | 'productName'>,
): AuditBusiness => ({ industry, businessName, input: { ...blank, ...input } });

export const BUSINESSES: readonly AuditBusiness[] = [
  business('meals', 'Restoran Wah Kee', {
    industry: 'Chinese restaurant',
    productType: 'Claypot chicken rice',
    productName: 'Salted Fish Claypot Rice',
    targetAudience: 'office workers at lunch',
    benefits: 'cooked to order, charcoal fire',
    promotion: 'Free iced tea with every set on weekdays',
    location: 'SS2, Petaling Jaya',
    additionalDetails: 'Open 11am to 3pm, closed on Mondays. Walk-in only, no reservations.',
  }),
  business('drinks', 'Morning Roast', {
    industry: '咖啡馆',
    productType: 'Latte',
    productName: 'Gula Melaka Latte',
    targetAudience: 'students and remote workers',
    benefits: 'oat milk available, quiet corner seats',
    location: 'Bangsar',
    additionalDetails: 'We open at 8am daily.',
  }),
  business('bakery', 'Crumbs & Co', {
    industry: 'Bakery and cake shop',
    productType: 'Burnt cheesecake',
    productName: 'Basque Burnt Cheesecake',
    benefits: 'baked fresh every morning',
    promotion: 'Buy 2 slices get 1 free',
    location: 'Taman Tun Dr Ismail',
  }),
  business('lodging', 'The Kinta Rooms', {
    industry: 'Boutique hotel',
    productType: 'Heritage room',
    productName: 'Heritage Deluxe Room',
    targetAudience: 'couples on a weekend trip',
    benefits: 'quiet street, big windows',
    promotion: '20% off for stays of two nights',
    location: 'Ipoh Old Town',
    additionalDetails: 'Check-in from 3pm. Book through our website.',
  }),
  business('hair_beauty', 'Studio Rambut Aina', {
    industry: 'Hair salon',
    productType: 'Haircut and colour',
    productName: 'Balayage colour',
    targetAudience: 'working women',
    location: 'Shah Alam',
    additionalDetails: 'Appointments only, book via WhatsApp.',
  }),
  business('spa', 'Serene Touch Spa', {
    industry: 'spa urutan',
    productType: 'Massage',
    productName: 'Balinese Massage 90 min',
    benefits: 'warm oil, private room',
    promotion: 'RM30 off on weekdays',
    location: 'Mont Kiara',
  }),
  business('clinic', 'Klinik Pergigian Senyum', {
    industry: 'Dental clinic',
    productType: 'Scaling and polishing',
    productName: 'Scaling & Polishing',
    targetAudience: 'families',
    location: 'Cheras',
    additionalDetails: 'Open Saturday until 1pm.',
  }),
  business('fitness', 'Pulse HIIT Studio', {
    industry: 'Gym',
    productType: 'HIIT class',
    productName: 'HIIT 45',
    targetAudience: 'beginners',
    benefits: 'small groups, coach watches your form',
    promotion: 'First class free',
    location: 'Puchong',
  }),
  business('education', 'Bright Minds Tuition', {
    industry: '补习中心',
    productType: 'SPM Maths tuition',
    productName: 'SPM Add Maths',
    targetAudience: 'Form 4 and Form 5 students',
    benefits: 'small classes, weekly practice papers',
    location: 'Kepong',
  }),
  business('fashion', 'Kain & Co', {
    industry: 'Fashion boutique',
    productType: 'Linen shirt',
    productName: 'Everyday Linen Shirt',
    targetAudience: 'men who work in the heat',
    benefits: 'breathable, does not crease easily',
    promotion: 'Free alteration',
    location: 'Jalan TAR',
  }),
  business('retail', 'Kedai Buku Pena', {
    industry: 'kedai buku',
    productType: 'Notebook',
    productName: 'Dot Grid Notebook A5',
    benefits: 'thick paper, lies flat',
    location: 'Georgetown, Penang',
  }),
  business('services', 'Kilat Car Wash', {
    industry: 'Car wash and detailing',
    productType: 'Car wash',
    productName: 'Interior Deep Clean',
    targetAudience: 'busy parents',
    promotion: 'Member card: 10th wash free',
    location: 'Seri Kembangan',
    additionalDetails: 'Open 9am to 7pm every day.',
  }),
];
