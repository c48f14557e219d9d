/**
 * Keyword parsing of SPEC section 5. Campaign and content forms split on commas and trim, keeping empty
 * entries ("a,,b" gives ["a", "", "b"]); the generator also removes the empties.
 */
export function splitKeywords(input: string): string[] {
  return input.split(',').map((part) => part.trim());
}

export function splitKeywordsDroppingEmpties(input: string): string[] {
  return splitKeywords(input).filter((part) => part !== '');
}

/** The comma-joined form put back into a form field for editing (empties kept, as they were saved). */
export function joinKeywords(keywords: readonly string[]): string {
  return keywords.join(', ');
}

/** The comma-joined form a list shows: blank keywords left out, so a list never reads "food, , travel". */
export function shownKeywordText(keywords: readonly string[]): string {
  return keywords
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword !== '')
    .join(', ');
}
