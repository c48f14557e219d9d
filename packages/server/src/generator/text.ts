/** Text helpers shared by the generators. */
import { contactsIn } from './checks/patterns';

const EDGE_SEPARATORS = /^[\s,，;；:：、]+|[\s,，.。;；:：、!！]+$/gu;

/** What owners type for "nothing here", in the three languages: such a field is not given. */
const PLACEHOLDER =
  /^(?:[-–—_.?~*/\\x]+|n\/?a|n\.a|na|nil|null|none|none yet|no|nope|nothing|nothing yet|nothing special|empty|blank|tbc|tba|tbd|not applicable|not available|not yet|no promo|no promotion|no promotions|no offer|no details|-?\s*nil\s*-?|tiada|tiada apa|tiada promosi|tiada promo|tiada tawaran|tidak ada|tak ada|takde|tak de|xde|xda|x ada|belum ada|belum|kosong|无|没有|沒有|暂无|暫無|没|不适用|待定|空|无优惠|没有优惠|暂无优惠|无促销|暂时没有)$/iu;

export function isPlaceholder(value: string): boolean {
  return PLACEHOLDER.test(value.trim().replace(/[.。!！]+$/u, ''));
}

/** Trims a free-text field, collapses whitespace and drops dangling punctuation; a placeholder ("n/a", "-", "无")
 * and non-strings become ''. */
export function cleanField(value: unknown): string {
  if (typeof value !== 'string') return '';
  const cleaned = value.replace(/\s+/g, ' ').trim().replace(EDGE_SEPARATORS, '').trim();
  return cleaned === '' || isPlaceholder(cleaned) || isPlaceholder(value) ? '' : cleaned;
}

/** A field without the clauses that carry contact details (phone, WhatsApp, web, e-mail, handles): a customer's post
 * never prints them. */
export function withoutContacts(value: string): string {
  if (contactsIn(value).length === 0) return value;
  const clauses = value.split(/([;；。！？!?\n]+|\.\s+|[,，、](?=\s|\p{Script=Han}|$)|\s[-–—|]\s)/u);
  const kept: string[] = [];
  for (let k = 0; k < clauses.length; k += 2) {
    const clause = clauses[k] ?? '';
    if (clause.trim() && contactsIn(clause).length === 0) kept.push(clause.trim(), clauses[k + 1] ?? '');
  }
  return cleanField(kept.join('').replace(/\s+/g, ' '));
}

const STATES =
  /^(?:selangor(?: darul ehsan)?|johor(?: darul ta'?zim)?|pulau pinang|penang|perak|kedah|kelantan|terengganu|pahang|negeri sembilan|n\.?\s?sembilan|melaka|malacca|sabah|sarawak|perlis|wilayah persekutuan|w\.?p\.?|federal territory|malaysia|my)$/iu;
const STREET_WORD =
  /\b(?:jalan|jln|lorong|lrg|persiaran|lebuh|lebuhraya|no\.|lot|unit|blok|block|level|tingkat|aras)\s/iu;
const STREET =
  /\b(?:jalan|jln|lorong|lrg|persiaran|lebuh|lebuhraya|no\.?|lot|unit|blok|block|level|tingkat|aras|off)\b|\d/iu;

/**
 * The places a location names: the town or city of a postal address ("12, Jalan SS2/24, 47300 Petaling Jaya,
 * Selangor" → "Petaling Jaya"), else the location as typed ("Bangsar, Kuala Lumpur").
 */
export function placesOf(location: string): string {
  const postal = /\b\d{5}\b/u.test(location) || STREET_WORD.test(location) || location.split(/[,，]/u).length > 3;
  if (!postal) return location;
  const parts = location
    .split(/[,，]/u)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  for (const part of parts) {
    const town = /\b\d{5}\s+(.+)$/u.exec(part)?.[1]?.trim();
    if (town && !STATES.test(town)) return town;
  }
  const named = parts.filter((part) => !STATES.test(part) && !STREET.test(part));
  if (named.length > 0) return named[named.length - 1] ?? location;
  const state = parts.find((part) => STATES.test(part) && !/^(?:malaysia|my)$/iu.test(part));
  return state ?? location;
}

/** The area a post names: the first of the places a location lists ("Bangsar, Kuala Lumpur" → "Bangsar"). */
export function areaOf(location: string): string {
  return firstPlace(placesOf(location));
}

/** The first of a list of places, smallest first, as people name where they went ("TTDI, Kuala Lumpur" → "TTDI"). */
export function firstPlace(places: string): string {
  return places.split(/\s*[,，]\s*/u)[0] ?? places;
}

/** Splits a benefits field ("a, b; c" or one item per line) into items. */
export function splitList(value: string): string[] {
  return value
    .split(/[,，、;；\n•]+/u)
    .map(cleanField)
    .filter((item) => item.length > 0);
}

/** Request keywords cleaned (trimmed, no empties, no duplicates), or derived from type/name. */
export function resolveKeywords(keywords: unknown, productType: string, productName: string): string[] {
  const source = Array.isArray(keywords) ? keywords : [];
  const out: string[] = [];
  for (const raw of source) {
    if (typeof raw !== 'string') continue;
    const k = raw.trim();
    if (k && !out.includes(k)) out.push(k);
  }
  if (out.length > 0) return out;
  for (const k of [productType, productName].map(cleanField)) {
    if (k && !out.includes(k)) out.push(k);
  }
  return out;
}

const HAN = /\p{Script=Han}/u;
const LATIN = /\p{Script=Latin}/u;

export const hasHan = (text: string): boolean => HAN.test(text);
export const hasLatin = (text: string): boolean => LATIN.test(text);

/**
 * Whether a value the user typed is written in another script than the post: Latin with no Chinese character for a
 * Mandarin post, any Chinese character for an English or Malay one. Digits and signs belong to every script.
 */
export function isForeign(value: string, language: 'zh' | 'en' | 'ms'): boolean {
  return language === 'zh' ? hasLatin(value) && !hasHan(value) : hasHan(value);
}

/** One hashtag word: "skin care" → "SkinCare", "self-service" → "SelfService", "护肤 好物" → "护肤好物", "#glow!" →
 * "glow"; '' when nothing is left. */
function hashtagWord(text: string): string {
  const words = text
    // a hyphen joins two words as a space does ("90-minute Thai massage" → "90MinuteThaiMassage")
    .split(/\s+|(?<=[\p{L}\p{N}])-(?=\p{L})/u)
    .map((w) => w.replace(/[^\p{L}\p{N}\p{M}_]/gu, ''))
    .filter((w) => w.length > 0);
  if (words.length <= 1) return words[0] ?? '';
  return words.map((w) => (/^\p{Ll}/u.test(w) ? w.charAt(0).toUpperCase() + w.slice(1) : w)).join('');
}

/**
 * The hashtags of one keyword, never joining two scripts: "Yee Sang 三文鱼捞生" → ["YeeSang", "三文鱼捞生"]. A run of
 * digits stays with the words around it ("2025新年" is one).
 */
export function toHashtags(keyword: string): string[] {
  const runs =
    keyword
      .replace(/#/g, ' ')
      .match(/\p{N}*\p{Script=Han}[\p{Script=Han}\p{N}]*(?:[\s\p{N}]*[\p{Script=Han}\p{N}]+)*|[^\p{Script=Han}]+/gu) ??
    [];
  return runs.map(hashtagWord).filter((tag) => tag !== '' && !/^\p{N}+$/u.test(tag));
}

/** Capitalises when the text starts with a lower-case word (keeps "iPhone", "eBay"). */
export function capitalizeLatin(text: string): string {
  return /^\p{Ll}(\p{Ll}|\s|$)/u.test(text) ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** "Facial serum" → "facial serum", "Cuci & lipat" → "cuci & lipat" mid-sentence; leaves "BBQ", "Korean BBQ",
 * "iPhone" alone. */
export function lowerInitialWord(text: string): string {
  return /^\p{Lu}\p{Ll}+(-\p{Ll}+)*(\s(&|\p{Ll}+(-\p{Ll}+)*))*$/u.test(text)
    ? text.charAt(0).toLowerCase() + text.slice(1)
    : text;
}

/** Final clean-up of generated text: no double spaces, no space before punctuation, trimmed lines. */
export function tidy(text: string): string {
  return text
    .split('\n')
    .map((line) =>
      line
        .replace(/[ \t]+/g, ' ')
        .replace(/ ([,.!?;:])/g, '$1')
        .replace(/([。！？，])\s+/gu, '$1')
        .trim(),
    )
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
