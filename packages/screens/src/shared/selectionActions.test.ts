import { describe, expect, it } from 'vitest';
import { deleteSelectedAction, editSelectedAction, isSingleSelection } from './selectionActions';

const rows = [{ id: 'cmp-1' }, { id: 'cmp-2' }];
const find = (id: string) => rows.find((row) => row.id === id) ?? null;

describe('selection actions', () => {
  it('offers Edit for exactly one selected row', () => {
    expect(isSingleSelection([])).toBe(false);
    expect(isSingleSelection(['cmp-1'])).toBe(true);
    expect(isSingleSelection(['cmp-1', 'cmp-2'])).toBe(false);
  });

  it('opens the selected record for editing', () => {
    const edited: unknown[] = [];
    const edit = editSelectedAction(find, (row) => edited.push(row));
    expect(edit.visible?.(['cmp-1', 'cmp-2'])).toBe(false);
    edit.onClick(['cmp-1', 'cmp-2']);
    edit.onClick(['cmp-9']);
    expect(edited).toEqual([]);
    edit.onClick(['cmp-2']);
    expect(edited).toEqual([{ id: 'cmp-2' }]);
  });

  it('asks to delete every selected id', () => {
    const requested: string[][] = [];
    deleteSelectedAction((ids) => requested.push(ids)).onClick(['a', 'b']);
    expect(requested).toEqual([['a', 'b']]);
  });
});
