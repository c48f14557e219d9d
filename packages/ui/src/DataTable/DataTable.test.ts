import { describe, expect, it } from 'vitest';
import {
  ariaSortOf,
  clampPageIndex,
  compareCellValues,
  formatCellValue,
  getPageCount,
  getRangeText,
  pageIndexAfterResize,
  pruneSelection,
  selectedIdsInRowOrder,
  selectionOf,
  sortingOf,
  sortOf,
  toSortValue,
  cardLayout,
} from './logic';

describe('pagination maths', () => {
  it('counts pages, with one page for an empty table', () => {
    expect(getPageCount(42, 10)).toBe(5);
    expect(getPageCount(40, 10)).toBe(4);
    expect(getPageCount(1, 10)).toBe(1);
    expect(getPageCount(0, 10)).toBe(1);
  });

  it('writes the range text with an en dash', () => {
    expect(getRangeText(0, 10, 42)).toBe('1–10 of 42');
    expect(getRangeText(1, 10, 42)).toBe('11–20 of 42');
    expect(getRangeText(4, 10, 42)).toBe('41–42 of 42');
    expect(getRangeText(0, 20, 42)).toBe('1–20 of 42');
    expect(getRangeText(0, 10, 7)).toBe('1–7 of 7');
    expect(getRangeText(0, 10, 0)).toBe('0–0 of 0');
  });

  it('clamps the page when rows shrink', () => {
    expect(clampPageIndex(4, 42, 10)).toBe(4);
    expect(clampPageIndex(4, 40, 10)).toBe(3);
    expect(clampPageIndex(4, 0, 10)).toBe(0);
    expect(clampPageIndex(-1, 42, 10)).toBe(0);
    expect(getRangeText(4, 10, 40)).toBe('31–40 of 40');
  });

  it('keeps the first visible row in view when the page size changes', () => {
    expect(pageIndexAfterResize(2, 10, 20)).toBe(1);
    expect(pageIndexAfterResize(3, 10, 30)).toBe(1);
    expect(pageIndexAfterResize(1, 20, 10)).toBe(2);
    expect(pageIndexAfterResize(0, 10, 25)).toBe(0);
  });
});

describe('selection', () => {
  it('prunes ids whose rows disappeared', () => {
    expect(pruneSelection({ a: true, b: true, c: true }, ['a', 'c', 'd'])).toEqual({ a: true, c: true });
  });

  it('returns the same object when nothing is pruned', () => {
    const selection = { a: true, b: true } as const;
    expect(pruneSelection(selection, ['a', 'b', 'c'])).toBe(selection);
  });

  it('makes a selection of ids that keeps their order', () => {
    expect(Object.keys(selectionOf(['c', 'a']))).toEqual(['c', 'a']);
    expect(selectionOf([])).toEqual({});
  });

  it('lists selected ids in row order', () => {
    expect(selectedIdsInRowOrder({ c: true, a: true }, ['a', 'b', 'c'])).toEqual(['a', 'c']);
    expect(selectedIdsInRowOrder({}, ['a'])).toEqual([]);
  });
});

describe('sorting', () => {
  it('compares numbers, dates, booleans and text', () => {
    expect(compareCellValues(2, 10)).toBeLessThan(0);
    expect(compareCellValues(new Date('2026-01-02'), new Date('2025-12-31'))).toBeGreaterThan(0);
    expect(compareCellValues(false, true)).toBeLessThan(0);
    expect(compareCellValues('apple', 'Banana')).toBeLessThan(0);
    expect(compareCellValues('Item 2', 'Item 10')).toBeLessThan(0);
    expect(compareCellValues('same', 'SAME')).toBe(0);
  });

  it('treats null and invalid dates as empty, to be sorted last', () => {
    expect(toSortValue(null)).toBeUndefined();
    expect(toSortValue(new Date('not a date'))).toBeUndefined();
    expect(toSortValue(0)).toBe(0);
    expect(toSortValue(false)).toBe(false);
    expect(toSortValue('')).toBe('');
  });

  it("turns the table's sort into TanStack's and back", () => {
    expect(sortingOf({ columnId: 'name', direction: 'desc' })).toEqual([{ id: 'name', desc: true }]);
    expect(sortingOf(null)).toEqual([]);
    expect(sortOf([{ id: 'createdAt', desc: false }])).toEqual({ columnId: 'createdAt', direction: 'asc' });
    expect(sortOf([])).toBeNull();
  });

  it('maps a direction to aria-sort', () => {
    expect(ariaSortOf('asc')).toBe('ascending');
    expect(ariaSortOf('desc')).toBe('descending');
    expect(ariaSortOf(false)).toBe('none');
  });
});

describe('formatCellValue', () => {
  it('shows dates in en-GB, booleans as Yes/No and null as empty', () => {
    expect(formatCellValue(new Date(2026, 10, 22))).toBe('22/11/2026');
    expect(formatCellValue(true)).toBe('Yes');
    expect(formatCellValue(false)).toBe('No');
    expect(formatCellValue(null)).toBe('');
    expect(formatCellValue(42)).toBe('42');
    expect(formatCellValue('Spring Sale')).toBe('Spring Sale');
  });
});

describe('cardLayout', () => {
  it('heads a card with the first column and lists the others', () => {
    const layout = cardLayout([{ id: 'name' }, { id: 'email' }, { id: 'createdAt' }]);
    expect(layout.title?.id).toBe('name');
    expect(layout.fields.map((column) => column.id)).toEqual(['email', 'createdAt']);
  });

  it('takes the column marked title, and leaves hidden ones out of both', () => {
    const layout = cardLayout([
      { id: 'preview', card: 'hidden' as const },
      { id: 'type' },
      { id: 'name', card: 'title' as const },
    ]);
    expect(layout.title?.id).toBe('name');
    expect(layout.fields.map((column) => column.id)).toEqual(['type']);
    expect(cardLayout([{ id: 'preview', card: 'hidden' as const }, { id: 'type' }]).title?.id).toBe('type');
  });
});
