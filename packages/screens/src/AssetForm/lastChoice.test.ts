import { describe, expect, it } from 'vitest';
import { LAST_ASSET_CHOICE_KEY, readLastChoice, startingChoice, writeLastChoice } from './lastChoice';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return () => ({
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  });
}

const refused = () => {
  throw new Error('SecurityError');
};

describe('the remembered platform and type', () => {
  it('reads back what was written', () => {
    const storage = memoryStorage();
    expect(readLastChoice(storage)).toBeNull();
    writeLastChoice(storage, { entryId: 'entry-redbook', type: 'image' });
    expect(readLastChoice(storage)).toEqual({ entryId: 'entry-redbook', type: 'image' });
  });

  it('ignores an unreadable or foreign value, and refused storage', () => {
    expect(readLastChoice(memoryStorage({ [LAST_ASSET_CHOICE_KEY]: '{not json' }))).toBeNull();
    expect(readLastChoice(memoryStorage({ [LAST_ASSET_CHOICE_KEY]: '{"entryId":"e","type":"pdf"}' }))).toBeNull();
    expect(readLastChoice(memoryStorage({ [LAST_ASSET_CHOICE_KEY]: '"image"' }))).toBeNull();
    expect(readLastChoice(refused)).toBeNull();
    expect(() => writeLastChoice(refused, { entryId: 'e', type: 'note' })).not.toThrow();
  });

  it("offers the remembered platform only when it is one of this form's, and the host's platform first", () => {
    const remembered = { entryId: 'entry-redbook', type: 'video' } as const;
    expect(startingChoice(remembered, ['entry-redbook', 'entry-ig'])).toEqual({
      entryId: 'entry-redbook',
      type: 'video',
    });
    expect(startingChoice(remembered, ['entry-ig'])).toEqual({ entryId: '', type: 'video' });
    expect(startingChoice(remembered, ['entry-redbook', 'entry-ig'], 'entry-ig')).toEqual({
      entryId: 'entry-ig',
      type: 'video',
    });
    expect(startingChoice(null, ['entry-ig'])).toEqual({ entryId: '', type: '' });
  });
});
