export interface NumberRange {
  min?: number;
  max?: number;
}

/**
 * The message for a typed number that breaks the field's rules, or undefined when it is acceptable. An empty value
 * is acceptable here: whether the field is required is the form's rule. Values are whole numbers.
 */
export function numberRangeError(text: string, { min, max }: NumberRange): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  if (!Number.isInteger(value)) return 'Must be a whole number';
  const tooLow = min !== undefined && value < min;
  const tooHigh = max !== undefined && value > max;
  if (!tooLow && !tooHigh) return undefined;
  if (min !== undefined && max !== undefined) return `Must be between ${min} and ${max}`;
  return tooLow ? `Must be at least ${min}` : `Must be at most ${max}`;
}
