/**
 * A model's answer is data: these checks run on every post a model writes, before it can become content. Markdown is
 * removed and a post wrapped in JSON twice is unwrapped; the post may not state a number, price, percentage, time,
 * link, phone number, handle or e-mail address that the brief does not hold, may not claim to be genuine or
 * unsponsored, must be in the post's language (English vs Malay by a language identifier, Simplified Chinese only),
 * must name the business or its product when the brief names them, and a review carries no emoji or star rows.
 */
import type { GeneratorRefusal, Platform } from '@app/contract';
import { foreignSentences, hasTraditional, type LanguageCode } from './language';
import type { GeneratorInput } from './types';

/** Why a post was refused, for the interface to say in the user's language. */
export type RefusalReason = GeneratorRefusal;

export interface AnswerProblem {
  reason: RefusalReason;
  /** In words a model can act on (sent back once). */
  text: string;
}

/** Markdown a chat model adds: bold, italics, inline code, headings, links; hashtags stay. */
export function stripMarkdown(text: string): string {
  return text
    .replace(/\[([^\]]+)\]\((?:[^)]+)\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[\s(])[*_]([^*_\n]+)[*_](?=[\s).,!?]|$)/gm, '$1$2')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/^\s*[-*]\s+/gm, '')
    .trim();
}

/** A post whose content is itself a JSON object with a content (the model wrapped its answer twice). */
export function unwrapContent(content: string): { title?: string; content: string } {
  const trimmed = content.trim();
  if (!trimmed.startsWith('{') || !trimmed.endsWith('}')) return { content };
  try {
    const inner = JSON.parse(trimmed) as unknown;
    if (typeof inner === 'object' && inner !== null && typeof (inner as { content?: unknown }).content === 'string') {
      const { title, content: body } = inner as { title?: unknown; content: string };
      return { ...(typeof title === 'string' ? { title } : {}), content: body };
    }
  } catch {
    // not JSON after all: the content as written
  }
  return { content };
}

/** Facts a post may only repeat from the brief. */
const FACT_PATTERNS: readonly { name: string; pattern: RegExp }[] = [
  { name: 'link', pattern: /\b(?:https?:\/\/|www\.)\S+/giu },
  { name: 'e-mail address', pattern: /[\w.+-]+@[\w-]+\.[\w.]+/gu },
  { name: 'handle', pattern: /(?<![\w.])@[A-Za-z0-9_.]{2,}/gu },
  { name: 'phone number', pattern: /\+?\d[\d\s-]{7,}\d/gu },
  { name: 'price', pattern: /(?:RM|\$|USD|MYR|￥|¥)\s?\d[\d.,]*/giu },
  { name: 'time', pattern: /\b\d{1,2}(?::\d{2})?\s?(?:am|pm)\b|\b\d{1,2}:\d{2}\b|\d{1,2}\s*点/giu },
  { name: 'number', pattern: /\d+(?:[.,]\d+)?\s?%?/gu },
];
const AWARD_WORDS = /michelin|米其林|award|获奖|anugerah|no\.\s?1|第一名|best in/iu;
/** Things no post of a business's customer writes unless the brief is about them. */
const OFF_TOPIC_WORDS =
  /casino|gambl\w*|betting|slot machines?|jackpot|judi|kasino|赌场|博彩|彩票|crypto\w*|forex|加密货币/iu;
const GENUINE_CLAIMS =
  /genuine|not an ad|not sponsored|unsponsored|paid (?:for it )?myself|my own money|honest review|真实评价|非广告|不是广告|自费|bukan iklan|bukan tajaan|duit sendiri|ulasan jujur/iu;
const STAR_ROW = /[★☆⭐]{2,}/u;
const EMOJI = /\p{Extended_Pictographic}/gu;

const normalize = (text: string): string => text.toLowerCase().replace(/\s+/g, '');

/** Everything the brief says, to compare a post's facts with. */
export function briefText(input: GeneratorInput): string {
  return [
    input.businessName,
    input.campaignName,
    input.campaignDescription,
    input.industry,
    input.productType,
    input.productName,
    input.targetAudience,
    input.benefits,
    input.promotion,
    input.location,
    input.additionalDetails,
    ...(Array.isArray(input.keywords) ? input.keywords : []),
    ...(Array.isArray(input.campaignKeywords) ? input.campaignKeywords : []),
    ...(Array.isArray(input.photoNotes) ? input.photoNotes : []),
  ]
    .filter((value): value is string => typeof value === 'string')
    .join('\n');
}

export function answerProblems(
  post: { title: string; content: string },
  input: GeneratorInput,
  platform: Platform,
): AnswerProblem[] {
  const text = `${post.title}\n${post.content}`;
  const brief = briefText(input);
  const briefNorm = normalize(brief);
  const problems: AnswerProblem[] = [];
  const unknown = new Set<string>();
  for (const { name, pattern } of FACT_PATTERNS) {
    for (const match of text.replace(/#\S+/gu, ' ').matchAll(pattern)) {
      const value = match[0].trim();
      // a small count ("2 layers", "第2篇") is a word, not a claim
      if (name === 'number' && /^\d$|^10$/.test(value)) continue;
      if (value && !briefNorm.includes(normalize(value))) unknown.add(`${name} "${value}"`);
    }
  }
  if (AWARD_WORDS.test(text) && !AWARD_WORDS.test(brief)) unknown.add('an award');
  if (unknown.size > 0) {
    problems.push({
      reason: 'facts',
      text: `the post states what the brief does not: ${[...unknown].slice(0, 4).join(', ')}`,
    });
  }
  if (OFF_TOPIC_WORDS.test(text) && !OFF_TOPIC_WORDS.test(brief)) {
    problems.push({ reason: 'off-topic', text: 'the post is about something the brief is not about' });
  }
  const names = [input.businessName, input.productName]
    .map((value) => (typeof value === 'string' ? value.trim() : ''))
    .filter((value) => value.length > 0);
  if (names.length > 0 && !names.some((value) => normalize(text).includes(normalize(value)))) {
    problems.push({ reason: 'off-topic', text: `the post must name ${names.map((n) => `"${n}"`).join(' or ')}` });
  }
  if (GENUINE_CLAIMS.test(text)) {
    problems.push({
      reason: 'claims',
      text: 'the post may not claim to be genuine, unsponsored or paid for by the writer',
    });
  }
  if (platform === 'Google Review' && (STAR_ROW.test(text) || (text.match(EMOJI) ?? []).length > 0)) {
    problems.push({ reason: 'spam', text: 'a review has no emoji and no rows of stars' });
  }
  const code: LanguageCode = input.language === 'Mandarin' ? 'zh' : input.language === 'English' ? 'en' : 'ms';
  if (code === 'zh' && hasTraditional(text)) {
    problems.push({ reason: 'language', text: 'the post uses Traditional characters: write Simplified Chinese' });
  }
  const foreign = foreignSentences(post.content, code);
  if (foreign.length > 0) {
    problems.push({ reason: 'language', text: `not written in ${input.language}: "${foreign[0] ?? ''}"` });
  }
  return problems;
}

/** Secrets of every common shape masked, for the server's log. */
export function maskSecrets(text: string, apiKey = ''): string {
  let out = apiKey ? text.split(apiKey).join('[key]') : text;
  out = out
    .replace(/\b(sk|pk|rk)-[\w*.-]{6,}/g, '$1-[masked]')
    .replace(/(Bearer\s+)[\w*.~+/=-]+/gi, '$1[masked]')
    .replace(/\b(AKIA|ASIA)[0-9A-Z]{12,}/g, '$1[masked]')
    .replace(
      /\b(password|passwd|pwd|secret|token|api[_-]?key|access[_-]?key|aws_secret_access_key)(["']?\s*[=:]\s*["']?)[^\s"'&,;]+/gi,
      '$1$2[masked]',
    )
    .replace(/\b(gh[pousr]_)[A-Za-z0-9]{16,}/g, '$1[masked]')
    .replace(/\b(xox[abpr]-)[\w-]{10,}/g, '$1[masked]')
    .replace(/\beyJ[\w-]{10,}\.[\w-]{10,}\.[\w-]{10,}/g, '[masked jwt]');
  return out;
}
