/**
 * `npm run generator:audit`: the built-in writer's scorecard over an open world of 36 businesses of 24 trades
 * (audit-businesses.ts, none of the golden set's) × 5 platforms × 3 languages × 2 tones × 3 posts, plus each
 * business's own Facebook Page: whether posts say what they are about and keep to their trade's words, placeholders,
 * contacts, claims in any words, the voice, sentences shared by the posts of three businesses of one trade, 30 Google
 * reviews of one product saved past the duplicate guard, and the openings of 20 regenerations. It writes the reading
 * sample (reading-sample.md, audit-sample.ts) and fails when a target is missed. Deterministic. `-- --json` prints the
 * figures as JSON, `-- --examples` the posts that missed.
 */
import { fileURLToPath } from 'node:url';
import { countWords, PLATFORMS, TONES, type GeneratedPost } from '@app/contract';
import { generateBuiltin } from '../../src/generator/builtin';
import { FAMILIES } from '../../src/generator/families';
import { createGenerator } from '../../src/generator/index';
import type { LanguageCode } from '../../src/generator/language';
import { POSTS } from '../../src/generator/posts';
import { SavedPosts } from '../../src/generator/similarity';
import type { GeneratorInput } from '../../src/generator/types';
import { BUSINESSES, type AuditBusiness } from './audit-businesses';
import { writeSample } from './audit-sample';
import { distinctOpenings, scorePost, type PostScore } from './audit-score';

const LANGUAGES: readonly [GeneratorInput['language'], LanguageCode][] = [
  ['English', 'en'],
  ['Mandarin', 'zh'],
  ['Malay', 'ms'],
];
const POSTS_PER_REQUEST = 3;
const REGENERATIONS = 20;
const TARGETS = { missed: 0.02, openings: 15, reviews: 30 };

interface Row {
  business: AuditBusiness;
  code: LanguageCode;
  platform: string;
  page: boolean;
  score: PostScore;
  post: GeneratedPost;
}

const requestOf = (
  business: AuditBusiness,
  platform: string,
  language: GeneratorInput['language'],
  tone: string,
  voice: 'customer' | 'business' = 'customer',
) =>
  ({
    ...business.input,
    businessName: business.businessName,
    platform,
    language,
    tone,
    voice,
    count: POSTS_PER_REQUEST,
  }) as GeneratorInput;

function matrix(): Row[] {
  const rows: Row[] = [];
  const add = (business: AuditBusiness, request: GeneratorInput, code: LanguageCode, seed: number): void => {
    const page = request.voice === 'business';
    for (const post of generateBuiltin(request, POSTS_PER_REQUEST, seed)) {
      rows.push({
        business,
        code,
        platform: request.platform,
        page,
        post,
        score: scorePost(post, business, code, request.platform, request),
      });
    }
  };
  BUSINESSES.forEach((business, b) => {
    LANGUAGES.forEach(([language, code], l) => {
      PLATFORMS.forEach((platform, p) => {
        for (const t of [0, 5]) {
          const tone = TONES[(b + p + l + t) % TONES.length] ?? TONES[0];
          add(business, requestOf(business, platform, language, tone), code, 1000 * b + 100 * p + 10 * l + t);
        }
      });
      add(
        business,
        requestOf(business, 'Facebook', language, TONES[b % TONES.length] ?? TONES[0], 'business'),
        code,
        1000 * b + 7,
      );
    });
  });
  return rows;
}

/** The moods of every tone: short garnish that may repeat. */
const MOODS = new Set(
  Object.values(POSTS).flatMap(({ core }) =>
    Object.values(core.tones).flatMap((tone) => tone.moods.map((mood) => normal(mood))),
  ),
);

function normal(sentence: string): string {
  return sentence
    .replace(/[\p{P}\p{S}\s]+/gu, ' ')
    .trim()
    .toLowerCase();
}

/** The sentences of five words or more (a Chinese character is a word) in the posts of 3+ businesses of one family. */
function sharedSentences(rows: readonly Row[]): { family: string; sentence: string; businesses: number }[] {
  const out: { family: string; sentence: string; businesses: number }[] = [];
  for (const family of FAMILIES) {
    const ofFamily = rows.filter((row) => row.business.family === family);
    if (new Set(ofFamily.map((row) => row.business)).size < 3) continue;
    const seen = new Map<string, Set<string>>();
    for (const row of ofFamily) {
      const body = row.post.content.replace(/#[^\s#]+/gu, ' ');
      for (const raw of body.split(/[.!?。！？…\n]+/u)) {
        const sentence = normal(raw);
        if (countWords(sentence) < 5 || MOODS.has(sentence)) continue;
        const names = seen.get(sentence) ?? new Set<string>();
        names.add(row.business.businessName);
        seen.set(sentence, names);
      }
    }
    for (const [sentence, names] of seen) if (names.size >= 3) out.push({ family, sentence, businesses: names.size });
  }
  return out;
}

/** How many of 30 Google reviews of one product, each saved after it is written, pass the duplicate guard. */
async function savedReviews(language: GeneratorInput['language']): Promise<number> {
  const business = BUSINESSES[0];
  if (!business) return 0;
  const generator = createGenerator({ seed: 29 });
  const saved: string[] = [];
  for (let k = 0; k < TARGETS.reviews; k++) {
    const request = {
      ...requestOf(business, 'Google Review', language, TONES[k % TONES.length] ?? TONES[0]),
      count: 1,
      savedTexts: [...saved],
    };
    const [post] = await generator.generate(request);
    if (!post || post.refusal || new SavedPosts(saved).tooClose(post.content)) break;
    saved.push(post.content);
  }
  return saved.length;
}

/** The fewest and the mean distinct openings of 20 single-post regenerations, per business × language × platform. */
function openings(): { fewest: number; mean: number; where: string } {
  const counts: { where: string; size: number }[] = [];
  BUSINESSES.forEach((business, b) => {
    for (const [language] of LANGUAGES) {
      for (const platform of PLATFORMS) {
        const input = { ...requestOf(business, platform, language, TONES[b % TONES.length] ?? TONES[0]), count: 1 };
        counts.push({
          where: `${business.businessName} ${language} ${platform}`,
          size: distinctOpenings(input, REGENERATIONS, b),
        });
      }
    }
  });
  const fewest = counts.reduce((a, c) => (c.size < a.size ? c : a));
  return { fewest: fewest.size, mean: counts.reduce((a, c) => a + c.size, 0) / counts.length, where: fewest.where };
}

const pct = (part: number, whole: number): string => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)}%`);

function card(rows: readonly Row[]) {
  const count = (test: (score: PostScore) => boolean) => rows.filter((row) => test(row.score)).length;
  const reviews = rows.filter((row) => row.platform === 'Google Review');
  const customers = rows.filter((row) => !row.page);
  return {
    posts: rows.length,
    missed: pct(
      count((s) => s.offTopic || s.wrongWords.length > 0),
      rows.length,
    ),
    offTopic: count((s) => s.offTopic),
    wrongWords: count((s) => s.wrongWords.length > 0),
    placeholders: count((s) => s.placeholder),
    contacts: count((s) => s.contacts.length > 0),
    claims: count((s) => s.claims.length > 0),
    wrongVoice: customers.filter((row) => row.score.wrongVoice).length,
    mixedLanguage: pct(
      count((s) => s.mixed || s.englishInMalay),
      rows.length,
    ),
    traditional: count((s) => s.traditional),
    namesBusiness: pct(
      count((s) => s.namesBusiness),
      rows.length,
    ),
    reviewViolations: reviews.filter((row) => row.score.reviewProblems.length > 0).length,
    leftOut: pct(
      count((s) => s.leftOut),
      rows.length,
    ),
  };
}

const rows = matrix();
const groups: Record<string, ReturnType<typeof card>> = { all: card(rows) };
for (const [, code] of LANGUAGES) groups[`lang ${code}`] = card(rows.filter((row) => row.code === code));
for (const platform of PLATFORMS) groups[platform] = card(rows.filter((row) => row.platform === platform && !row.page));
groups['Facebook page'] = card(rows.filter((row) => row.page));
for (const family of FAMILIES) {
  const ofFamily = rows.filter((row) => row.business.family === family);
  if (ofFamily.length > 0) groups[family] = card(ofFamily);
}
const shared = sharedSentences(rows);
/** Page batches (business × language) whose posts never speak as the business. */
const silentPages = BUSINESSES.flatMap((business) =>
  LANGUAGES.filter(([, code]) => {
    const page = rows.filter((row) => row.page && row.business === business && row.code === code);
    return page.length > 0 && !page.some((row) => row.score.speaksAsBusiness);
  }).map(([language]) => `${business.businessName} ${language}`),
);
const reviewsSaved: Record<string, number> = {};
for (const [language] of LANGUAGES) reviewsSaved[language] = await savedReviews(language);
const variety = openings();
const sample = writeSample(fileURLToPath(new URL('./reading-sample.md', import.meta.url)));
const all = groups.all ?? card([]);

const failures: string[] = [];
const missed = rows.filter((row) => row.score.offTopic || row.score.wrongWords.length > 0).length;
if (missed / rows.length > TARGETS.missed)
  failures.push(`${pct(missed, rows.length)} of posts not about their thing or in another trade's words (at most 2%)`);
for (const key of ['placeholders', 'contacts', 'claims', 'wrongVoice', 'traditional', 'reviewViolations'] as const) {
  if (all[key] > 0) failures.push(`${all[key]} posts with ${key}`);
}
if (silentPages.length > 0) failures.push(`Page batches that never speak as the business: ${silentPages.join(', ')}`);
if (shared.length > 0) failures.push(`${shared.length} sentences shared by the posts of 3+ businesses of one trade`);
for (const [language, saved] of Object.entries(reviewsSaved)) {
  if (saved < TARGETS.reviews) failures.push(`${language}: only ${saved} of 30 Google reviews of one product saved`);
}
if (variety.fewest < TARGETS.openings)
  failures.push(
    `${variety.fewest} distinct openings in 20 regenerations (${variety.where}), at least ${TARGETS.openings}`,
  );

const summary = {
  scorecard: groups,
  sharedSentences: shared,
  silentPages,
  reviewsSaved,
  openings: variety,
  sample: sample.length,
  failures,
};
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(summary, null, 2));
} else {
  console.table(groups);
  console.log(`30 Google reviews of one product saved: ${JSON.stringify(reviewsSaved)}`);
  console.log(
    `20 regenerations of one post: ${variety.fewest} distinct openings at the fewest (${variety.where}), ${variety.mean.toFixed(1)} on average`,
  );
  for (const { family, sentence, businesses } of shared)
    console.log(`shared (${family}, ${businesses} businesses): ${sentence}`);
  console.log(`reading sample: ${sample.length} posts in test/generator/reading-sample.md`);
  for (const failure of failures) console.error(`FAIL: ${failure}`);
}
if (process.argv.includes('--examples')) {
  for (const row of rows
    .filter(
      (r) =>
        r.score.offTopic ||
        r.score.wrongWords.length > 0 ||
        r.score.claims.length > 0 ||
        r.score.placeholder ||
        r.score.reviewProblems.length > 0,
    )
    .slice(0, 40)) {
    const why = [
      row.score.offTopic ? 'off topic' : '',
      ...row.score.wrongWords,
      ...row.score.claims,
      ...row.score.reviewProblems.map((problem) => `review: ${problem}`),
      row.score.placeholder ? 'placeholder' : '',
    ].filter(Boolean);
    console.log(
      `\n[${row.business.businessName} ${row.code} ${row.platform}${row.page ? ' page' : ''}] ${why.join(', ')}\n${row.post.content}`,
    );
  }
}
if (failures.length > 0) process.exitCode = 1;
