/**
 * The value of a one-of-many chip group after a click on the chip `clicked`: clicking the selected chip clears the
 * selection, clicking any other chip selects only that one.
 */
export function nextChipGroupValue(current: string | null, clicked: string): string | null {
  return current === clicked ? null : clicked;
}
