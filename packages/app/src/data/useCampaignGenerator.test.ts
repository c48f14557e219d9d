import { describe, expect, it } from 'vitest';
import { platformToGenerate } from './useCampaignGenerator';

describe('platformToGenerate', () => {
  it('reads the generate query as one of the five platforms, in any case', () => {
    expect(platformToGenerate('Google Review')).toBe('Google Review');
    expect(platformToGenerate('instagram')).toBe('Instagram');
    expect(platformToGenerate('MySpace')).toBeNull();
    expect(platformToGenerate(null)).toBeNull();
  });
});
