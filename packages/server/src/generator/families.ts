/**
 * The trade families and the modes they are lived in (posts/README.md): a family is a kind of business with its own
 * words (banks/industries.json), a mode is how a customer lives it (ate it, had it done, stayed), and each mode has
 * one file of whole posts per language (posts/<lang>/<mode>.json).
 */
export const MODES = [
  'eat',
  'drink',
  'stay',
  'pamper',
  'care',
  'pet',
  'train',
  'learn',
  'shop',
  'service',
  'general',
] as const;
export type Mode = (typeof MODES)[number];

export const FAMILIES = [
  'meals',
  'bakery',
  'fruit',
  'drinks',
  'tea',
  'lodging',
  'hair_beauty',
  'nails',
  'lashes',
  'spa',
  'clinic',
  'dental',
  'physio',
  'vet',
  'pets',
  'fitness',
  'yoga',
  'education',
  'retail',
  'fashion',
  'car',
  'home',
  'events',
  'services',
  'general',
] as const;
export type Family = (typeof FAMILIES)[number];

/** The languages of the built-in writer's posts, by the request's language. */
export const POST_LANGUAGES = { English: 'en', Mandarin: 'zh', Malay: 'ms' } as const;
export type PostLanguage = (typeof POST_LANGUAGES)[keyof typeof POST_LANGUAGES];
export const LANGS: readonly PostLanguage[] = Object.values(POST_LANGUAGES);
