/**
 * The shape of the whole posts (posts/README.md) and what each line must not do: `modeProblems` and `coreProblems`
 * list every problem of a file with its path ("facebook.2.0.1: unknown slot {name}"); the composer refuses to load
 * a file with problems and `check.ts` prints them for the writers.
 */
import { countWords, TONES } from '@app/contract';
import * as v from 'valibot';
import { CLAIM_PATTERNS, contactsIn } from '../checks/patterns';
import { FAMILIES, type PostLanguage } from '../families';
import { hasWord } from '../industries';
import { hasTraditional } from '../language';
import { expansions, parseLine, type Slot } from './line';

export const POST_PLATFORMS = ['redbook', 'tiktok', 'instagram', 'facebook', 'page'] as const;
export type PostPlatform = (typeof POST_PLATFORMS)[number];

/** The fewest posts, review lines and titles a mode file has (posts/README.md). */
export const MINIMUM = {
  redbook: 6,
  tiktok: 6,
  instagram: 6,
  facebook: 6,
  page: 5,
  openers: 12,
  middles: 12,
  verdicts: 10,
  titles: 10,
};
export const MIN_EMOJIS = 6;
export const MIN_MOODS = 4;
export const MIN_TAGS = 6;

const text = v.pipe(v.string(), v.nonEmpty('is empty'));
const lines = v.array(text);
const post = v.pipe(
  v.array(v.pipe(lines, v.nonEmpty('a paragraph needs a line'))),
  v.nonEmpty('a post needs a paragraph'),
);

export const modeSchema = v.strictObject({
  redbook: v.array(post),
  tiktok: v.array(post),
  instagram: v.array(post),
  facebook: v.array(post),
  page: v.array(post),
  review: v.strictObject({ openers: lines, middles: lines, verdicts: lines }),
  titles: lines,
});
export type ModePosts = v.InferOutput<typeof modeSchema>;
export type Post = ModePosts['redbook'][number];

const tone = v.strictObject({ emojis: v.array(text), moods: v.array(text) });
/** `kind`: what `{kind}` says when the request names no type, where `thing` would not read in a question. */
const family = v.strictObject({ place: text, thing: text, kind: v.optional(text), tags: v.array(text) });
export const coreSchema = v.strictObject({
  tones: v.record(v.string(), tone),
  families: v.record(v.string(), family),
});
export type CorePosts = v.InferOutput<typeof coreSchema>;

export interface Problem {
  path: string;
  message: string;
}

/** Values the line checks fill slots with: plain words no pattern matches. */
const SAMPLE: Record<Slot, string> = {
  thing: 'Item',
  kind: 'Item',
  business: 'Shop',
  place: 'Shop',
  area: 'Town',
  benefits: 'Item',
  benefit: 'Item',
  audience: 'Item',
  promotion: 'Item',
  details: 'Item',
  e: '',
  mood: 'Item',
};

/** Openers and sign-offs a native reader sees as a template's seams. */
const SEAMS =
  /\b(?:quick one|the gist|for anyone deciding|worth a mention|yours sincerely|yang benar|akhir kata|kongsi sikit|patut disebut|bintang hidangan)\b|记录一下[:：]|总结一下[:：]/iu;
/** A lead-in: a few words and a colon before a sentence ("Verdict: it was…", "重点：…"); a label before a field
 * ("坐标：{area}", "Highlights: {benefits}") is not one. */
const LEAD_IN = /^[^{}[\]:：]{1,18}[:：]\s*(?!\{(?:area|benefits|benefit|audience|promotion|details)\})\S/u;
/** The business's voice, which only `page` posts speak in. */
const WE: Record<PostLanguage, RegExp> = {
  en: /\b(?:we|we're|we've|we'll|our|ours)\b/iu,
  ms: /\bkami\b/iu,
  zh: /我们(?!下[篇次回期]?见|一起)/u,
};
/** Circumstances a customer's post would invent (posts/README.md: nothing the customer did not live). */
const INVENTED: Record<PostLanguage, RegExp> = {
  en: /\b(?:the staff|staff were|waiters?|waitress|the queue|queued|window seat|by the window|the crowd|the boss)\b/iu,
  ms: /\b(?:staf|pekerja(?: di situ)?|beratur|tepi tingkap|tauke|bos kedai)\b/iu,
  zh: /店员|服务员|排队|靠窗|老板娘|老板/u,
};
const EMOJI = /\p{Extended_Pictographic}/u;
const SENTENCE = /[^.!?。！？…\n]+[.!?。！？…]*/gu;

interface LineRules {
  lang: PostLanguage;
  /** A review line: no emoji, no {e} or {mood}. */
  review?: boolean;
  /** A page post's line: may say "we". */
  business?: boolean;
  /** Words no line of the mode may use (the avoided words of the mode's families). */
  avoid?: readonly string[];
  /** A value put in a slot (a mood, a family's place or thing), not a sentence of a post. */
  value?: boolean;
}

/** The fixed sentences of a line: five words or more and neither a slot nor a choice, which every post would share. */
function fixedSentences(raw: string): string[] {
  const body = raw.replace(/^~\s*/u, '');
  return (body.match(SENTENCE) ?? []).filter((sentence) => !/[{[]/u.test(sentence) && countWords(sentence) >= 5);
}

export function lineProblems(raw: string, rules: LineRules): string[] {
  const { line, problems } = parseLine(raw);
  if (problems.length > 0) return problems;
  const renders = expansions(line, (slot) => SAMPLE[slot]);
  const all = renders.join('\n');
  if (rules.review && (line.slots.has('e') || line.slots.has('mood')))
    problems.push('a review line uses {e} or {mood}');
  if (rules.review && EMOJI.test(all)) problems.push('an emoji in a review line');
  if (/(^|[\s(（])#[\p{L}\p{N}]/u.test(all)) problems.push('a hashtag in a template (the writer adds them)');
  if (/[「」『』]/u.test(all)) problems.push('「」 around a name');
  if (SEAMS.test(all)) problems.push(`a template's seam: "${SEAMS.exec(all)?.[0] ?? ''}"`);
  const raws = expansions(line, (slot) => (slot === 'e' || slot === 'mood' ? '' : `{${slot}}`));
  const leadIn = rules.value ? undefined : raws.find((render) => LEAD_IN.test(render.replace(/^\s+/u, '')));
  if (leadIn) problems.push(`a lead-in before a colon: "${leadIn.split(/[:：]/u)[0] ?? ''}:"`);
  if (!rules.business && WE[rules.lang].test(all))
    problems.push(`the business's voice in a customer's post: "${WE[rules.lang].exec(all)?.[0] ?? ''}"`);
  if (!rules.business && INVENTED[rules.lang].test(all))
    problems.push(`an invented circumstance: "${INVENTED[rules.lang].exec(all)?.[0] ?? ''}"`);
  const claim = renders.find((render) => CLAIM_PATTERNS.some((pattern) => pattern.test(render)));
  if (claim) problems.push(`a claim of being genuine: "${claim}"`);
  const contacts = renders.flatMap(contactsIn);
  if (contacts.length > 0) problems.push(`contact details: ${contacts[0] ?? ''}`);
  if (rules.lang === 'zh' && hasTraditional(all)) problems.push('Traditional characters');
  for (const word of rules.avoid ?? []) {
    if (hasWord(all, word)) problems.push(`"${word}": a word one family of this mode must never use`);
  }
  for (const sentence of rules.value ? [] : fixedSentences(raw)) {
    problems.push(
      `"${sentence.trim()}": a sentence of 5+ words with no slot or choice (every business would share it)`,
    );
  }
  return problems;
}

/** Fewer renderings than this make a sentence of choices only one that posts of different businesses share. */
const FEW_RENDERINGS = 12;

/**
 * The sentences of a line that carry choices but no slot, of five words or more, with few renderings: allowed by the
 * format, but the posts of three businesses of one trade will soon share one (the audit counts them).
 */
export function lineWarnings(raw: string): string[] {
  const { line, problems } = parseLine(raw);
  if (problems.length > 0) return [];
  const body = raw.replace(/^~\s*/u, '');
  return (body.match(SENTENCE) ?? [])
    .filter((sentence) => sentence.includes('[') && !sentence.includes('{'))
    .filter((sentence) => {
      const renders = expansions(parseLine(sentence).line, () => '');
      return renders.length < FEW_RENDERINGS && renders.some((render) => countWords(render) >= 5);
    })
    .map((sentence) => `"${sentence.trim()}": choices only, ${line.garnish ? 'a garnish ' : ''}shared by businesses`);
}

/** Every warning of a mode file, by path. */
export function modeWarnings(raw: unknown): Problem[] {
  const { value } = validate(modeSchema, raw);
  if (!value) return [];
  const out: Problem[] = [];
  const warn = (path: string, line: string) => lineWarnings(line).forEach((message) => out.push({ path, message }));
  for (const platform of POST_PLATFORMS) {
    value[platform].forEach((posted, p) =>
      posted.forEach((paragraph, q) => paragraph.forEach((line, l) => warn(`${platform}.${p}.${q}.${l}`, line))),
    );
  }
  for (const part of ['openers', 'middles', 'verdicts'] as const) {
    value.review[part].forEach((line, l) => warn(`review.${part}.${l}`, line));
  }
  return out;
}

function validate<T>(schema: v.GenericSchema<unknown, T>, raw: unknown): { value?: T; problems: Problem[] } {
  const result = v.safeParse(schema, raw);
  if (result.success) return { value: result.output, problems: [] };
  return {
    problems: result.issues.map((issue) => ({ path: v.getDotPath(issue) ?? '(root)', message: issue.message })),
  };
}

/** The fields a post says in one line only: the benefits (either slot), the details, the promotion, the audience. */
const ONCE_A_POST: readonly (readonly Slot[])[] = [['benefits', 'benefit'], ['details'], ['promotion'], ['audience']];

const few = (path: string, have: number, need: number): Problem[] =>
  have < need ? [{ path, message: `has ${have}, needs at least ${need}` }] : [];

/** Every problem of a mode file (`avoid`: words no line of the mode may use). */
export function modeProblems(raw: unknown, lang: PostLanguage, avoid: readonly string[] = []): Problem[] {
  const { value, problems } = validate(modeSchema, raw);
  if (!value) return problems;
  const out: Problem[] = [];
  const check = (path: string, line: string, rules: Omit<LineRules, 'lang' | 'avoid'> = {}): void => {
    for (const message of lineProblems(line, { lang, avoid, ...rules })) out.push({ path, message });
  };
  for (const platform of POST_PLATFORMS) {
    out.push(...few(platform, value[platform].length, MINIMUM[platform]));
    value[platform].forEach((posted, p) => {
      posted.forEach((paragraph, q) => {
        paragraph.forEach((line, l) => check(`${platform}.${p}.${q}.${l}`, line, { business: platform === 'page' }));
      });
      for (const slots of ONCE_A_POST) {
        const using = posted.flat().filter((line) => slots.some((slot) => parseLine(line).line.slots.has(slot)));
        if (using.length > 1)
          out.push({ path: `${platform}.${p}`, message: `says {${slots.join('}/{')}} in ${using.length} lines` });
      }
      if (platform === 'page' && !posted.flat().some((line) => WE[lang].test(line)))
        out.push({ path: `page.${p}`, message: 'a page post never speaks as the business ("we", "kami", "我们")' });
    });
  }
  for (const part of ['openers', 'middles', 'verdicts'] as const) {
    out.push(...few(`review.${part}`, value.review[part].length, MINIMUM[part]));
    value.review[part].forEach((line, l) => check(`review.${part}.${l}`, line, { review: true }));
  }
  value.review.openers.forEach((line, l) => {
    if (!parseLine(line).line.slots.has('thing'))
      out.push({ path: `review.openers.${l}`, message: 'an opener names {thing}' });
  });
  out.push(...few('titles', value.titles.length, MINIMUM.titles));
  value.titles.forEach((line, l) => check(`titles.${l}`, line));
  return out;
}

const WORDS_PER_MOOD = { en: 4, ms: 4, zh: 8 };

/** Every problem of a core.json: every tone (and "neutral") and every family, complete. */
export function coreProblems(raw: unknown, lang: PostLanguage): Problem[] {
  const { value, problems } = validate(coreSchema, raw);
  if (!value) return problems;
  const out: Problem[] = [];
  const tones = [...TONES, 'neutral'];
  for (const name of tones) if (!value.tones[name]) out.push({ path: `tones.${name}`, message: 'is missing' });
  for (const name of Object.keys(value.tones))
    if (!tones.includes(name)) out.push({ path: `tones.${name}`, message: `is not a tone (${tones.join(', ')})` });
  for (const [name, tone] of Object.entries(value.tones)) {
    out.push(...few(`tones.${name}.emojis`, tone.emojis.length, MIN_EMOJIS));
    out.push(...few(`tones.${name}.moods`, tone.moods.length, MIN_MOODS));
    tone.emojis.forEach((emoji, k) => {
      if (!EMOJI.test(emoji) || /[\p{L}\p{N}]/u.test(emoji))
        out.push({ path: `tones.${name}.emojis.${k}`, message: 'is not an emoji' });
    });
    tone.moods.forEach((mood, k) => {
      const path = `tones.${name}.moods.${k}`;
      const words = lang === 'zh' ? [...mood.replace(/\P{Script=Han}/gu, '')].length : countWords(mood);
      if (words > WORDS_PER_MOOD[lang])
        out.push({ path, message: `is ${words} words, at most ${WORDS_PER_MOOD[lang]}` });
      for (const message of lineProblems(mood, { lang, value: true })) out.push({ path, message });
    });
  }
  for (const name of FAMILIES) if (!value.families[name]) out.push({ path: `families.${name}`, message: 'is missing' });
  for (const [name, entry] of Object.entries(value.families)) {
    const path = `families.${name}`;
    if (!(FAMILIES as readonly string[]).includes(name))
      out.push({ path, message: `is not a family (${FAMILIES.join(', ')})` });
    out.push(...few(`${path}.tags`, entry.tags.length, MIN_TAGS));
    entry.tags.forEach((tag, k) => {
      if (!/^[\p{L}\p{N}_]+$/u.test(tag))
        out.push({ path: `${path}.tags.${k}`, message: 'a hashtag is letters and digits only, without "#"' });
      if (/\p{Script=Han}/u.test(tag) && /\p{Script=Latin}/u.test(tag))
        out.push({ path: `${path}.tags.${k}`, message: 'joins two scripts' });
    });
    for (const key of ['place', 'thing', 'kind'] as const) {
      if (entry[key] === undefined) continue;
      if (/[{}[\]|~]/u.test(entry[key]))
        out.push({ path: `${path}.${key}`, message: 'is plain text (no slots or choices)' });
      for (const message of lineProblems(entry[key], { lang, value: true }))
        out.push({ path: `${path}.${key}`, message });
    }
  }
  return out;
}
