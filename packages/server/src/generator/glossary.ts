/**
 * Translations of what owners type in another language than the post: common Malaysian dishes, drinks, products and
 * services, one term a language (banks/translations.json: 咖椰吐司 = kaya toast = roti bakar kaya, 美甲 = manicure =
 * manikur), and the model path's glossary (model/glossary.json) where its terms line up. A value is translated only
 * when it is one of the terms as a whole.
 */
import type { PostLanguage } from './families';
import modelGlossary from './model/glossary.json';
import places from './banks/places.json';
import translations from './banks/translations.json';

type Triple = Record<PostLanguage, string>;

const key = (value: string): string =>
  value
    .toLowerCase()
    .replace(/[’']/gu, "'")
    .replace(/\s+/gu, ' ')
    .replace(/[.。!！,，]+$/u, '')
    .trim();

const TERMS = new Map<string, Triple>();

function add(triple: Triple): void {
  for (const lang of ['en', 'zh', 'ms'] as const) {
    const k = key(triple[lang]);
    if (k && !TERMS.has(k)) TERMS.set(k, triple);
  }
}

for (const term of translations.terms) add(term);
/* The model's glossary lists names that mean the same dish in each language; its first terms are one another's
   translation, and so are the rest when the three lists are as long. */
for (const entry of modelGlossary.entries as { en: string[]; zh: string[]; ms: string[] }[]) {
  const aligned = entry.en.length === entry.zh.length && entry.zh.length === entry.ms.length;
  const count = aligned ? entry.en.length : 1;
  for (let k = 0; k < count; k++) {
    const [en, zh, ms] = [entry.en[k], entry.zh[k], entry.ms[k]];
    if (en && zh && ms) add({ en, zh, ms });
  }
}

/** The value in `lang` when the glossary knows it (in any language), else undefined. */
export function translate(value: string, lang: PostLanguage): string | undefined {
  const triple = TERMS.get(key(value));
  if (!triple) return undefined;
  const own = triple[lang];
  return key(own) === key(value) ? value : own;
}

/** The longest Chinese term of the glossary, in characters. */
const LONGEST_HAN = Math.max(...[...TERMS.keys()].filter((k) => /^\p{Script=Han}+$/u.test(k)).map((k) => k.length));

/**
 * A Chinese compound the glossary knows word by word, in English or Malay ("肩颈推拿" → "neck and shoulder massage",
 * "urut leher dan bahu"; "福建卤面" → "Hokkien lor mee"): longest terms first, each part a term of its own; a modifier
 * comes first in Chinese and English, after its head in Malay. Undefined when a part is unknown or in a Mandarin post.
 */
function compound(value: string, lang: PostLanguage): string | undefined {
  const text = value.trim();
  if (lang === 'zh' || !/^\p{Script=Han}{2,}$/u.test(text)) return undefined;
  const words: string[] = [];
  for (let at = 0; at < text.length;) {
    let length = Math.min(LONGEST_HAN, text.length - at);
    while (length > 0 && !TERMS.has(text.slice(at, at + length))) length--;
    const term = length > 0 ? TERMS.get(text.slice(at, at + length)) : undefined;
    if (!term) return undefined;
    words.push(term[lang]);
    at += length;
  }
  if (words.length < 2) return undefined;
  return (lang === 'ms' ? words.reverse() : words).join(' ');
}

const AND: Record<PostLanguage, string> = { en: ' and ', zh: '和', ms: ' dan ' };
const PART_SEPARATORS = /\s*(?:&|\+|,|，|、|\band\b|\bdan\b|和)\s*/iu;

/**
 * A value the glossary knows part by part ("Tyre change and alignment" → "tukar tayar dan alignment"): each part
 * between "and", "&", "dan", "和" or a comma is one of the terms as a whole. Undefined when any part is not.
 */
export function translateParts(value: string, lang: PostLanguage): string | undefined {
  const whole = translate(value, lang) ?? compound(value, lang);
  if (whole !== undefined) return whole;
  const parts = value.split(PART_SEPARATORS).filter((part) => part.trim() !== '');
  if (parts.length < 2) return undefined;
  const translated = parts.map((part) => translate(part, lang) ?? compound(part, lang));
  if (translated.some((part) => part === undefined)) return undefined;
  return translated.join(AND[lang]);
}

/**
 * A product name as a hashtag people would use: in the post's language when the glossary knows it, and short (two
 * words, four when each is capitalised as a name's, or six Chinese characters); '' for a phrase
 * ("#TyreChangeAndAlignment", "#MorningHathaClass").
 */
export function nameTag(value: string, lang: PostLanguage): string {
  const tag = translateParts(value, lang) ?? value;
  const words = tag.trim().split(/\s+/u);
  // a name written as one ("Nasi Lemak Ayam Berempah") may be longer than a phrase in everyday words
  const short = HAN.test(tag)
    ? [...tag.replace(/\s+/gu, '')].length <= 6
    : words.length <= 2 || (words.length <= 4 && words.every((word) => /^\p{Lu}/u.test(word)));
  return short && !/\s(?:and|dan)\s|和|&/iu.test(tag) ? tag : '';
}

const EVERYDAY = new Set(translations.everyday.words.map(key));

/**
 * The first of `values` that is a short everyday English product word Malaysians write as it is in a Mandarin or Malay
 * post ("做了 facial", "tukar tyre"), in lower case; '' in an English post or when none is.
 */
export function everydayWord(values: readonly string[], lang: PostLanguage): string {
  if (lang === 'en') return '';
  return values.find((value) => value !== '' && EVERYDAY.has(key(value)))?.toLowerCase() ?? '';
}

/** Malaysian places (banks/places.json): Chinese name → Latin name, Latin name → Chinese name. */
const LATIN_PLACE = new Map<string, string>();
const CHINESE_PLACE = new Map<string, string>();
for (const [latin, chinese] of places.places as [string, string][]) {
  if (!LATIN_PLACE.has(chinese)) LATIN_PLACE.set(chinese, latin);
  CHINESE_PLACE.set(key(latin), chinese);
}
/** The states a Mandarin post does not name before a town (banks/places.json). */
const STATES = new Set(places.states.map(key));
/** Longest first, so 吉隆坡 is not read as part of a shorter name. */
const CHINESE_PLACES = [...LATIN_PLACE.keys()].sort((a, b) => b.length - a.length);
const HAN = /\p{Script=Han}/u;

/**
 * A location in the script of `lang`, when every part of it is a known place: in Latin letters for an English or Malay
 * post, smallest first (吉隆坡蕉赖 → Cheras, Kuala Lumpur); in Chinese for a Mandarin post, largest first (Pudu, Kuala
 * Lumpur → 吉隆坡半山芭), without a state before a town (Kajang, Selangor → 加影). Else as typed.
 */
export function placeIn(location: string, lang: PostLanguage): string {
  if (lang === 'zh') {
    const typed = location.split(/\s*[,，]\s*/u).filter((part) => part !== '');
    const towns = typed.filter((part) => !STATES.has(key(part)));
    const parts = towns.length > 0 ? towns : typed;
    const chinese = parts.map((part) => CHINESE_PLACE.get(key(part)));
    return parts.length > 0 && chinese.every((name) => name !== undefined) ? chinese.reverse().join('') : location;
  }
  if (!HAN.test(location)) return location;
  const latin: string[] = [];
  let rest = location.replace(/[\s,，、]+/gu, '');
  while (rest !== '') {
    const chinese = CHINESE_PLACES.find((name) => rest.startsWith(name));
    if (chinese === undefined) return location;
    latin.push(LATIN_PLACE.get(chinese) ?? chinese);
    rest = rest.slice(chinese.length);
  }
  return latin.reverse().join(', ');
}
