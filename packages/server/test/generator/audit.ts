/**
 * `npm run generator:audit`: writes a fixed matrix of posts with the built-in generator (12 businesses, one per
 * industry × 5 platforms × 3 languages × 2 tones × 3 posts = 1,080) plus 20 regenerations of one post per business,
 * language and platform, and prints the scorecard per language, industry and platform, and the openings per platform. Deterministic: the same code gives
 * the same figures. `-- --json` prints the figures as JSON.
 */
import { PLATFORMS, TONES, type GeneratedPost } from '@app/contract';
import { generateBuiltin } from '../../src/generator/builtin';
import type { LanguageCode } from '../../src/generator/language';
import type { GeneratorInput } from '../../src/generator/types';
import { BUSINESSES, type AuditBusiness } from './audit-businesses';
import { distinctOpenings, scorePost, type PostScore } from './audit-score';

const LANGUAGES: readonly [GeneratorInput['language'], LanguageCode][] = [
  ['English', 'en'],
  ['Mandarin', 'zh'],
  ['Malay', 'ms'],
];
const NAMING_PLATFORMS = new Set(['Redbook', 'Instagram', 'Tiktok', 'Facebook']);
const POSTS_PER_REQUEST = 3;
const REGENERATIONS = 20;
/** The fewest distinct openings 20 regenerations of one post may give. */
const OPENINGS_MIN = 15;
const VARIETY_PLATFORMS = PLATFORMS;

interface Row {
  business: AuditBusiness;
  code: LanguageCode;
  platform: string;
  score: PostScore;
  post: GeneratedPost;
}

const requestOf = (business: AuditBusiness, platform: string, language: GeneratorInput['language'], tone: string) =>
  ({
    ...business.input,
    businessName: business.businessName,
    platform,
    language,
    tone,
    count: POSTS_PER_REQUEST,
  }) as GeneratorInput;

function matrix(): Row[] {
  const rows: Row[] = [];
  BUSINESSES.forEach((business, b) => {
    PLATFORMS.forEach((platform, p) => {
      LANGUAGES.forEach(([language, code], l) => {
        for (const t of [0, 5]) {
          const tone = TONES[(b + p + l + t) % TONES.length] ?? TONES[0];
          const seed = 1000 * b + 100 * p + 10 * l + t;
          for (const post of generateBuiltin(requestOf(business, platform, language, tone), POSTS_PER_REQUEST, seed)) {
            rows.push({ business, code, platform, score: scorePost(post, business, code, platform), post });
          }
        }
      });
    });
  });
  return rows;
}

interface VarietyCount {
  label: string;
  platform: string;
  size: number;
}

/** The fewest and the mean distinct openings of 20 single-post regenerations, per business × language × platform. */
function variety(): { min: number; mean: number; fewest: string; counts: VarietyCount[] } {
  const counts: VarietyCount[] = [];
  BUSINESSES.forEach((business, b) => {
    for (const [language] of LANGUAGES) {
      for (const platform of VARIETY_PLATFORMS) {
        const input = requestOf(business, platform, language, TONES[b % TONES.length] ?? TONES[0]);
        const size = distinctOpenings({ ...input, count: 1 }, REGENERATIONS, b);
        counts.push({ label: `${business.industry} ${language} ${platform}`, platform, size });
      }
    }
  });
  const fewest = counts.reduce((a, c) => (c.size < a.size ? c : a));
  return {
    min: fewest.size,
    mean: counts.reduce((a, c) => a + c.size, 0) / counts.length,
    fewest: fewest.label,
    counts,
  };
}

const pct = (part: number, whole: number): string => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)}%`);

function card(rows: Row[]) {
  const naming = rows.filter((row) => NAMING_PLATFORMS.has(row.platform));
  const reviews = rows.filter((row) => row.platform === 'Google Review');
  const count = (list: Row[], test: (score: PostScore) => boolean) => list.filter((row) => test(row.score)).length;
  return {
    posts: rows.length,
    wrongIndustry: pct(
      count(rows, (s) => s.wrongIndustry.length > 0),
      rows.length,
    ),
    mixedLanguage: pct(
      count(rows, (s) => s.mixed || s.englishInMalay),
      rows.length,
    ),
    traditional: count(rows, (s) => s.traditional),
    fieldsLeftOut: pct(
      count(rows, (s) => s.leftOut),
      rows.length,
    ),
    namesBusiness: pct(
      count(naming, (s) => s.namesBusiness),
      naming.length,
    ),
    genuineClaims: count(rows, (s) => s.genuineClaim),
    reviewViolations: pct(
      count(reviews, (s) => s.reviewProblems.length > 0),
      reviews.length,
    ),
    reviewLogistics: count(reviews, (s) => s.reviewProblems.includes('logistics')),
    reviewInvented: count(reviews, (s) => s.reviewProblems.includes('invented')),
  };
}

const rows = matrix();
const groups: Record<string, ReturnType<typeof card>> = { all: card(rows) };
for (const [, code] of LANGUAGES) groups[`lang ${code}`] = card(rows.filter((row) => row.code === code));
for (const business of BUSINESSES) groups[business.industry] = card(rows.filter((row) => row.business === business));
for (const platform of PLATFORMS) groups[platform] = card(rows.filter((row) => row.platform === platform));
const { counts, ...openings } = variety();
/** Per platform: the fewest and the mean distinct openings of 20 regenerations. */
const openingsByPlatform = Object.fromEntries(
  PLATFORMS.map((platform) => {
    const sizes = counts.filter((count) => count.platform === platform).map((count) => count.size);
    return [
      platform,
      { fewest: Math.min(...sizes), mean: (sizes.reduce((a, b) => a + b, 0) / sizes.length).toFixed(1) },
    ];
  }),
);
const summary = { scorecard: groups, variety: openings, openingsByPlatform };

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(summary, null, 2));
} else {
  console.table(groups);
  console.table(openingsByPlatform);
  console.log(
    `20 regenerations of one post: ${summary.variety.min} distinct openings at the fewest (${summary.variety.fewest}), ${summary.variety.mean.toFixed(1)} on average`,
  );
}
if (summary.variety.min < OPENINGS_MIN) {
  console.error(`FAIL: fewer than ${OPENINGS_MIN} distinct openings in 20 regenerations (${summary.variety.fewest})`);
  process.exitCode = 1;
}
if (process.argv.includes('--examples')) {
  for (const row of rows.filter((r) => r.score.wrongIndustry.length > 0).slice(0, 30)) {
    console.log(
      `\n[${row.business.industry} ${row.code} ${row.platform}] ${row.score.wrongIndustry.join(',')}\n${row.post.content}`,
    );
  }
}
