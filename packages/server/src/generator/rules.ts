/**
 * The rules every generated post is held to, whoever wrote it: the platform's limits (contract PLATFORM_LIMITS) and
 * the language's purity. The provider checks a model's answer with them (and repairs what can be repaired); the
 * tests check the built-in generator's posts with them.
 */
import { countCharacters, countWords, hashtagsOf, PLATFORM_LIMITS, type Platform } from '@app/contract';
import type { GeneratorInput } from './types';

export interface PostText {
  title: string;
  content: string;
}

/** What breaks the platform's limits ([] when nothing does), in words a model can act on. */
export function limitProblems(platform: Platform, post: PostText): string[] {
  const limits = PLATFORM_LIMITS[platform];
  const problems: string[] = [];
  if (post.title.trim() === '') problems.push('the title is empty');
  if (post.content.trim() === '') problems.push('the text is empty');
  const title = countCharacters(post.title);
  if (limits.title !== undefined && title > limits.title) {
    problems.push(`the title has ${title} characters, at most ${limits.title} are allowed`);
  }
  const text = countCharacters(post.content);
  if (text > limits.text) problems.push(`the text has ${text} characters (hashtags included), at most ${limits.text}`);
  const tags = hashtagsOf(post.content).length;
  const { min, max } = limits.hashtags;
  if (max === 0 && tags > 0) problems.push(`a ${platform} post has no hashtags, this one has ${tags}`);
  else if (tags < min || tags > max) problems.push(`the text has ${tags} hashtags, ${min} to ${max} are needed`);
  if (limits.words) {
    const words = countWords(post.content);
    if (words < limits.words.min || words > limits.words.max) {
      problems.push(`the review has ${words} words, ${limits.words.min} to ${limits.words.max} are needed`);
    }
  }
  return problems;
}

const QUOTED = /「[^」]*」|“[^”]*”|"[^"]*"|『[^』]*』|《[^》]*》/gu;
const HASHTAG = /#[\p{L}\p{N}\p{M}_]+/gu;
/** Three Latin words in a row: a phrase, not a name or an abbreviation. */
const LATIN_PHRASE = /\p{Script=Latin}+(?:[\s'-]+\p{Script=Latin}+){2,}/u;
const HAN = /\p{Script=Han}/u;

/**
 * What breaks the language's purity: a Mandarin post with no Chinese or with an English phrase outside quotation
 * marks; an English or Malay post with Chinese outside quotation marks. Hashtags may be in either script.
 */
export function languageProblems(language: GeneratorInput['language'], post: PostText): string[] {
  const text = `${post.title}\n${post.content}`.replace(QUOTED, ' ').replace(HASHTAG, ' ');
  if (language === 'Mandarin') {
    const problems: string[] = [];
    if (!HAN.test(text)) problems.push('the post is not written in Chinese');
    const phrase = LATIN_PHRASE.exec(text)?.[0];
    if (phrase) problems.push(`"${phrase}" is not in Chinese: translate it, or quote it as a name in 「」`);
    return problems;
  }
  return HAN.test(text) ? [`the post has Chinese outside quotation marks, but must be in ${language}`] : [];
}

/**
 * The post with what can be mended without the model: hashtags beyond the platform's most dropped from the end (all
 * of them for a Google review).
 */
export function repairHashtags(platform: Platform, content: string): string {
  const { max } = PLATFORM_LIMITS[platform].hashtags;
  let seen = 0;
  return content
    .replace(HASHTAG, (tag) => (++seen > max ? '' : tag))
    .split('\n')
    .map((line) => line.replace(/[ \t]{2,}/g, ' ').trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
