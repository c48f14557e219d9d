/**
 * The corpus of model answers (corpus/*.json: a brief, the platform and language, the answer exactly as a model
 * sends it, and what must become of it), run through the real parsing and checks: every sound answer is kept, every
 * bad one is refused with its reason. A bad answer seen in production becomes one more entry.
 */
import { describe, expect, it } from 'vitest';
import { PLATFORMS, type GeneratorRefusal, type Platform } from '@app/contract';
import { checkAnswer } from '../../src/generator/answer-checks';
import type { GeneratorInput } from '../../src/generator/types';
import bad from './corpus/bad.json';
import sound from './corpus/sound.json';

interface Entry {
  name: string;
  brief: GeneratorInput;
  platform: Platform;
  language: GeneratorInput['language'];
  model: string;
  answer: string;
  expected: 'kept' | GeneratorRefusal;
}

const soundEntries = sound as Entry[];
const badEntries = bad as Entry[];

describe('the corpus of model answers', () => {
  it('holds at least 50 sound answers across every platform and language, and 50 bad ones', () => {
    expect(soundEntries.length).toBeGreaterThanOrEqual(50);
    expect(badEntries.length).toBeGreaterThanOrEqual(50);
    for (const platform of PLATFORMS) {
      for (const language of ['Mandarin', 'English', 'Malay'] as const) {
        const some = soundEntries.filter((entry) => entry.platform === platform && entry.language === language);
        expect(some.length, `${platform} ${language}`).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it.each(soundEntries.map((entry) => [entry.name, entry] as const))('keeps %s', (_name, entry) => {
    const checked = checkAnswer(entry.answer, entry.brief, entry.platform);
    expect(checked.problems.map((problem) => `${problem.reason}: ${problem.text}`)).toEqual([]);
    expect(checked.post?.content).not.toBe('');
    // what the model wrapped around its post is not part of it
    expect(checked.post?.content).not.toMatch(/```|Here is your post|以下是|Berikut ialah|Let me know|\(Note:/);
    // letters styled as bold or italic (𝗧𝗮𝗶𝗹𝗼𝗿𝗲𝗱) are written plainly
    expect(checked.post?.content).not.toMatch(/[\u{1D400}-\u{1D7FF}]/u);
  });

  it.each(badEntries.map((entry) => [entry.name, entry] as const))('refuses %s', (_name, entry) => {
    const checked = checkAnswer(entry.answer, entry.brief, entry.platform);
    expect(checked.problems.map((problem) => problem.reason)[0]).toBe(entry.expected);
  });
});
