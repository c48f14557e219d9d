/** The audit's detectors: a review's booking rule is told from the customer's own plan to book again. */
import { describe, expect, it } from 'vitest';
import { BUSINESSES } from './audit-businesses';
import { scorePost } from './audit-score';

const spa = BUSINESSES.find((business) => business.family === 'spa')!;
const request = {
  ...spa.input,
  businessName: spa.businessName,
  platform: 'Google Review',
  language: 'Malay',
  tone: '亲切自然',
  count: 1,
} as const;
const review = (content: string) =>
  scorePost({ title: '', content, keywords: [] }, spa, 'ms', 'Google Review', request).reviewProblems;

describe('the audit of a Malay review', () => {
  it('does not count booking again, or having booked, as a booking rule', () => {
    expect(review('Saya tempah urutan di Urut Tradisional Mak Som. Bilik yang tenang. Saya akan tempah lagi.')).toEqual(
      [],
    );
  });

  it('counts how and when to book, hours and offers', () => {
    expect(review('Tempahan melalui WhatsApp sahaja. Urutan yang baik.')).toContain('logistics');
    expect(review('Sila buat tempahan awal. Urutan yang baik.')).toContain('logistics');
    expect(review('Dibuka pukul 10 pagi. Urutan yang baik.')).toContain('logistics');
    expect(review('Ada diskaun pada hari biasa. Urutan yang baik.')).toContain('logistics');
  });
});
