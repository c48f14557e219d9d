/** The QR page's language from the browser's Accept-Language: English, Simplified Chinese or Malay (default English). */
import type { Language } from '@app/contract';

export const PAGE_LANGUAGES = ['en', 'zh-CN', 'ms'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

/** The posts' language of each page language (what the funnel counts a phone's language as). */
export const POST_LANGUAGES: Record<PageLanguage, Language> = { en: 'English', 'zh-CN': 'Mandarin', ms: 'Malay' };

function languageOf(tag: string): PageLanguage | undefined {
  const primary = tag.toLowerCase().split('-')[0];
  if (primary === 'zh') return 'zh-CN';
  if (primary === 'ms') return 'ms';
  if (primary === 'en' || primary === '*') return 'en';
  return undefined;
}

/** Headers already answered: phones send a handful of different ones (bounded: a header is any string). */
const known = new Map<string, PageLanguage>();
const KNOWN_MAX = 500;

/** The first language the header prefers (by q, then order) that the page has. */
export function pageLanguage(header: string | undefined): PageLanguage {
  if (header === undefined) return 'en';
  let language = known.get(header);
  if (language === undefined) {
    language = rankLanguage(header);
    if (known.size >= KNOWN_MAX) known.clear();
    known.set(header, language);
  }
  return language;
}

function rankLanguage(header: string): PageLanguage {
  const ranked = header
    .split(',')
    .map((item, index) => {
      const [tag = '', ...params] = item.split(';').map((part) => part.trim());
      const q = params.find((param) => /^q=/i.test(param));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((item) => item.tag !== '' && item.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const language = languageOf(tag);
    if (language) return language;
  }
  return 'en';
}
