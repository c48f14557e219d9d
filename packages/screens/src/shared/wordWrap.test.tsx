// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { AppThemeProvider } from '@app/ui';
import { StyledClampedText } from './TableCells.styles';
import { StyledLabelCell } from '../LinkList/LinkList.styles';

// A table sizes a column by its cells' narrowest width: with `overflow-wrap: anywhere` that is one letter, so a
// squeezed column broke "Counter" as "Counte/r" at 1440 px; `break-word` keeps it at least a word wide (checked in
// Chromium: the same cell in a 300 px table, 126 px tall with anywhere, one line with break-word).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('table cell labels', () => {
  it.each([
    ['a link label', StyledLabelCell],
    ['clamped cell text', StyledClampedText],
  ])('%s wraps between words, never mid-word', (_name, Cell) => {
    const host = document.body.appendChild(document.createElement('div'));
    const root = createRoot(host);
    act(() =>
      root.render(
        <AppThemeProvider>
          <Cell>Counter</Cell>
        </AppThemeProvider>,
      ),
    );
    const cell = [...host.querySelectorAll('span')].find((element) => element.textContent === 'Counter')!;
    const style = getComputedStyle(cell);
    expect(style.overflowWrap).toBe('break-word');
    expect(style.wordBreak).not.toBe('break-all');
    act(() => root.unmount());
    host.remove();
  });
});
