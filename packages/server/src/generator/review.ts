/**
 * A Google review of the built-in writer: an opener naming what was had or done, middles saying what the brief says
 * about it (its fields first), and a verdict, 40–80 words (a Chinese character counts as a word), no emoji, no offer.
 * The reviews of one product must differ enough to be saved side by side: a combination too close to a saved post or
 * to one of its batch (Jaccard of 4-grams over 0.5, similarity.ts) is drawn again.
 */
import { countWords } from '@app/contract';
import type { SlotValues } from './brief';
import { finish } from './compose';
import { lineOf } from './posts';
import { renderLine, uses, writable, type LineContext } from './posts/render';
import type { ParsedLine, Slot } from './posts/line';
import type { ModePosts } from './posts/schema';
import { at as pickAt, shuffle, type Rng } from './prng';
import { fourGrams, jaccard, SIMILARITY_MAX } from './similarity';
import type { Writing } from './writing';

export const REVIEW_WORDS = { min: 40, max: 80 };
/** The brief's fields a review tells once each (a benefit and the list of them are one). */
const FIELD_GROUPS: readonly Slot[][] = [['benefits', 'benefit'], ['details'], ['audience'], ['area']];
/** A review this close to another is safely past the duplicate guard. */
const CLOSE_ENOUGH = SIMILARITY_MAX - 0.05;
const ATTEMPTS = 48;

/** Hours and booking rules: a review says none of them. */
const LOGISTICS =
  /\d{1,2}\s?(am|pm)|\d{1,2}[:.]\d{2}|\b(open(s)? (daily|at|from|until)|closed on|booking|reservations?|walk-in|appointments? only|pukul|dibuka|ditutup|tempahan)\b|营业时间|预订|提前预约|\d+\s*点/iu;

export interface ReviewWriter {
  review: ModePosts['review'];
  writing: Writing;
  values: SlotValues;
  /** The benefits one by one: each draw tells one or more of them, as people mention what they noticed. */
  benefits?: readonly string[];
  rng: Rng;
  /** The 4-grams of the posts a new review must not repeat (saved ones, and those of its batch). */
  others: Set<string>[];
  /** The usable openers in the batch's order, drawn at its first review. */
  openers?: ParsedLine[];
  /** The first sentences of the batch's reviews so far: no two reviews of one request open alike. */
  firsts?: Set<string>;
}

const firstOf = (text: string): string => text.split(/[。.!！?？]/u)[0] ?? '';

/**
 * What a review says once, as people do, not in a middle and again in its verdict: that they will come back ("I'll
 * be back", "Confirm saya datang lagi", "下次还会再去"), and that others should go ("keep them in mind", "boleh
 * singgah", "可以去试试").
 */
const SAID_ONCE: Record<string, readonly RegExp[]> = {
  en: [
    /\b(?:be back|go back|come back|coming back|again|next time|next round|return)\b/iu,
    /\b(?:worth a (?:look|stop|visit|try)|keep .{1,60}? in mind|give .{1,60}? a (?:try|go)|recommend|a good pick)\b/iu,
  ],
  ms: [
    /\b(?:(?:singgah|datang|pergi|order|beli|cari|pilih|book|repeat)\b[^.]*\blagi|datang balik|lain kali|repeat|jumpa lagi|dah tahu nak)\b/iu,
    /\b(?:boleh (?:cuba|singgah|pertimbangkan)|cadangkan|sebut)\b/iu,
  ],
  zh: [/再|下次|改天|回购|还会/u, /推荐|可以去|可以试试|可以找|可以问问|可以参考/u],
};

function closest(text: string, others: readonly Set<string>[]): number {
  const grams = fourGrams(text);
  return others.reduce((best, other) => Math.max(best, jaccard(grams, other)), 0);
}

/** The lines of a review that the request can fill, without an offer. */
function usable(lines: readonly string[], values: SlotValues): ParsedLine[] {
  return lines.map(lineOf).filter((line) => !uses(line, 'promotion', 'e', 'mood') && writable(line, values));
}

/** The most times a review names the product, and the business. */
const MOST_NAMED = 2;

/** Whether these lines name the product or the business more than a person would in a few sentences. */
function tooNamed(lines: readonly ParsedLine[]): boolean {
  const count = (slot: Slot) => lines.filter((line) => uses(line, slot)).length;
  return count('thing') > MOST_NAMED || count('business') > MOST_NAMED;
}

/**
 * What a sentence says in each of its clauses, to keep a review from saying it twice: a Chinese clause by its last
 * four Chinese characters ("附近的朋友可以参考" and "身边的朋友可以参考" say one thing; one ending in a name is no
 * repeat), an English or Malay one of three words or more as it is and by its first three words.
 */
export function clauseKeys(sentence: string, code: string): string[] {
  return sentence
    .split(/[，。！？；,.!?;]+/u)
    .map((clause) => clause.trim().toLowerCase())
    .flatMap((clause) => {
      if (code === 'zh') return /\p{Script=Han}{4}$/u.test(clause) ? [[...clause].slice(-4).join('')] : [];
      const words = clause.split(/\s+/u);
      // "Glad I went for the laksa" and "Glad I went, and I'll go again" say one thing
      return words.length >= 3 ? [clause, `${words.slice(0, 3).join(' ')} …`] : [];
    });
}

function draw(w: ReviewWriter, openers: readonly ParsedLine[], at: number, ctx: LineContext): string {
  const { values, writing, rng } = w;
  const middles = usable(w.review.middles, values);
  const verdicts = usable(w.review.verdicts, values);
  const text = (lines: readonly string[]): string => finish(lines.join(writing.joiner));
  const write = (line: ParsedLine): string => writing.sentences(renderLine(line, ctx) ?? '');
  const opener = pickAt(openers, at);
  const chosen = [write(opener)];
  const picked: ParsedLine[] = [];
  const fielded = (line: ParsedLine) => FIELD_GROUPS.some((group) => uses(line, ...group));
  // what the brief says comes first, each field once (the area too, when the opener has named it)
  const told = new Set(FIELD_GROUPS.filter((group) => uses(opener, ...group)));
  const ordered = [
    ...shuffle(rng, middles.filter(fielded)),
    ...shuffle(
      rng,
      middles.filter((m) => !fielded(m)),
    ),
  ];
  const target = REVIEW_WORDS.min + Math.floor(rng() * 20);
  const said = (): Set<string> => new Set(chosen.flatMap((sentence) => clauseKeys(sentence, writing.code)));
  const once = SAID_ONCE[writing.code] ?? [];
  const comesBack = (sentence: string): boolean => once[0]?.test(sentence) ?? false;
  // a clause said before, or (unless the review is still too short) a second sentence about coming back or going
  const repeats = (sentence: string, strict = true): boolean => {
    const keys = said();
    const again = (pattern: RegExp) => pattern.test(sentence) && chosen.some((earlier) => pattern.test(earlier));
    if (strict && once.some(again)) return true;
    return clauseKeys(sentence, writing.code).some((key) => keys.has(key));
  };
  const add = (middle: ParsedLine, groups: readonly Slot[][], sentence = write(middle)): void => {
    chosen.push(sentence);
    picked.push(middle);
    for (const group of groups) told.add(group);
  };
  // the area is named once, when the request gives it
  const area = ordered.find((middle) => uses(middle, 'area'));
  if (values.area && area && !uses(opener, 'area'))
    add(
      area,
      FIELD_GROUPS.filter((group) => uses(area, ...group)),
    );
  // a first pass keeps the product and the business to two mentions; a second one, only to reach the shortest length
  for (const strict of [true, false]) {
    for (const middle of ordered) {
      if (countWords(text(chosen)) >= (strict ? target : REVIEW_WORDS.min)) break;
      const groups = FIELD_GROUPS.filter((group) => uses(middle, ...group));
      if (picked.includes(middle) || groups.some((group) => told.has(group))) continue;
      if (strict && tooNamed([opener, ...picked, middle])) continue;
      const sentence = write(middle);
      // a middle that says again what an earlier sentence said ("附近的朋友可以参考" twice) is left out
      // coming back is the verdict's to say
      if (repeats(sentence, strict) || (strict && comesBack(sentence))) continue;
      if (countWords(text([...chosen, sentence])) > REVIEW_WORDS.max - 10) continue;
      add(middle, groups, sentence);
    }
  }
  // a verdict that tells a field again, or names the product or the business once more than the rest, comes last
  const again = (verdict: ParsedLine) =>
    tooNamed([opener, ...picked, verdict]) || FIELD_GROUPS.some((group) => told.has(group) && uses(verdict, ...group));
  const shuffled = shuffle(rng, verdicts);
  const closing = [...shuffled.filter((v) => !again(v)), ...shuffled.filter(again)].map(write);
  for (;;) {
    const fits = (line: string) => countWords(text([...chosen, line])) <= REVIEW_WORDS.max;
    const verdict =
      closing.find((line) => fits(line) && !repeats(line)) ??
      closing.find((line) => fits(line) && !repeats(line, false)) ??
      closing.find(fits);
    if (verdict !== undefined) return text([...chosen, verdict]);
    if (chosen.length <= 1) return text(chosen);
    chosen.pop();
  }
}

/** Review i of a batch: the first draw far enough from the others, else the farthest of all draws. */
export function writeReview(w: ReviewWriter, i: number, count: number): string {
  const values = LOGISTICS.test(w.values.details) ? { ...w.values, details: '' } : w.values;
  const items = w.benefits ?? [];
  /** The values of one draw: past the first, with a few of the benefits (in their order) when there are several. */
  const drawValues = (attempt: number): SlotValues => {
    if (attempt === 0 || items.length < 2) return values;
    const kept = items.filter((item) => item === items[attempt % items.length] || w.rng() < 0.5);
    return { ...values, benefits: w.writing.joinList(kept), benefit: kept[0] ?? '' };
  };
  // the openers in one drawn order for the whole batch: post i takes the i-th, a second draw the next one free
  w.openers ??= shuffle(w.rng, usable(w.review.openers, values));
  const openers = w.openers;
  const firsts = (w.firsts ??= new Set());
  let best = '';
  let bestScore = Infinity;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const drawn = drawValues(attempt);
    const ctx: LineContext = { values: drawn, emoji: () => '', mood: () => undefined, rng: w.rng };
    const text = draw({ ...w, values: drawn }, openers, i + attempt * count, ctx);
    const score = firsts.has(firstOf(text)) ? Infinity : closest(text, w.others);
    if (score <= CLOSE_ENOUGH) {
      best = text;
      break;
    }
    if (score < bestScore || best === '') {
      best = text;
      bestScore = score;
    }
  }
  firsts.add(firstOf(best));
  return best;
}
