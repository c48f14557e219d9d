// `npm run generator:sample`: prints one post of the built-in generator per platform and language, for a person to
// read. Each language starts from one request of the golden set (packages/server/test/generator/golden.ts) and asks
// for it on every platform. `-- --seed N` picks another draw (default 1); `-- --all` prints the whole golden set.
import { tsImport } from 'tsx/esm/api';

const args = process.argv.slice(2);
const seedAt = args.indexOf('--seed');
const seed = seedAt >= 0 ? Number(args[seedAt + 1]) : 1;
if (!Number.isInteger(seed)) {
  console.error('--seed needs a whole number');
  process.exit(1);
}

const load = (path) => tsImport(new URL(path, import.meta.url).href, import.meta.url);
const { GOLDEN } = await load('../packages/server/test/generator/golden.ts');
const { generateBuiltin } = await load('../packages/server/src/generator/builtin.ts');
const PLATFORMS = ['Redbook', 'Tiktok', 'Instagram', 'Facebook', 'Google Review'];

/** The golden request each language's samples start from. */
const BASES = {
  Mandarin: 'restaurant, yee sang, Redbook, Mandarin, Chinese form',
  English: 'café, latte, Instagram, English',
  Malay: 'hawker restaurant, nasi lemak, Google Review, Malay',
};

function print(heading, input, post) {
  console.log(`\n=== ${heading}`);
  console.log(
    `(${input.industry || 'no industry'} · ${input.productName || input.productType || 'no product'} · tone ${input.tone})`,
  );
  console.log(`Title: ${post.title}`);
  console.log(post.content);
  for (const note of post.notes ?? []) console.log(`Note: ${note}`);
}

if (args.includes('--all')) {
  for (const golden of GOLDEN) {
    const [post] = generateBuiltin({ ...golden.input, count: 1 }, 1, seed);
    print(golden.name, golden.input, post);
  }
} else {
  for (const [language, name] of Object.entries(BASES)) {
    const base = GOLDEN.find((golden) => golden.name === name);
    for (const [k, platform] of PLATFORMS.entries()) {
      const input = { ...base.input, platform, count: 1 };
      // each platform its own draw, so the samples show the generator's range rather than one opening five times
      const [post] = generateBuiltin(input, 1, seed + k);
      print(`${language} · ${platform}`, input, post);
    }
  }
}
