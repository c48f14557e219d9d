/**
 * What a field's value is, before the brief writes it: an occasion rather than an audience, a description in everyday
 * words rather than a name, an offer that is only an amount.
 */
import type { PostLanguage } from './families';
import { translate } from './glossary';
import { ordinaryLanguages } from './language';

/** The audience as the posts' frames take it: without a leading "for", "untuk", "给" ("untuk raya" → "raya"). */
export function withoutLeadWord(value: string): string {
  return value.replace(
    /^(?:(?:for|untuk|buat|bagi|sesuai untuk|suitable for|ideal for|perfect for)\s+|(?:适合|给|针对)\s*)/iu,
    '',
  );
}

/** An occasion, not a group of people ("raya", "CNY", "送礼"): an audience of one is not written as who it is for. */
const OCCASION =
  /^(?:the\s+|a\s+)?(?:hari\s+raya(?:\s+aidilfitri|\s+haji)?|raya|aidilfitri|lebaran|cny|chinese new year|new year|christmas|xmas|krismas|deepavali|diwali|merdeka|valentine'?s?(?:\s+day)?|mother'?s day|father'?s day|birthdays?|hari jadi|weddings?|perkahwinan|kahwin|kenduri|majlis|gifts?|gifting|hadiah|festive season|musim perayaan|perayaan|festivals?|holidays?|cuti sekolah)(?:\s+(?:season|celebrations?|gifts?|gifting|parties|party|day|hampers?|dinner|makan))?$|^(?:送礼|送人|礼物|过年|新年|春节|中秋节?|端午节?|圣诞节?|生日|节日|节庆|开斋节|屠妖节|情人节|母亲节|父亲节|婚礼|结婚|假期)(?:用|送礼|礼物|礼盒|聚会|派对)?$/iu;

/** Whether an audience value names an occasion ("untuk raya", "for CNY", "送礼"), not a group of people. */
export function isOccasion(audience: string): boolean {
  return OCCASION.test(withoutLeadWord(audience).trim());
}

/**
 * Whether a value is a description in everyday words of another language than the post's that the glossary does not
 * translate ("Door lock replacement" in a Mandarin post, "Vaksin tahunan kucing" in an English one): unlike a name
 * ("Assam Laksa", "Michelin Pilot Sport 5", or any name in title case: "Ocean Blue"), it is not pasted. A descriptive
 * field (`name` false) is told by its words alone.
 */
export function describesInOther(value: string, lang: PostLanguage, name = true): boolean {
  if (value === '' || translate(value, lang) !== undefined || (name && titleCased(value))) return false;
  const languages = ordinaryLanguages(value);
  return languages.size > 0 && (lang === 'zh' || !languages.has(lang));
}

/** Small words a name in title case keeps in lower case ("Claypot Chicken Rice with Salted Fish"). */
const SMALL_WORDS = new Set(['with', 'and', 'of', 'for', 'the', 'in', 'on', 'a', 'dan', 'untuk', 'dengan', 'ala']);

/**
 * Whether a phrase of two words or more is written in title case ("Ocean Blue", "Hydrating Facial"): an owner types a
 * menu item or a product's name so, and a description as a sentence ("Deluxe garden room", "Cuci & lipat").
 */
function titleCased(value: string): boolean {
  const words = value.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
  const significant = words.filter((word) => !SMALL_WORDS.has(word.toLowerCase()));
  return words.length >= 2 && significant.length >= 2 && significant.every((word) => /^[\p{Lu}\p{N}]/u.test(word));
}

/** A promotion's Latin words are only the currency ("RM10", "RM 5"): it reads the same in every language. */
export const CURRENCY_ONLY = /^[^\p{L}]*(?:(?:RM|MYR)\s?\d[^\p{L}]*)+$/iu;

/** A complaint a service is for ("back pain", "sakit belakang", "肩颈酸痛"), in any of the three languages. */
const COMPLAINT =
  /\b(?:pains?|aches?|aching|sore(?:ness)?|stiff(?:ness)?|insomnia|sleepless|can'?t sleep|tired|fatigue|acne|pimples?|dandruff|hair ?loss|eczema|migraines?|headaches?|backache|stress(?:ed)?|bloat(?:ing|ed)?|sciatica|injur(?:y|ies)|sakit|lenguh|sengal|kebas|penat|letih|jerawat|kelemumur|(?:rambut )?gugur|susah tidur|stres|migrain|kejang|bengkak|cedera|kecederaan)\b|酸痛|疼|痛|失眠|痘|掉发|脱发|头皮屑|疲劳|僵硬|湿疹|便秘|腰酸|头晕|睡不好|压力大|受伤/iu;
/** Words that say the complaint goes ("no more knee pain", "kurang lenguh", "缓解肩颈酸痛"): something good. */
const RELIEF =
  /\b(?:no more|no|less|relie(?:f|ve[sd]?)|eas(?:e[sd]?|ing)|without|free|helps?|helped|fix(?:es|ed)?|better|gone|anti|tiada|tak|tidak|hilang|kurang|lega(?:kan)?|bantu|membantu|tanpa|atasi|mengatasi|bebas)\b|不再|缓解|改善|舒缓|减轻|没有|帮助|告别|消除|无|不/iu;

/** Whether a benefit names a complaint the service is for rather than something good of it: said as liked, it is not. */
export function namesComplaint(value: string): boolean {
  return COMPLAINT.test(value) && !RELIEF.test(value);
}
