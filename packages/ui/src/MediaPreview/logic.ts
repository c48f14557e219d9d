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

/**
 * A video's length as shown over its poster: `m:ss` (minutes not capped, so 75 minutes read `75:03`); null when
 * unknown (a live stream's Infinity, NaN before the metadata arrives, or a negative value).
 */
export function formatDuration(seconds: number | null | undefined): string | null {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return null;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
