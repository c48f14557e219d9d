/**
 * The words no line of a mode may use: a line of a mode is written for every family of it, so it avoids what any of
 * them avoids (a `pamper` line is read for a nail bar, which never speaks of hair). From banks/industries.json.
 */
import { FAMILIES, type Mode } from '../families';
import { avoidedWords, modeOf } from '../industries';

export function modeAvoid(mode: Mode): string[] {
  const words = new Set<string>();
  for (const family of FAMILIES) if (modeOf(family) === mode) for (const word of avoidedWords(family)) words.add(word);
  return [...words];
}
