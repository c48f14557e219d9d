/**
 * A model's answer is data: these checks run on every post a model writes, before it can become content. The post
 * is found in the answer (model/parse.ts), bold, italics and headings are written plainly, and it is refused, with a
 * reason, when it is no post (the model's own refusal, chatter), is laid out as a document (lists, tables,
 * blockquotes, code, links: model/markdown.ts), advertises gambling, loans, crypto or adult content, carries contact
 * details or a claim of being genuine (checks/patterns.ts), is in another language or in Traditional characters,
 * states prices, offers, hours or awards the brief does not give (model/facts.ts), is about something else than the
 * brief (model/aboutness.ts), breaks the platform's limits, or is a review with emoji or rows of stars.
 */
import { cutToCharacters, PLATFORM_LIMITS, type GeneratorRefusal, type Platform } from '@app/contract';
import { contactsIn, hasClaim } from './checks/patterns';
import { foreignSentences, hasTraditional, sentencesOf, type LanguageCode } from './language';
import { isAboutBrief, subjectWords } from './model/aboutness';
import { advertWords, inventedFacts } from './model/facts';
import { cleanMarkdown, markdownProblems } from './model/markdown';
import { answerObject, dropChatter, isModelRefusal } from './model/parse';
import { languageProblems, limitProblems, repairHashtags } from './rules';
import { resolveKeywords } from './text';
import type { GeneratorInput } from './types';

export { parseModelJson } from './model/parse';

/** Why a post was refused, for the interface to say in the user's language. */
export type RefusalReason = GeneratorRefusal;

export interface AnswerProblem {
  reason: RefusalReason;
  /** In words a model can act on (sent back once). */
  text: string;
}

/** Markdown a plain rewrite keeps the meaning of, written plainly; hashtags stay. */
export const stripMarkdown = cleanMarkdown;

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

const STAR_ROW = /[★☆⭐]{2,}/u;
const EMOJI = /\p{Extended_Pictographic}/gu;
const squash = (text: string): string => text.toLowerCase().replace(/\s+/g, '');

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

/**
 * The text without the brief's names (product, business, location and each of its parts, campaign, type): a post may
 * write them in their own script.
 */
export function withoutNames(text: string, input: GeneratorInput): string {
  const location = typeof input.location === 'string' ? input.location.split(/[,，]/u) : [];
  const names = [
    input.productName,
    input.businessName,
    input.location,
    ...location,
    input.campaignName,
    input.productType,
  ]
    .filter((value): value is string => typeof value === 'string' && value.trim().length >= 2)
    .sort((a, b) => b.length - a.length);
  // and the words of the brief's subject (its names' words, their translations: "gula melaka", "rendang")
  const words = [...subjectWords(input)].filter((word) => /^[\p{Script=Latin}\s'-]{3,}$/u.test(word));
  let out = text;
  for (const name of [...names, ...words.sort((a, b) => b.length - a.length)]) {
    const escaped = name
      .trim()
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\s+/g, '\\s+');
    out = out.replace(new RegExp(`(?<!\\p{Script=Latin})${escaped}(?!\\p{Script=Latin})`, 'giu'), ' ');
  }
  return out;
}

const LATIN_WORD = /\p{Script=Latin}[\p{Script=Latin}'’-]*/gu;
const latinWords = (text: string): number => (text.match(LATIN_WORD) ?? []).length;

/** Not in the post's language: for English and Malay, a third or more of its words in sentences of the other. */
function languageProblem(post: { title: string; content: string }, input: GeneratorInput): string | undefined {
  const code: LanguageCode = input.language === 'Mandarin' ? 'zh' : input.language === 'English' ? 'en' : 'ms';
  const text = withoutNames(`${post.title}\n${post.content}`, input);
  if (code === 'zh' && hasTraditional(text)) return 'the post uses Traditional characters: write Simplified Chinese';
  const plain = { title: withoutNames(post.title, input), content: withoutNames(post.content, input) };
  const basic = languageProblems(input.language, plain);
  if (basic.length > 0) return basic.join('; ');
  const foreign = foreignSentences(plain.content, code);
  if (foreign.length === 0) return undefined;
  if (code !== 'zh') {
    const total = sentencesOf(plain.content).reduce((n, sentence) => n + latinWords(sentence), 0);
    const off = foreign.reduce((n, sentence) => n + latinWords(sentence), 0);
    if (off * 3 < total) return undefined;
  }
  return `not written in ${input.language}: "${foreign[0] ?? ''}"`;
}

export function answerProblems(
  post: { title: string; content: string },
  input: GeneratorInput,
  platform: Platform,
): AnswerProblem[] {
  const text = `${post.title}\n${post.content}`;
  const brief = briefText(input);
  const problems: AnswerProblem[] = [];
  const add = (reason: RefusalReason, problem: string) => problems.push({ reason, text: problem });
  if (isModelRefusal(text)) add('no-post', 'the answer declines or speaks as a model instead of being the post');
  const adverts = advertWords(text, brief);
  if (adverts.length > 0) add('off-topic', `the post advertises what the brief is not about: ${adverts.join(', ')}`);
  const layout = markdownProblems(post.content);
  if (layout.length > 0) add('format', `a post is plain text, without ${layout.join(', ')}`);
  const briefSquashed = squash(brief);
  const contacts = contactsIn(text.replace(/#[^\s#]+/gu, ' ')).filter((found) => {
    const value = /"(.*)"$/u.exec(found)?.[1] ?? found;
    return !briefSquashed.includes(squash(value));
  });
  if (contacts.length > 0) add('contact', `a post carries no contact details: ${contacts.slice(0, 3).join(', ')}`);
  if (hasClaim(text))
    add('claims', 'the post may not claim to be genuine, honest, unsponsored or paid for by the writer');
  const language = languageProblem(post, input);
  if (language) add('language', language);
  const facts = inventedFacts(text, brief, input);
  if (facts.length > 0) add('facts', `the post states what the brief does not: ${facts.slice(0, 4).join(', ')}`);
  if (!isAboutBrief(text, input)) add('off-topic', 'the post is not about the product or business of the brief');
  if (platform === 'Google Review' && (STAR_ROW.test(text) || (text.match(EMOJI) ?? []).length > 0)) {
    add('spam', 'a review has no emoji and no rows of stars');
  }
  return problems;
}

/** The first line of a post, hashtags aside, as its title (cut to 60 characters). */
function firstLine(content: string): string {
  const line = content
    .split('\n')
    .map((text) => text.replace(/#[^\s#]+/gu, '').trim())
    .find((text) => text !== '');
  return cutToCharacters(line ?? '', 60);
}

export interface CheckedAnswer {
  /** The post as it would be kept (absent when the answer holds none). */
  post?: { title: string; content: string; keywords: string[] };
  problems: AnswerProblem[];
}

/** The model's message as a post: found, cleaned, hashtags mended, and checked. */
export function checkAnswer(text: string, input: GeneratorInput, platform: Platform): CheckedAnswer {
  const answer = answerObject(text);
  if (!answer || typeof answer.content !== 'string' || answer.content.trim() === '') {
    const reason = isModelRefusal(text) ? 'the answer declines to write the post' : 'there is no post in the answer';
    return {
      problems: [{ reason: 'no-post', text: `${reason}: reply with one JSON object {"title", "content", "keywords"}` }],
    };
  }
  const inner = unwrapContent(answer.content);
  const rawTitle = inner.title ?? (typeof answer.title === 'string' ? answer.title : '');
  const title = cleanMarkdown(rawTitle.trim());
  const body = dropChatter(inner.content.trim());
  const layout = markdownProblems(body);
  const content = repairHashtags(platform, layout.length > 0 ? body : cleanMarkdown(body));
  const raw = answer.keywords;
  const given =
    Array.isArray(raw) && raw.every((k): k is string => typeof k === 'string')
      ? raw.map((k) => k.replace(/^#+/, '').trim()).filter((k) => k.length > 0)
      : [];
  const keywords = given.length > 0 ? given : resolveKeywords(input.keywords, input.productType, input.productName);
  // a platform that shows no title: a post without one is titled by its first line
  const untitled = title === '' && PLATFORM_LIMITS[platform].title === undefined;
  const post = { title: untitled ? firstLine(content) : title, content, keywords };
  const limits = limitProblems(platform, post).map((problem) => ({ reason: 'format' as const, text: problem }));
  return { post, problems: [...answerProblems(post, input, platform), ...limits] };
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
