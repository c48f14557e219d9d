import { describe, expect, it } from 'vitest';
import { deleteSelectedAction, editSelectedAction, findById, isSingleSelection } from './selectionActions';

const rows = [{ id: 'cmp-1' }, { id: 'cmp-2' }];

describe('selection actions', () => {
  it('offers Edit for exactly one selected row', () => {
    expect(isSingleSelection([])).toBe(false);
    expect(isSingleSelection(['cmp-1'])).toBe(true);
    expect(isSingleSelection(['cmp-1', 'cmp-2'])).toBe(false);
  });

  it('finds the one selected record', () => {
    expect(findById(rows, ['cmp-1'])).toBe(rows[0]);
    expect(findById(rows, ['cmp-9'])).toBeNull();
    expect(findById(rows, ['cmp-1', 'cmp-2'])).toBeNull();
  });

  it('opens the selected record for editing', () => {
    const edited: unknown[] = [];
    const edit = editSelectedAction(rows, (row) => edited.push(row));
    expect(edit.visible?.(['cmp-1', 'cmp-2'])).toBe(false);
    edit.onClick(['cmp-2']);
    expect(edited).toEqual([{ id: 'cmp-2' }]);
  });

  it('asks to delete every selected id', () => {
    const requested: string[][] = [];
    deleteSelectedAction((ids) => requested.push(ids)).onClick(['a', 'b']);
    expect(requested).toEqual([['a', 'b']]);
  });
});
