/**
 * The Google review draft the customer puts together from chips: what they had and what stood out, in natural
 * sentences of their language. Each language has several frames of each sentence, picked once per visit, so two
 * customers who tap the same chips get differently worded drafts (look-alike reviews are what Google's filters
 * catch). The frames say only what the chips say: no rating, no praise the customer did not pick.
 */
import type { Locale } from '../i18n';

interface Frames {
  /** "I had {list}." */
  had: readonly string[];
  /** "{list} stood out." */
  stoodOut: readonly string[];
  /** How a list of three reads: "a, b and c". */
  join: (items: readonly string[]) => string;
  /** Between sentences. */
  gap: string;
  /** A chip as it sits in a sentence (Chinese sets a Latin word apart by a space). */
  chip?: (chip: string) => string;
}

/** Chinese spacing: a chip that starts or ends with a Latin letter or a digit is set apart from the characters. */
const spacedInChinese = (chip: string) =>
  `${/^[A-Za-z0-9]/.test(chip) ? ' ' : ''}${chip}${/[A-Za-z0-9]$/.test(chip) ? ' ' : ''}`;

const listWith = (comma: string, and: string) => (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(comma)}${and}${items[items.length - 1]}`;

const FRAMES: Readonly<Record<Locale, Frames>> = {
  en: {
    had: ['I had the {list}.', 'I tried the {list}.', 'This time I got the {list}.', 'I went for the {list}.'],
    stoodOut: [
      'What stood out for me: {list}.',
      'I liked the {list}.',
      'The {list} made the visit for me.',
      'Worth mentioning: {list}.',
    ],
    join: listWith(', ', ' and '),
    gap: ' ',
  },
  'zh-CN': {
    had: ['这次点了{list}。', '我试了{list}。', '这次体验了{list}。', '我点的是{list}。'],
    stoodOut: ['印象最深的是{list}。', '我喜欢{list}。', '让我记住的是{list}。', '值得一提的是{list}。'],
    join: listWith('、', '和'),
    gap: '',
    chip: spacedInChinese,
  },
  ms: {
    had: ['Saya cuba {list}.', 'Kali ini saya order {list}.', 'Saya ambil {list}.', 'Kali ni saya pilih {list}.'],
    stoodOut: [
      'Yang paling saya suka: {list}.',
      'Saya suka {list}.',
      'Yang buat saya teringat, {list}.',
      'Yang menarik perhatian saya: {list}.',
    ],
    join: listWith(', ', ' dan '),
    gap: ' ',
  },
};

/** The frames one visit uses: which "had" and "stood out" sentence, and which comes first. */
export interface DraftWording {
  had: number;
  stoodOut: number;
  highlightsFirst: boolean;
}

/** Picks a visit's wording (`random`: Math.random unless given). */
export function pickWording(random: () => number = Math.random): DraftWording {
  const pick = () => Math.floor(random() * 4) % 4;
  return { had: pick(), stoodOut: pick(), highlightsFirst: random() < 0.5 };
}

/** The draft of the chips picked (in the order tapped), in the page's language; empty when none is picked. */
export function reviewDraft(
  locale: Locale,
  wording: DraftWording,
  picked: { products: readonly string[]; highlights: readonly string[] },
): string {
  const frames = FRAMES[locale];
  const chips = (items: readonly string[]) => frames.join(frames.chip ? items.map(frames.chip) : items);
  const sentence = (set: readonly string[], index: number, items: readonly string[]) =>
    items.length
      ? (set[index % set.length] ?? '{list}')
          .replace('{list}', chips(items))
          // no space before a Chinese comma or full stop
          .replace(/ +(?=[、。])/g, '')
      : '';
  const had = sentence(frames.had, wording.had, picked.products);
  const stoodOut = sentence(frames.stoodOut, wording.stoodOut, picked.highlights);
  const parts = wording.highlightsFirst ? [stoodOut, had] : [had, stoodOut];
  const text = parts.filter(Boolean).join(frames.gap);
  // a sentence that starts with a lower-case chip ("the friendly staff") reads with a capital
  return locale === 'zh-CN' ? text : text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The draft after the chips changed: where the customer kept the previous draft inside their text, that part is
 * rewritten and their own words stay; where they rewrote it all, their text stays as it is.
 */
export function updateDraft(current: string, previous: string, next: string): string {
  if (!previous) return current.trim() ? `${current.trimEnd()} ${next}`.trim() : next;
  if (current.includes(previous)) return current.replace(previous, next).trim();
  return current;
}
