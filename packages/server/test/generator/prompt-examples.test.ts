/** The model's prompt shows two or three native posts of the platform in the language, and the rules of a post. */
import { describe, expect, it } from 'vitest';
import { PLATFORMS } from '@app/contract';
import { buildRetryMessage, buildUserPrompt, examplesFor, SYSTEM_PROMPT } from '../../src/generator/prompt';
import { request } from './request';

describe('the prompt', () => {
  it('carries native example posts for every platform and language, in that language', () => {
    for (const platform of PLATFORMS) {
      for (const language of ['Mandarin', 'English', 'Malay'] as const) {
        const examples = examplesFor(platform, language);
        expect(examples.length, `${platform} ${language}`).toBeGreaterThanOrEqual(2);
        expect(examples.length).toBeLessThanOrEqual(3);
        const prompt = buildUserPrompt(request({ platform, language }), 0, 1);
        for (const example of examples) expect(prompt).toContain(example.content);
        expect(prompt).toContain('their products, places and facts belong to other businesses');
        const han = examples.every((example) => /\p{Script=Han}/u.test(example.content));
        expect(han, `${platform} ${language}`).toBe(language === 'Mandarin');
      }
    }
  });

  it('asks for plain text without markdown, contact details or claims, and the retry says why', () => {
    expect(SYSTEM_PROMPT).toMatch(/no markdown/);
    expect(SYSTEM_PROMPT).toMatch(/no phone number, WhatsApp, website or e-mail address/);
    expect(buildRetryMessage(['a post is plain text, without a numbered list']).content).toContain(
      '- a post is plain text, without a numbered list',
    );
  });
});
