/** Regenerating one post gives different openings: at least 15 of 20, per business, language and platform. */
import { TONES } from '@app/contract';
import { describe, expect, it } from 'vitest';
import type { GeneratorInput } from '../../src/generator/types';
import { BUSINESSES } from './audit-businesses';
import { distinctOpenings } from './audit-score';

const LANGUAGES: GeneratorInput['language'][] = ['English', 'Mandarin', 'Malay'];

describe('regenerations', () => {
  it('open in at least 15 different ways in 20 tries', () => {
    const few: string[] = [];
    BUSINESSES.filter((_, k) => k % 3 === 0).forEach((business, b) => {
      for (const language of LANGUAGES) {
        for (const platform of ['Redbook', 'Instagram', 'Tiktok', 'Facebook', 'Google Review']) {
          const input = {
            ...business.input,
            businessName: business.businessName,
            platform,
            language,
            tone: TONES[b % TONES.length] ?? TONES[0],
            count: 1,
          } as GeneratorInput;
          const size = distinctOpenings(input, 20, b);
          if (size < 15) few.push(`${business.businessName} ${language} ${platform}: ${size}`);
        }
      }
    });
    expect(few).toEqual([]);
  });
});
