/**
 * The built-in writer: each post is one whole post of `posts/<lang>/<mode>.json`, written natively for the platform
 * and the way the trade is lived (its mode), with the request's facts in its slots: choices drawn, lines whose field
 * is empty left out, paragraphs joined as the platform does, hashtags added (keywords first, names, the family's
 * tags), a title from the mode's titles, and fitted to the platform's limits (compose.ts). A Google review is put
 * together from openers, middles and verdicts (review.ts). A seeded PRNG drives every choice, so the same seed and
 * request give the same posts; the posts of one request take different templates.
 */
import { countCharacters, cutToCharacters, PLATFORM_LIMITS, type Platform } from '@app/contract';
import { readBrief, type Brief } from './brief';
import { onceNames, withNamesOnce } from './named-once';
import { finish, fit, type Draft } from './compose';
import { POST_LANGUAGES, type Family } from './families';
import { translate } from './glossary';
import { avoidedIn, emojiOf } from './industries';
import { lineOf, POSTS } from './posts';
import { dropOf, renderLine, writable, type LineContext } from './posts/render';
import type { CorePosts, ModePosts, Post } from './posts/schema';
import { PLATFORM_SHAPES, resolvePlatform } from './platforms';
import { at, mulberry32, shuffle, type Rng } from './prng';
import { writeReview } from './review';
import { fourGrams } from './similarity';
import { hasHan, toHashtags } from './text';
import { resolveTone } from './tones';
import type { GeneratedPost, GeneratorInput } from './types';

/** Longest title of a platform that shows none of its own (the title only names the saved content). */
const CONTENT_TITLE_MAX = 60;
/** Longest hashtag made from a name or an area; longer ones read as sentences. */
const NAME_TAG_MAX = 20;
const TAG_MAX = 30;
const LEADING_EMOJI = /^(\p{Extended_Pictographic}|\p{Regional_Indicator})/u;

type Tone = CorePosts['tones'][string];

/**
 * The post's emoji and moods: the family's own few emoji with the tone's (a quiet family's, a clinic's or a vet's,
 * with the neutral tone's: no party emoji), and the tone's moods without one in words the family avoids (a yoga class
 * never "sweats").
 */
function toneFor(core: CorePosts, tone: string, family: Family): Tone {
  const own = core.tones[tone] ?? core.tones.neutral;
  const neutral = core.tones.neutral ?? own;
  if (!own || !neutral) throw new Error('posts: core.json has no neutral tone');
  const fitting = (moods: readonly string[]) => moods.filter((mood) => avoidedIn(family, mood).length === 0);
  const moods = fitting(own.moods);
  const look = emojiOf(family);
  const emojis = [...new Set([...look.emojis, ...(look.quiet ? neutral : own).emojis])];
  return { emojis, moods: moods.length > 0 ? moods : fitting(neutral.moods) };
}

interface Batch {
  brief: Brief;
  platform: Platform;
  posts: ModePosts;
  tone: Tone;
  rng: Rng;
  /** Family tags, shuffled once: post i starts at its own. */
  tags: string[];
  titles: string[];
  /** The choices' options the batch's posts drew so far (posts/render.ts). */
  drawn: Set<string>;
}

function contextOf(batch: Batch, review = false): LineContext {
  const emojis = shuffle(batch.rng, batch.tone.emojis);
  let next = 0;
  return {
    values: batch.brief.values,
    emoji: () => (review ? '' : at(emojis, next++)),
    mood: () =>
      batch.tone.moods.length > 0 ? at(batch.tone.moods, Math.floor(batch.rng() * batch.tone.moods.length)) : undefined,
    rng: batch.rng,
    drawn: batch.drawn,
  };
}

/** Post i's hashtags: the keywords first, then names and the family's tags from the i-th on. */
function hashtagsFor(batch: Batch, i: number): string[] {
  const { min, max } = PLATFORM_LIMITS[batch.platform].hashtags;
  const target = Math.min(max, Math.max(min, PLATFORM_SHAPES[batch.platform].tags(i)));
  const out: string[] = [];
  const seen = new Set<string>();
  const add = (tag: string): void => {
    const key = tag.toLowerCase();
    if (out.length < target && tag && !seen.has(key) && countCharacters(tag) <= TAG_MAX) {
      seen.add(key);
      out.push(tag);
    }
  };
  // a keyword the glossary knows is tagged in the post's language (#KayaToast, not #咖椰吐司, in English)
  const keywords = batch.brief.keywords
    .map((keyword) => translate(keyword, batch.brief.writing.code) ?? keyword)
    .flatMap(toHashtags);
  // with room for three or more, one place is kept for a tag that differs from post to post
  const forKeywords = target >= 3 ? target - 1 : target;
  for (const tag of keywords) if (out.length < forKeywords) add(tag);
  const names = batch.brief.names
    .filter((name) => !/\d/.test(name) && countCharacters(name) <= NAME_TAG_MAX)
    .flatMap(toHashtags);
  const pool = [...names, ...batch.tags];
  for (let k = 0; k < pool.length; k++) add(at(pool, (k < names.length ? 0 : i) + k));
  keywords.forEach(add);
  return out;
}

/** The first sentence of a post, without its emoji: a post for the business's own Page is titled by it. */
function firstSentence(content: string): string {
  const [first = ''] = content.split(/(?<=[.!?。！？])\s*|\n/u).filter((part) => part.trim() !== '');
  return first
    .replace(/\p{Extended_Pictographic}|\uFE0F/gu, '')
    .replace(/[.。]$/u, '')
    .trim();
}

/**
 * Post i's title: the first of the mode's titles, from the i-th on, that fits the platform and no other post has; a
 * post for the business's own Page by its own first sentence, as the mode's titles speak as a customer ("Finally got
 * the school shoes", "for my fur kid").
 */
function titleFor(batch: Batch, i: number, used: Set<string>, content: string): string {
  const { platform, brief } = batch;
  const limit = PLATFORM_LIMITS[platform].title ?? CONTENT_TITLE_MAX;
  const own = brief.customer ? '' : cutAtWord(firstSentence(content), limit);
  if (own !== '' && !used.has(own)) {
    used.add(own);
    return own;
  }
  const plain = platform === 'Google Review' || platform === 'Facebook';
  const long: string[] = [];
  // the request's values first, then shorter ones (the product's type or kind, the business's kind)
  for (const values of [brief.values, brief.short]) {
    const ctx = { ...contextOf(batch, plain), values };
    for (let k = 0; k < batch.titles.length; k++) {
      const line = lineOf(at(batch.titles, i + k));
      if (!writable(line, values)) continue;
      const title = brief.writing.sentences(finish(renderLine(line, ctx) ?? ''));
      if (title === '' || used.has(title)) continue;
      if (countCharacters(title) <= limit) {
        used.add(title);
        return title;
      }
      long.push(title);
    }
  }
  // none fits: the product's name with an emoji (without the English "the" a sentence gives it), else the business's
  // name, else the product's type or kind; only when none of them fits either, the shortest title cut at a word
  const emoji = plain ? '' : `${brief.writing.code === 'zh' ? '' : ' '}${at(batch.tone.emojis, i)}`;
  const names = [brief.values.thing, brief.values.business, brief.short.thing]
    .map((name) => finish(name).replace(/^the\s+/iu, ''))
    .map((name) => brief.writing.sentences(name));
  const named = [...names.map((name) => `${name}${emoji}`), ...names].find(
    (title) => title.trim() !== '' && countCharacters(title) <= limit && !used.has(title),
  );
  const title =
    named ??
    long
      .sort((a, b) => countCharacters(a) - countCharacters(b))
      .map((candidate) => cutAtWord(candidate, limit))
      .find((candidate) => !used.has(candidate)) ??
    cutAtWord(long[0] ?? '', limit);
  used.add(title);
  return title;
}

/** A title cut to `limit` characters at the end of a word (Chinese anywhere), with "…". */
function cutAtWord(title: string, limit: number): string {
  const cut = cutToCharacters(title, limit);
  if (cut === title || /\p{Script=Han}/u.test(cut.slice(-2))) return cut;
  const words = cut.slice(0, -1).replace(/\s+\S*$/u, '');
  return words.length > 0 && words !== cut.slice(0, -1) ? `${words.replace(/[\s,:;—–-]+$/u, '')}…` : cut;
}

/** The last word of an English noun phrase that is plural ("the progressive lenses", "the pet supplies"). */
const PLURAL = /(?:[^siu'’]s|ies|ches|shes|sses)$/iu;

/**
 * An English sentence's verb agreeing with a plural product ("The progressive lenses is what I was after" → "are"):
 * the templates say "is" and "was" of {thing}, which may be plural.
 */
export function agreeing(text: string, thing: string, code: string): string {
  const plain = finish(thing);
  if (code !== 'en' || !PLURAL.test(plain) || hasHan(plain)) return text;
  const escaped = plain.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  return text.replace(
    new RegExp(`(${escaped}) (is|was)\\b`, 'giu'),
    (_, name: string, verb: string) => `${name} ${verb.toLowerCase() === 'is' ? 'are' : 'were'}`,
  );
}

/** A social post from its template: lines written, the empty ones left out, paragraphs as the platform joins them. */
function draftOf(batch: Batch, template: Post, i: number): Draft {
  const ctx = contextOf(batch);
  const { writing } = batch.brief;
  const paragraphs = template
    .map((paragraph) => ({
      lines: PLATFORM_SHAPES[batch.platform].lines,
      parts: paragraph.flatMap((raw) => {
        const line = lineOf(raw);
        const text = renderLine(line, ctx);
        return text === undefined || text.trim() === ''
          ? []
          : [
              {
                text: agreeing(writing.sentences(text.trim()), batch.brief.values.thing, writing.code),
                drop: dropOf(line),
              },
            ];
      }),
    }))
    .filter((paragraph) => paragraph.parts.length > 0);
  const names = onceNames(batch.brief.values, batch.brief.customer, writing.code);
  if (names.length > 0) {
    const parts = paragraphs.flatMap((paragraph) => paragraph.parts);
    withNamesOnce(
      parts.map((part) => part.text),
      names,
    ).forEach((text, k) => {
      const part = parts[k];
      if (part) part.text = text;
    });
  }
  // a Redbook note leads its first paragraph, and every other one after it, with an emoji: one on every paragraph is
  // a template's mark
  if (batch.platform === 'Redbook') {
    paragraphs.forEach(({ parts }, at) => {
      const first = parts[0];
      if (at % 2 === 0 && first && !LEADING_EMOJI.test(first.text))
        first.text = `${ctx.emoji()}${writing.code === 'zh' ? '' : ' '}${first.text}`;
    });
  }
  return { paragraphs, tags: hashtagsFor(batch, i), minTags: PLATFORM_LIMITS[batch.platform].hashtags.min };
}

export function languageOf(language: string) {
  return POST_LANGUAGES[language as keyof typeof POST_LANGUAGES] ?? 'zh';
}

/** Writes `count` posts for the request; deterministic for a given seed. */
export function generateBuiltin(input: GeneratorInput, count: number, seed: number): GeneratedPost[] {
  const rng = mulberry32(seed);
  const lang = languageOf(input.language);
  const platform = resolvePlatform(input.platform);
  const { core, modes } = POSTS[lang];
  const brief = readBrief(input, lang, platform, core, PLATFORM_SHAPES[platform].maxBenefits);
  const family = brief.kind.industry;
  const ownTags = core.families[family]?.tags ?? [];
  const venueTags = brief.kind.venue === family ? [] : (core.families[brief.kind.venue]?.tags ?? []);
  const batch: Batch = {
    brief,
    platform,
    posts: modes[brief.mode],
    tone: toneFor(core, resolveTone(input.tone), family),
    rng,
    tags: [...shuffle(rng, ownTags), ...shuffle(rng, venueTags)].filter((tag) => avoidedIn(family, tag).length === 0),
    titles: shuffle(rng, modes[brief.mode].titles),
    drawn: new Set(),
  };
  const key = PLATFORM_SHAPES[platform].posts(brief.customer);
  const templates = key === 'review' ? [] : shuffle(rng, batch.posts[key]);
  const others = (input.savedTexts ?? []).filter((text) => typeof text === 'string').map(fourGrams);
  const reviews = {
    review: batch.posts.review,
    writing: brief.writing,
    values: brief.values,
    benefits: brief.benefits,
    rng,
    others,
  };
  const used = new Set<string>();
  const leftOut = {
    ...(brief.leftOut.length > 0 ? { leftOut: [...brief.leftOut] } : {}),
    ...(brief.notes.length > 0 ? { notes: [...brief.notes] } : {}),
  };
  return Array.from({ length: count }, (_, i) => {
    let content: string;
    if (key === 'review') {
      const written = writeReview(reviews, i, count);
      // a review keeps its names (its sentences are drawn apart so that 30 of one product differ), but a Chinese name
      const once = withNamesOnce([written], onceNames(brief.values, false, lang))[0] ?? written;
      const review = agreeing(once, brief.values.thing, brief.writing.code);
      content = fit(
        { paragraphs: [{ parts: [{ text: review, drop: 0 }] }], tags: [], minTags: 0 },
        brief.writing,
        PLATFORM_LIMITS[platform],
      );
      others.push(fourGrams(content));
    } else {
      content = fit(draftOf(batch, at(templates, i), i), brief.writing, PLATFORM_LIMITS[platform]);
    }
    return { title: titleFor(batch, i, used, content), content, keywords: [...brief.keywords], ...leftOut };
  });
}
