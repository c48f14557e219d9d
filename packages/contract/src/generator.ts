/**
 * What the generator's request and its posts must respect, shared by the server (the built-in generator, the
 * model's prompt and the check of its answers) and the generator panel (the counts under each result): the tone
 * field (a listed style or the user's own), each platform's limits, and how characters and words are counted.
 */
import * as v from 'valibot';
import { GENERATOR_DEFAULTS, TONES, type Platform, type Tone } from './constants';

/** Most characters of a tone the user types instead of picking a listed style. */
export const CUSTOM_TONE_MAX = 40;

const toneMessage = `Tone must be one of the listed styles, or your own of at most ${CUSTOM_TONE_MAX} characters`;

export function isListedTone(tone: string): tone is Tone {
  return (TONES as readonly string[]).includes(tone);
}

/** The request's tone: one of the ten listed styles, or a custom one of 1–40 characters; blank means the default. */
export const toneField = v.optional(
  v.pipe(
    v.string(toneMessage),
    v.trim(),
    v.transform((tone) => (tone === '' ? GENERATOR_DEFAULTS.tone : tone)),
    v.check((tone) => isListedTone(tone) || countCharacters(tone) <= CUSTOM_TONE_MAX, toneMessage),
  ),
  GENERATOR_DEFAULTS.tone,
);

/**
 * Whose voice a Facebook post speaks in: a customer recommending the business on its Page (handed out on the QR page)
 * or the business's own Page. Only Facebook uses it; a request that does not say means 'customer'.
 */
export const GENERATOR_VOICES = ['customer', 'business'] as const;
export type GeneratorVoice = (typeof GENERATOR_VOICES)[number];

export const voiceField = v.optional(
  v.picklist(GENERATOR_VOICES, `Voice must be one of ${GENERATOR_VOICES.join(', ')}`),
  'customer',
);

/** What one platform accepts. Counts are characters as a person sees them (an emoji is one). */
export interface PlatformLimits {
  /** Most characters of the post's text, hashtags included. */
  text: number;
  /** Most characters of the title, on the platform that shows one (Redbook). */
  title?: number;
  /** How many hashtags a post carries. */
  hashtags: { min: number; max: number };
  /** How long the text is in words (Google reviews); a Chinese character counts as one word. */
  words?: { min: number; max: number };
}

/**
 * Each platform's limits: Xiaohongshu's title (20) and body (1,000); a short TikTok caption (300); Instagram's
 * caption (2,200) and hashtag cap (30); Facebook's post limit (63,206); a Google review of 40–120 words (Google's own
 * cap is 4,096 characters) with no hashtags.
 */
export const PLATFORM_LIMITS: Record<Platform, PlatformLimits> = {
  Redbook: { title: 20, text: 1000, hashtags: { min: 3, max: 8 } },
  Tiktok: { text: 300, hashtags: { min: 2, max: 5 } },
  Instagram: { text: 2200, hashtags: { min: 3, max: 30 } },
  Facebook: { text: 63_206, hashtags: { min: 0, max: 3 } },
  'Google Review': { text: 4096, hashtags: { min: 0, max: 0 }, words: { min: 40, max: 120 } },
};

let segmenter: Intl.Segmenter | undefined;

/** A text's characters; the segmenter is built on first use (it loads ICU's rules: tens of ms a page would pay). */
function graphemes(text: string): Intl.Segments {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return segmenter.segment(text);
}

/** Characters as a person counts them: "👍🏽" and "é" are one each. */
export function countCharacters(text: string): number {
  let count = 0;
  for (const segment of graphemes(text)) if (segment.segment) count += 1;
  return count;
}

/** Code points that join the one before them into a single character (marks, joiners, selectors, skin tones). */
const JOINING =
  /\p{M}|\u200d|\p{Variation_Selector}|\p{Emoji_Modifier}|[\u{e0020}-\u{e007f}]|\r\n|\p{Regional_Indicator}{2}/gu;

/**
 * Whether the text has more than `max` characters: the same answer as `countCharacters(text) > max`, but only
 * long texts near the limit are segmented (a loop that trims a post checks this often).
 */
export function exceedsCharacters(text: string, max: number): boolean {
  if (text.length <= max) return false;
  const codePoints = [...text].length;
  if (codePoints <= max) return false;
  // every joining code point (and the one after a joiner) may belong to the character before it
  const joins = text.match(JOINING)?.reduce((n, m) => n + [...m].length, 0) ?? 0;
  if (codePoints - 2 * joins > max) return true;
  return countCharacters(text) > max;
}

/** The text cut to at most `max` characters, ending with "…" when it was cut. */
export function cutToCharacters(text: string, max: number): string {
  if (countCharacters(text) <= max) return text;
  const kept = [...graphemes(text)].slice(0, Math.max(0, max - 1)).map((s) => s.segment);
  return `${kept.join('').trimEnd()}…`;
}

const LETTER = String.raw`(?:(?!\p{Script=Han})[\p{L}\p{N}\p{M}])`;
const WORD = new RegExp(String.raw`\p{Script=Han}|${LETTER}+(?:['’.-]${LETTER}+)*`, 'gu');

/** Words of a text: Latin-script words and numbers, plus one per Chinese character (字数, as Chinese editors count). */
export function countWords(text: string): number {
  return [...text.matchAll(WORD)].length;
}

/** The text cut after its `max`-th word, ending with "…" when it was cut. */
export function cutToWords(text: string, max: number): string {
  const words = [...text.matchAll(WORD)];
  const last = words[max - 1];
  if (words.length <= max || !last) return text;
  return `${text.slice(0, last.index + last[0].length)}…`;
}

/** The hashtags of a text, without their "#". */
export function hashtagsOf(text: string): string[] {
  return [...text.matchAll(/#([\p{L}\p{N}\p{M}_]+)/gu)].map((match) => match[1] ?? '');
}

/** One count shown under a generated post: how long its title or text is against the platform's limit. */
export interface PostMeasure {
  label: 'Title' | 'Text' | 'Words';
  count: number;
  /** The least the platform expects (words of a review), when there is one. */
  min?: number;
  max: number;
  /** Outside the limit: shown in red. */
  outside: boolean;
}

function measure(label: PostMeasure['label'], count: number, max: number, min?: number): PostMeasure {
  return {
    label,
    count,
    max,
    ...(min === undefined ? {} : { min }),
    outside: count > max || (min !== undefined && count < min),
  };
}

/** The counts of a post against its platform's limits: the title where the platform has one, the text, the words. */
export function measurePost(platform: Platform, post: { title: string; content: string }): PostMeasure[] {
  const limits = PLATFORM_LIMITS[platform];
  const out: PostMeasure[] = [];
  if (limits.title !== undefined) out.push(measure('Title', countCharacters(post.title), limits.title));
  out.push(measure('Text', countCharacters(post.content), limits.text));
  if (limits.words) out.push(measure('Words', countWords(post.content), limits.words.max, limits.words.min));
  return out;
}
