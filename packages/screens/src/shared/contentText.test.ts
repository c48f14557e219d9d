import { describe, expect, it } from 'vitest';
import { contentTitle, failureCause } from './contentText';

describe('contentTitle', () => {
  it('shows a blank title as "Untitled" and keeps any other as it is', () => {
    expect(contentTitle('')).toBe('Untitled');
    expect(contentTitle('  ')).toBe('Untitled');
    expect(contentTitle(' 中秋月饼 ')).toBe(' 中秋月饼 ');
  });
});

describe('failureCause', () => {
  it("prefers the server's message, then the error's own, then the fallback", () => {
    const apiError = Object.assign(new Error('Request failed with status 400'), {
      serverMessage: 'Platform is required',
    });
    expect(failureCause(apiError, 'Unknown error')).toBe('Platform is required');
    expect(failureCause(new Error('Network Error'), 'Unknown error')).toBe('Network Error');
    expect(failureCause({ serverMessage: ' ', message: 'Timeout' }, 'Unknown error')).toBe('Timeout');
    expect(failureCause('Offline', 'Unknown error')).toBe('Offline');
    expect(failureCause(new Error(' '), 'Unknown error')).toBe('Unknown error');
    expect(failureCause(null, 'Failed to generate content.')).toBe('Failed to generate content.');
  });
});
