/** How a copy ended: on the clipboard, or (where the browser refused) the text selected for the customer to copy. */
export type CopyOutcome = 'copied' | 'selected';

export type WriteClipboard = (text: string) => Promise<void>;

/** The Clipboard API; it rejects where the browser refuses (no permission, an insecure page, an old browser). */
export const writeToClipboard: WriteClipboard = async (text) => {
  if (!navigator.clipboard) throw new Error('The Clipboard API is not available');
  await navigator.clipboard.writeText(text);
};

/** Selects everything inside an element, as a long-press would, so the browser's own Copy is one tap away. */
export function selectContents(element: HTMLElement): void {
  const selection = element.ownerDocument.getSelection();
  if (!selection) return;
  const range = element.ownerDocument.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

/**
 * Copies a text: through the Clipboard API, else by selecting the element that shows it and asking the browser to
 * copy the selection (older browsers); when that is refused too, the text stays selected.
 */
export async function copyText(text: string, shownIn: HTMLElement | null, write: WriteClipboard): Promise<CopyOutcome> {
  try {
    await write(text);
    return 'copied';
  } catch {
    if (!shownIn) return 'selected';
    selectContents(shownIn);
    try {
      // the pre-Clipboard-API way: deprecated, and still the only one some in-app browsers allow
      return shownIn.ownerDocument.execCommand('copy') ? 'copied' : 'selected';
    } catch {
      return 'selected';
    }
  }
}
