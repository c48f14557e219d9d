import { describe, expect, it } from 'vitest';
import { statementNames } from './statement-names';

describe('statementNames', () => {
  it('names a text from its third sending on, always with the same name, one name per text', () => {
    const names = statementNames({ after: 3, max: 10 });
    expect(names.nameOf('select 1 where $1')).toBeUndefined();
    expect(names.nameOf('select 1 where $1')).toBeUndefined();
    const name = names.nameOf('select 1 where $1');
    expect(name).toMatch(/^app_\d+$/);
    expect(names.nameOf('select 1 where $1')).toBe(name);
    for (let i = 0; i < 3; i++) names.nameOf('select 2 where $1');
    expect(names.nameOf('select 2 where $1')).not.toBe(name);
    expect(names.size).toBe(2);
  });

  it('names at most `max` texts, and keeps counting few of the others', () => {
    const names = statementNames({ after: 1, max: 2 });
    expect(names.nameOf('a')).toBeDefined();
    expect(names.nameOf('b')).toBeDefined();
    expect(names.nameOf('c')).toBeUndefined();
    expect(names.nameOf('a')).toBeDefined();
    expect(names.size).toBe(2);
    // texts sent once each (e.g. deletes of a different number of ids) never get a name
    const rare = statementNames({ after: 2, max: 5 });
    for (let i = 0; i < 1000; i++) expect(rare.nameOf(`delete … in (${i})`)).toBeUndefined();
    expect(rare.size).toBe(0);
  });
});
