/** The request the generator tests start from (both generators), with what a test changes. */
import type { GeneratorInput } from '../../src/generator/types';

export function request(overrides: Partial<GeneratorInput> = {}): GeneratorInput {
  return {
    platform: 'Redbook',
    language: 'Mandarin',
    industry: 'Skincare',
    productType: 'Facial serum',
    productName: 'GlowLab Serum',
    targetAudience: 'busy office workers',
    benefits: 'brightens dull skin, lightweight texture, no sticky feel',
    promotion: 'Buy 1 Free 1 until 30 June',
    location: 'Mid Valley Megamall',
    tone: '亲切自然',
    additionalDetails: 'Suitable for sensitive skin',
    count: 3,
    keywords: ['skincare', 'vitamin C', 'glow up'],
    ...overrides,
  };
}
