import { describe, expect, it } from 'vitest';
import { joinKeywords, shownKeywordText, splitKeywords, splitKeywordsDroppingEmpties } from './keywords';

describe('splitKeywords (campaign and content forms)', () => {
  it('splits on commas and trims each part', () => {
    expect(splitKeywords(' food,  travel ,nature ')).toEqual(['food', 'travel', 'nature']);
  });
  it('keeps empty entries, as SPEC section 5 says', () => {
    expect(splitKeywords('a,,b, ')).toEqual(['a', '', 'b', '']);
  });
  it('keeps Chinese keywords intact', () => {
    expect(splitKeywords('美食，旅行,探店')).toEqual(['美食，旅行', '探店']);
  });
});

describe('splitKeywordsDroppingEmpties (generator)', () => {
  it('removes empty entries after trimming', () => {
    expect(splitKeywordsDroppingEmpties(' a,, b , ,')).toEqual(['a', 'b']);
  });
  it('gives an empty list for blank input', () => {
    expect(splitKeywordsDroppingEmpties('   ')).toEqual([]);
  });
});

describe('joinKeywords', () => {
  it('joins with a comma and a space', () => {
    expect(joinKeywords(['food', 'travel'])).toBe('food, travel');
  });
});

describe('shownKeywordText', () => {
  it('joins by ", " and leaves blank keywords out, so a list never reads ", ,"', () => {
    expect(shownKeywordText(['food', '', ' travel ', ' '])).toBe('food, travel');
    expect(shownKeywordText(['', ''])).toBe('');
  });
});
