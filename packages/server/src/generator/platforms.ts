/** The platforms the built-in generator writes for, and how each one's posts are shaped. */

export type PlatformId = 'Redbook' | 'Instagram' | 'Tiktok' | 'Facebook' | 'Google Review';

export type Density = 'high' | 'low' | 'none';
export type Section = 'hook' | 'benefits' | 'audience' | 'details' | 'offer' | 'cta';
export type Layout = readonly (readonly Section[])[];
export type BenefitStyle = 'bullets' | 'numbered' | 'inline';

export interface PlatformStyle {
  /** How much emoji decoration the platform's posts carry. */
  density: Density;
  minTags: number;
  maxTags: number;
  maxBenefits: number;
  /** Number of filler experience sentences when no benefits are given. */
  experienceSentences: number;
  benefitStyles: readonly BenefitStyle[];
  layouts: readonly Layout[];
  /** Reads as a customer review (rating line, review openers, verdict instead of a call to action). */
  review: boolean;
}

/** Paragraph groupings; empty sections drop out, and hook and cta never share a paragraph. */
const STANDARD_LAYOUTS: readonly Layout[] = [
  [['hook'], ['benefits', 'audience'], ['details', 'offer'], ['cta']],
  [
    ['hook', 'audience'],
    ['benefits', 'details'],
    ['offer', 'cta'],
  ],
  [['hook'], ['benefits'], ['audience', 'details', 'offer', 'cta']],
  [
    ['hook', 'benefits'],
    ['audience', 'offer'],
    ['details', 'cta'],
  ],
  [['hook', 'offer'], ['benefits', 'audience', 'details'], ['cta']],
  [['hook', 'details'], ['benefits'], ['audience', 'offer', 'cta']],
];

const COMPACT_LAYOUTS: readonly Layout[] = [
  [
    ['hook', 'audience'],
    ['benefits', 'details'],
    ['offer', 'cta'],
  ],
  [['hook'], ['benefits', 'audience', 'details'], ['offer', 'cta']],
  [
    ['hook', 'offer'],
    ['benefits', 'audience', 'details', 'cta'],
  ],
  [['hook', 'audience', 'details'], ['benefits'], ['offer', 'cta']],
];

const REVIEW_LAYOUTS: readonly Layout[] = [
  [['hook'], ['benefits', 'audience', 'details'], ['offer', 'cta']],
  [
    ['hook', 'audience'],
    ['benefits', 'details'],
    ['offer', 'cta'],
  ],
  [['hook', 'benefits'], ['audience', 'details', 'offer'], ['cta']],
];

export const PLATFORM_STYLES: Record<PlatformId, PlatformStyle> = {
  Redbook: {
    density: 'high',
    minTags: 4,
    maxTags: 10,
    maxBenefits: 8,
    experienceSentences: 2,
    benefitStyles: ['bullets', 'numbered', 'inline'],
    layouts: STANDARD_LAYOUTS,
    review: false,
  },
  Instagram: {
    density: 'high',
    minTags: 6,
    maxTags: 15,
    maxBenefits: 6,
    experienceSentences: 2,
    benefitStyles: ['bullets', 'inline', 'numbered'],
    layouts: STANDARD_LAYOUTS,
    review: false,
  },
  Tiktok: {
    density: 'high',
    minTags: 3,
    maxTags: 5,
    maxBenefits: 4,
    experienceSentences: 1,
    benefitStyles: ['inline', 'bullets'],
    layouts: COMPACT_LAYOUTS,
    review: false,
  },
  Facebook: {
    density: 'low',
    minTags: 2,
    maxTags: 4,
    maxBenefits: 8,
    experienceSentences: 2,
    benefitStyles: ['inline', 'bullets'],
    layouts: STANDARD_LAYOUTS,
    review: false,
  },
  'Google Review': {
    density: 'none',
    minTags: 0,
    maxTags: 0,
    maxBenefits: 8,
    experienceSentences: 2,
    benefitStyles: ['inline', 'bullets'],
    layouts: REVIEW_LAYOUTS,
    review: true,
  },
};

/** Maps the request's platform to a known one (case-insensitive, a few aliases); unknown → Redbook. */
export function resolvePlatform(platform: string): PlatformId {
  const p = (typeof platform === 'string' ? platform : '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
  if (p === 'tiktok' || p === 'douyin' || p === '抖音') return 'Tiktok';
  if (p === 'googlereview' || p === 'googlereviews' || p === 'google' || p === 'googlemaps') return 'Google Review';
  if (p === 'facebook' || p === 'fb') return 'Facebook';
  if (p === 'instagram' || p === 'ig') return 'Instagram';
  return 'Redbook';
}
