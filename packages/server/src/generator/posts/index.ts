/**
 * The whole posts, bundled with the code (static imports, so the server's bundle carries them) and checked when this
 * module loads: a malformed file stops the start, naming the file, the path and the problem. The full line checks
 * (claims, contacts, shared sentences…) run in the tests and in check.ts.
 */
import * as v from 'valibot';
import { MODES, type Mode, type PostLanguage } from '../families';
import { parseLine, type ParsedLine } from './line';
import { coreSchema, modeSchema, type CorePosts, type ModePosts } from './schema';
import enCore from './en/core.json';
import enEat from './en/eat.json';
import enDrink from './en/drink.json';
import enStay from './en/stay.json';
import enPamper from './en/pamper.json';
import enCare from './en/care.json';
import enPet from './en/pet.json';
import enTrain from './en/train.json';
import enLearn from './en/learn.json';
import enShop from './en/shop.json';
import enService from './en/service.json';
import enGeneral from './en/general.json';
import zhCore from './zh/core.json';
import zhEat from './zh/eat.json';
import zhDrink from './zh/drink.json';
import zhStay from './zh/stay.json';
import zhPamper from './zh/pamper.json';
import zhCare from './zh/care.json';
import zhPet from './zh/pet.json';
import zhTrain from './zh/train.json';
import zhLearn from './zh/learn.json';
import zhShop from './zh/shop.json';
import zhService from './zh/service.json';
import zhGeneral from './zh/general.json';
import msCore from './ms/core.json';
import msEat from './ms/eat.json';
import msDrink from './ms/drink.json';
import msStay from './ms/stay.json';
import msPamper from './ms/pamper.json';
import msCare from './ms/care.json';
import msPet from './ms/pet.json';
import msTrain from './ms/train.json';
import msLearn from './ms/learn.json';
import msShop from './ms/shop.json';
import msService from './ms/service.json';
import msGeneral from './ms/general.json';

const MODE_FILES = {
  en: {
    eat: enEat,
    drink: enDrink,
    stay: enStay,
    pamper: enPamper,
    care: enCare,
    pet: enPet,
    train: enTrain,
    learn: enLearn,
    shop: enShop,
    service: enService,
    general: enGeneral,
  },
  zh: {
    eat: zhEat,
    drink: zhDrink,
    stay: zhStay,
    pamper: zhPamper,
    care: zhCare,
    pet: zhPet,
    train: zhTrain,
    learn: zhLearn,
    shop: zhShop,
    service: zhService,
    general: zhGeneral,
  },
  ms: {
    eat: msEat,
    drink: msDrink,
    stay: msStay,
    pamper: msPamper,
    care: msCare,
    pet: msPet,
    train: msTrain,
    learn: msLearn,
    shop: msShop,
    service: msService,
    general: msGeneral,
  },
};

const RAW: Record<PostLanguage, { core: unknown; modes: Record<Mode, unknown> }> = {
  en: { core: enCore, modes: MODE_FILES.en },
  zh: { core: zhCore, modes: MODE_FILES.zh },
  ms: { core: msCore, modes: MODE_FILES.ms },
};

/** A mode's posts with every line read once (`line`), and the language's tones and families. */
export interface LoadedPosts {
  core: CorePosts;
  modes: Record<Mode, ModePosts>;
}

function parsed<T>(schema: v.GenericSchema<unknown, T>, raw: unknown, file: string): T {
  const result = v.safeParse(schema, raw);
  if (result.success) return result.output;
  const [issue] = result.issues;
  throw new Error(`posts/${file} is malformed: ${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
}

const LINES = new Map<string, ParsedLine>();

/** A line of the posts, read once: its pieces and slots. */
export function lineOf(raw: string): ParsedLine {
  let line = LINES.get(raw);
  if (!line) {
    line = parseLine(raw).line;
    LINES.set(raw, line);
  }
  return line;
}

function checkLines(value: unknown, file: string, path: string): void {
  if (typeof value === 'string') {
    const { problems } = parseLine(value);
    if (problems.length > 0) throw new Error(`posts/${file} is malformed: ${path}: ${problems[0] ?? ''}`);
    return;
  }
  if (Array.isArray(value)) value.forEach((item, k) => checkLines(item, file, path ? `${path}.${k}` : `${k}`));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) checkLines(item, file, path ? `${path}.${key}` : key);
}

/** Checks and reads one language's files. */
export function loadPosts(lang: PostLanguage, raw: { core: unknown; modes: Record<Mode, unknown> }): LoadedPosts {
  const core = parsed(coreSchema, raw.core, `${lang}/core.json`);
  const modes = {} as Record<Mode, ModePosts>;
  for (const mode of MODES) {
    const file = `${lang}/${mode}.json`;
    modes[mode] = parsed(modeSchema, raw.modes[mode], file);
    checkLines(modes[mode], file, '');
  }
  return { core, modes };
}

export const POSTS: Record<PostLanguage, LoadedPosts> = {
  en: loadPosts('en', RAW.en),
  zh: loadPosts('zh', RAW.zh),
  ms: loadPosts('ms', RAW.ms),
};
