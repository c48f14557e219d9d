/** Chat prompts for the OpenAI-compatible provider generator. */

import { resolvePlatform, type PlatformId } from './platforms';
import { cleanField, resolveKeywords } from './text';
import { TONE_STYLES, resolveTone } from './tones';
import type { GeneratorInput } from './types';

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

const LANGUAGE_INSTRUCTIONS: Record<GeneratorInput['language'], string> = {
  Mandarin:
    'Mandarin Chinese, written in Simplified Chinese characters (简体中文), natural mainland Xiaohongshu wording',
  English: 'English, natural and fluent (British spelling is fine)',
  Malay: 'Malay (Bahasa Melayu as written in Malaysia), correct and natural, not a word-for-word translation',
};

const PLATFORM_NOTES: Record<PlatformId, string> = {
  Redbook:
    'Xiaohongshu (Redbook): a catchy hook title with emoji, short airy paragraphs, emoji as visual bullets, personal "sharing with friends" voice, 4–10 hashtags at the end.',
  Instagram:
    'Instagram caption in Redbook style: strong first line, short paragraphs with emoji, generous hashtags (6–15) at the end.',
  Tiktok:
    'TikTok caption in Redbook style: punchy and short (2–3 brief paragraphs), hook in the first line, 3–5 hashtags.',
  Facebook:
    'Facebook post in Redbook style: conversational and a little longer, light emoji use, 2–4 hashtags at the end.',
  'Google Review':
    'Google review: first-person customer review with a five-star rating line (⭐⭐⭐⭐⭐), concrete experience, a closing verdict, minimal emoji and no hashtags.',
};

/** Different angles so that the posts of one batch do not look alike. */
const ANGLES = [
  'a personal story of discovering it',
  'a benefit checklist',
  'problem → solution',
  'lead with the offer',
  'questions and answers',
  'a day-in-the-life moment',
  'before/after comparison',
  'practical tips for getting the most out of it',
  'a short review with a verdict',
  'behind the scenes / what makes it special',
] as const;

export const SYSTEM_PROMPT = [
  'You are an expert social-media copywriter who writes in the style of Xiaohongshu (小红书, "Redbook"):',
  'authentic first-person sharing, an eye-catching hook title, short scannable paragraphs, tasteful emoji,',
  'concrete details and a friendly call to action, ending with hashtags.',
  'Only use facts given in the brief: never invent prices, discounts, addresses, dates or claims.',
  'Answer with one JSON object and nothing else:',
  '{"title": string, "content": string, "keywords": string[]}',
  '"content" holds the full post body including the hashtag line; "keywords" lists the hashtag words without "#".',
].join(' ');

function describe(label: string, value: string): string {
  return `- ${label}: ${value ? JSON.stringify(value) : 'not specified (do not mention it)'}`;
}

/** The user message for post `index` (0-based) of `count`. */
export function buildUserPrompt(input: GeneratorInput, index: number, count: number): string {
  const tone = resolveTone(input.tone);
  const platform = resolvePlatform(input.platform);
  const language = LANGUAGE_INSTRUCTIONS[input.language] ?? LANGUAGE_INSTRUCTIONS.Mandarin;
  const keywords = resolveKeywords(input.keywords, cleanField(input.productType), cleanField(input.productName));
  const angle = ANGLES[index % ANGLES.length] ?? ANGLES[0];
  return [
    `Write post ${index + 1} of ${count} for ${platform}.`,
    '',
    'Brief:',
    describe('Product type', cleanField(input.productType)),
    describe('Product name', cleanField(input.productName)),
    describe('Target audience', cleanField(input.targetAudience)),
    describe('Benefits', cleanField(input.benefits)),
    describe('Promotion', cleanField(input.promotion)),
    describe('Location', cleanField(input.location)),
    describe('Additional details', cleanField(input.additionalDetails)),
    `- Keywords for hashtags: ${keywords.length ? keywords.map((k) => JSON.stringify(k)).join(', ') : 'derive 3–5 fitting ones'}`,
    '',
    'Requirements:',
    `- Language: ${language}. Title, body and hashtags all in this language (keep brand names as given).`,
    `- Tone: ${tone} (${TONE_STYLES[tone].gloss}); let it shape the wording, the opening line and the emoji.`,
    `- Platform style: ${PLATFORM_NOTES[platform]}`,
    '- Title: a hook that makes people stop scrolling (at most about 20 Chinese characters or 70 Latin characters).',
    '- Body: 2–4 short paragraphs separated by blank lines; weave in every specified field naturally; end with a call to action, then the hashtags.',
    `- This is post ${index + 1} of ${count}: make it clearly different from the other posts in title, opening line and structure. Angle for this one: ${angle}.`,
    '',
    'Reply with the JSON object only.',
  ].join('\n');
}

export function buildMessages(input: GeneratorInput, index: number, count: number): ChatMessage[] {
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: buildUserPrompt(input, index, count) },
  ];
}
