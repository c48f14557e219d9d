/**
 * One line of a whole post with the request's values: slots filled, one option of each choice drawn (one whose slots
 * are all given), and nothing when the line needs a field the request left empty.
 */
import type { SlotValues } from '../brief';
import { DROP, KEEP } from '../compose';
import { pick, type Rng } from '../prng';
import { OPTIONAL_SLOTS, type OptionalSlot, type ParsedLine, type Piece, type Slot } from './line';

export interface LineContext {
  values: SlotValues;
  /** The next emoji of the post ('' in a review). */
  emoji: () => string;
  /** A mood line of the tone, or undefined when the post has none. */
  mood: () => string | undefined;
  rng: Rng;
  /** The options the batch's earlier posts drew: a choice takes another one while it has one. */
  drawn?: Set<string>;
}

const isOptional = (slot: Slot): slot is OptionalSlot => (OPTIONAL_SLOTS as readonly string[]).includes(slot);

function given(pieces: readonly Piece[], values: SlotValues): boolean {
  return pieces.every((piece) => !('slot' in piece) || !isOptional(piece.slot) || values[piece.slot] !== '');
}

/** An option as written in the data ('' for the empty option, which any post may take). */
const keyOf = (pieces: readonly Piece[]): string =>
  pieces.map((piece) => ('text' in piece ? piece.text : 'slot' in piece ? `{${piece.slot}}` : '')).join('');

function renderPieces(pieces: readonly Piece[], ctx: LineContext): string | undefined {
  let out = '';
  for (const piece of pieces) {
    if ('text' in piece) out += piece.text;
    else if ('slot' in piece) {
      if (piece.slot === 'e') out += ctx.emoji();
      else if (piece.slot === 'mood') {
        const mood = ctx.mood();
        if (mood === undefined) return undefined;
        out += mood;
      } else {
        const value = ctx.values[piece.slot];
        if (value === '') return undefined;
        out += value;
      }
    } else {
      const options = piece.choice.filter((option) => given(option, ctx.values));
      if (options.length === 0) return undefined;
      const { drawn } = ctx;
      const fresh = drawn ? options.filter((option) => !drawn.has(keyOf(option))) : options;
      const option = pick(ctx.rng, fresh.length > 0 ? fresh : options);
      const key = drawn ? keyOf(option) : '';
      if (key !== '') drawn?.add(key);
      const chosen = renderPieces(option, ctx);
      if (chosen === undefined) return undefined;
      out += chosen;
    }
  }
  return out;
}

/** The line as the post prints it, or undefined when it needs a field the request did not give. */
export function renderLine(line: ParsedLine, ctx: LineContext): string | undefined {
  return renderPieces(line.pieces, ctx);
}

/** Whether the line can be written with the request's values (every optional slot outside a choice given). */
export function writable(line: ParsedLine, values: SlotValues): boolean {
  return line.pieces.every((piece) =>
    'choice' in piece ? piece.choice.some((option) => given(option, values)) : given([piece], values),
  );
}

/** How readily a line may be dropped when the post is too long: a garnish first, then by its fields. */
export function dropOf(line: ParsedLine): number {
  if (line.garnish) return DROP.garnish;
  let drop = KEEP;
  for (const slot of line.slots) {
    if (!isOptional(slot)) continue;
    const level = DROP[slot];
    drop = drop === KEEP ? level : Math.min(drop, level);
  }
  return drop;
}

/** Whether the line uses one of these slots (in any of its choices). */
export const uses = (line: ParsedLine, ...slots: Slot[]): boolean => slots.some((slot) => line.slots.has(slot));
