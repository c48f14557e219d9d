import { NOTE_PREVIEW_LENGTH } from '@app/contract';

/**
 * The note preview of SPEC section 2: exactly the first `length` characters (50), nothing added.
 * Counts characters, not UTF-16 units, so an emoji or other astral character is never cut in half.
 */
export function truncateNote(text: string | null | undefined, length: number = NOTE_PREVIEW_LENGTH): string {
  if (!text) return '';
  const characters = Array.from(text);
  return characters.length <= length ? text : characters.slice(0, length).join('');
}
