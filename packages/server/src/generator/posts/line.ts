/**
 * A line of a whole post (posts/README.md): text with slots `{name}`, choices `[a|b|c]` (one drawn per post, no
 * nesting) and an optional leading `~` (a garnish, dropped first when the post is too long). `parseLine` reads one
 * into pieces, or says what is wrong with it; the composer and the check command share it.
 */

export const SLOTS = [
  'thing',
  'kind',
  'business',
  'place',
  'area',
  'benefits',
  'benefit',
  'audience',
  'promotion',
  'details',
  'e',
  'mood',
] as const;
export type Slot = (typeof SLOTS)[number];

/** The slots of the brief's optional fields: a line that uses one is left out when the field is empty. */
export const OPTIONAL_SLOTS = ['area', 'benefits', 'benefit', 'audience', 'promotion', 'details'] as const;
export type OptionalSlot = (typeof OPTIONAL_SLOTS)[number];

export type Piece = { text: string } | { slot: Slot } | { choice: Piece[][] };

export interface ParsedLine {
  garnish: boolean;
  pieces: Piece[];
  /** Every slot the line uses, in any of its choices. */
  slots: Set<Slot>;
}

const isSlot = (name: string): name is Slot => (SLOTS as readonly string[]).includes(name);

/** Text with slots into pieces; unknown or unclosed slots are problems. */
function slotPieces(text: string, slots: Set<Slot>, problems: string[]): Piece[] {
  const pieces: Piece[] = [];
  let rest = text;
  while (rest.length > 0) {
    const open = rest.indexOf('{');
    const close = rest.indexOf('}');
    if (close >= 0 && (open < 0 || close < open)) {
      problems.push(`"}" without "{"`);
      return pieces;
    }
    if (open < 0) {
      pieces.push({ text: rest });
      break;
    }
    if (open > 0) pieces.push({ text: rest.slice(0, open) });
    if (close < 0) {
      problems.push(`"{" is never closed`);
      return pieces;
    }
    const name = rest.slice(open + 1, close);
    if (isSlot(name)) {
      pieces.push({ slot: name });
      slots.add(name);
    } else problems.push(`unknown slot {${name}} (slots: ${SLOTS.join(', ')})`);
    rest = rest.slice(close + 1);
  }
  return pieces;
}

/** Reads a line; `problems` is empty when it is well formed. */
export function parseLine(raw: string): { line: ParsedLine; problems: string[] } {
  const problems: string[] = [];
  const slots = new Set<Slot>();
  const garnish = raw.startsWith('~');
  const text = garnish ? raw.slice(1).trimStart() : raw;
  if (text.trim() === '') problems.push('is empty');
  if (text.includes('~')) problems.push('"~" may only lead the line (a garnish)');
  const pieces: Piece[] = [];
  let rest = text;
  while (rest.length > 0) {
    const open = rest.indexOf('[');
    const close = rest.indexOf(']');
    const bar = rest.indexOf('|');
    const firstClose = close >= 0 && (open < 0 || close < open);
    if (firstClose) {
      problems.push('unbalanced choice: "]" without "["');
      break;
    }
    if (bar >= 0 && (open < 0 || bar < open)) {
      problems.push('"|" outside a choice [a|b]');
      break;
    }
    if (open < 0) {
      pieces.push(...slotPieces(rest, slots, problems));
      break;
    }
    pieces.push(...slotPieces(rest.slice(0, open), slots, problems));
    if (close < 0) {
      problems.push('unbalanced choice: "[" is never closed');
      break;
    }
    const body = rest.slice(open + 1, close);
    if (body.includes('[')) {
      problems.push('nested choice: a choice inside a choice');
      break;
    }
    const options = body.split('|');
    if (options.length < 2) problems.push(`a choice needs two options or more: [${body}]`);
    if (options.filter((option) => option.trim() === '').length > 1) problems.push(`two empty options: [${body}]`);
    pieces.push({ choice: options.map((option) => slotPieces(option, slots, problems)) });
    rest = rest.slice(close + 1);
  }
  return { line: { garnish, pieces, slots }, problems };
}

/** Every rendering of a line's choices (up to `max`, then one per option of each choice), slots as `fill` gives. */
export function expansions(line: ParsedLine, fill: (slot: Slot) => string, max = 512): string[] {
  const render = (pieces: Piece[], pick: (choice: Piece[][], index: number) => Piece[]): string => {
    let index = 0;
    return pieces
      .map((piece) => {
        if ('text' in piece) return piece.text;
        if ('slot' in piece) return fill(piece.slot);
        const chosen = pick(piece.choice, index);
        index += 1;
        return render(chosen, pick);
      })
      .join('');
  };
  const choices = line.pieces.filter((piece): piece is { choice: Piece[][] } => 'choice' in piece);
  const total = choices.reduce((product, piece) => product * piece.choice.length, 1);
  if (total <= max) {
    const out: string[] = [];
    for (let n = 0; n < total; n += 1) {
      const digits: number[] = [];
      let rest = n;
      for (const piece of choices) {
        digits.push(rest % piece.choice.length);
        rest = Math.floor(rest / piece.choice.length);
      }
      out.push(render(line.pieces, (choice, index) => choice[digits[index] ?? 0] ?? []));
    }
    return out;
  }
  const out: string[] = [];
  choices.forEach((piece, at) => {
    piece.choice.forEach((_, option) => {
      out.push(render(line.pieces, (choice, index) => choice[index === at ? option : 0] ?? []));
    });
  });
  return out;
}
