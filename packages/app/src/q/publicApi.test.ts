import { describe, expect, it } from 'vitest';
import { postedAnswerOf } from './publicApi';

describe('postedAnswerOf', () => {
  it("reads the server's answer to a posted link", () => {
    expect(postedAnswerOf(200, undefined)).toBe('stored');
    expect(postedAnswerOf(201, undefined)).toBe('stored');
    expect(postedAnswerOf(400, 'posted_link_wrong_platform')).toBe('wrongPlatform');
    expect(postedAnswerOf(400, 'posted_link_invalid')).toBe('invalid');
    expect(postedAnswerOf(404, 'not_found')).toBe('noPost');
    expect(postedAnswerOf(429, undefined)).toBe('rateLimited');
    expect(postedAnswerOf(500, undefined)).toBe('failed');
  });
});
