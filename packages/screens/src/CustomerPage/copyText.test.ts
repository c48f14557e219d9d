// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { copyText } from './copyText';

function shown(text: string): HTMLElement {
  const element = document.createElement('p');
  element.textContent = text;
  document.body.append(element);
  return element;
}

describe('copyText', () => {
  it('writes through the Clipboard API when it accepts', async () => {
    const write = vi.fn(async () => undefined);
    await expect(copyText('Nasi lemak', shown('Nasi lemak'), write)).resolves.toBe('copied');
    expect(write).toHaveBeenCalledWith('Nasi lemak');
  });

  it('selects the shown text when the Clipboard API refuses and the browser cannot copy it either', async () => {
    const element = shown('Teh tarik');
    document.execCommand = vi.fn(() => false);
    const outcome = await copyText('Teh tarik', element, async () => Promise.reject(new Error('denied')));
    expect(outcome).toBe('selected');
    expect(document.getSelection()?.toString()).toBe('Teh tarik');
  });

  it("copies the selection through the browser's copy command when that works", async () => {
    const element = shown('Roti canai');
    const execCommand = vi.fn(() => true);
    document.execCommand = execCommand;
    const outcome = await copyText('Roti canai', element, async () => Promise.reject(new Error('denied')));
    expect(outcome).toBe('copied');
    expect(execCommand).toHaveBeenCalledWith('copy');
  });
});
