/**
 * Short phrases owners type in another language than the post, translated as a thing and what is said of it
 * (banks/phrases.json): "ayam goreng rangup" = "crispy fried chicken" = "炸鸡香脆", "面弹牙" = "springy noodles" =
 * "mi kenyal", "latihan banyak" = "plenty of practice". English puts the quality before the thing, Malay and Mandarin
 * after it. A phrase the glossary knows as a whole is its term; one of other words stays untranslated.
 */
import type { PostLanguage } from './families';
import { translate } from './glossary';
import phrases from './banks/phrases.json';

type Triple = Record<PostLanguage, string>;
interface Entry extends Triple {
  also?: string[];
}
/** What a phrase says: a thing and its quality, a thing there is plenty of, or a quality alone ("很滑"). */
interface Said {
  /** The language it is written in; none for a form that is in the bank as another's alias. */
  from?: PostLanguage;
  thing?: Triple;
  quality?: Triple;
}

const norm = (value: string): string => value.toLowerCase().replace(/\s+/gu, ' ').trim();
const HAN = /\p{Script=Han}/u;
/** Words that make a Mandarin quality stronger ("很滑", "超香"); what is said stays the same. */
const INTENSIFIER = /(?:很|超|好|非常|挺|蛮|特别|真的|够)+$/u;

function indexed(entries: readonly Entry[]): Map<string, Triple> {
  const map = new Map<string, Triple>();
  for (const entry of entries) {
    for (const form of [entry.en, entry.zh, entry.ms, ...(entry.also ?? [])]) {
      if (!map.has(norm(form))) map.set(norm(form), entry);
    }
  }
  return map;
}

const NOUNS = indexed(phrases.nouns);
const QUALITIES = indexed(phrases.qualities);
const longestFirst = (forms: Iterable<string>) => [...forms].sort((a, b) => b.length - a.length);
const HAN_QUALITIES = longestFirst([...QUALITIES.keys()].filter((form) => HAN.test(form)));
const PLENTY = {
  en: new Set(phrases.plenty.en),
  ms: new Set(phrases.plenty.ms),
  zh: longestFirst(phrases.plenty.zh),
};

/** A thing owners write about, or a dish or product the glossary knows in all three languages. */
function thingOf(text: string): Triple | undefined {
  const key = norm(text);
  if (key === '') return undefined;
  const own = NOUNS.get(key) ?? NOUNS.get(key.replace(/s$/u, ''));
  if (own) return own;
  const [en, zh, ms] = (['en', 'zh', 'ms'] as const).map((lang) => translate(text, lang));
  return en && zh && ms ? { en, zh, ms } : undefined;
}

function chinese(text: string): Said | undefined {
  const compact = text.replace(/\s+/gu, '');
  const plenty = PLENTY.zh.find((form) => compact.endsWith(form));
  if (plenty) {
    const thing = thingOf(compact.slice(0, -plenty.length).replace(INTENSIFIER, ''));
    if (thing) return { from: 'zh', thing };
  }
  const form = HAN_QUALITIES.find((quality) => compact.endsWith(quality));
  if (!form) return undefined;
  const quality = QUALITIES.get(form);
  const rest = compact.slice(0, -form.length).replace(INTENSIFIER, '');
  if (rest === '') return { from: 'zh', quality };
  const thing = thingOf(rest);
  return thing ? { from: 'zh', thing, quality } : undefined;
}

/** English says the quality first ("chewy pearls", "plenty of gravy"), Malay after ("pearl kenyal", "kuah banyak"). */
function latin(text: string): Said | undefined {
  // a quality of two words ("pedas masam") is not a quality of a thing ("masam")
  const whole = QUALITIES.get(norm(text));
  if (whole) return { from: (['en', 'ms'] as const).find((lang) => norm(whole[lang]) === norm(text)), quality: whole };
  const words = norm(text).split(' ');
  for (let cut = 1; cut < words.length; cut++) {
    const head = words.slice(0, cut).join(' ');
    const tail = words.slice(cut).join(' ');
    if (PLENTY.en.has(head) && thingOf(tail)) return { from: 'en', thing: thingOf(tail) };
    if (PLENTY.ms.has(head) && thingOf(tail)) return { from: 'ms', thing: thingOf(tail) };
    if (PLENTY.ms.has(tail) && thingOf(head)) return { from: 'ms', thing: thingOf(head) };
    const before = QUALITIES.get(head);
    if (before && thingOf(tail)) return { from: 'en', thing: thingOf(tail), quality: before };
    const after = QUALITIES.get(tail);
    if (after && thingOf(head)) return { from: 'ms', thing: thingOf(head), quality: after };
  }
  return undefined;
}

function written({ thing, quality }: Said, lang: PostLanguage): string {
  if (!quality) {
    const name = thing?.[lang] ?? '';
    return lang === 'en' ? `plenty of ${name}` : lang === 'zh' ? `${name}很多` : `banyak ${name}`;
  }
  // a one-character Mandarin quality is not said bare: "叉烧很香", "很滑"
  const zh = [...quality.zh].length === 1 ? `很${quality.zh}` : quality.zh;
  if (!thing) return lang === 'zh' ? zh : quality[lang];
  if (lang === 'en') return `${quality.en} ${thing.en}`;
  return lang === 'zh' ? `${thing.zh}${zh}` : `${thing.ms} ${quality.ms}`;
}

/**
 * A short phrase in `lang`: the glossary's term when it knows it as a whole, else the phrase's thing and quality
 * written in `lang`; as typed when it is already in `lang`; undefined when its words are not known.
 */
export function translatePhrase(value: string, lang: PostLanguage): string | undefined {
  const term = translate(value, lang);
  // a one-character Mandarin quality is not said bare ("wangi" → "很香")
  if (term !== undefined) return lang === 'zh' && [...term].length === 1 && QUALITIES.has(term) ? `很${term}` : term;
  const said = HAN.test(value) ? chinese(value) : latin(value);
  if (!said) return undefined;
  return said.from === lang ? value : written(said, lang);
}
