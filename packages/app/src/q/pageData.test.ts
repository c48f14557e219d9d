// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { readPageData, uuidFromPath } from './pageData';

function carry(text: string) {
  const script = Object.assign(document.createElement('script'), { id: 'q-data', type: 'application/json' });
  script.textContent = text;
  document.body.append(script);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('readPageData', () => {
  it('reads the link and its view that the server wrote into the page', () => {
    carry('{"uuid":"u-1","view":{"status":"vacant"}}');
    expect(readPageData(document)).toEqual({ uuid: 'u-1', view: { status: 'vacant' } });
  });
  it('reads an unknown link as a null view', () => {
    carry('{"uuid":"u-2","view":null}');
    expect(readPageData(document)).toEqual({ uuid: 'u-2', view: null });
  });
  it('answers null without the data, or with data it cannot read', () => {
    expect(readPageData(document)).toBeNull();
    carry('{"uuid":');
    expect(readPageData(document)).toBeNull();
    document.body.innerHTML = '';
    carry('{"view":null}');
    expect(readPageData(document)).toBeNull();
  });
});

describe('uuidFromPath', () => {
  it('takes the uuid of /q/{uuid}', () => {
    expect(uuidFromPath('/q/6f1c-22')).toBe('6f1c-22');
    expect(uuidFromPath('/q/6f1c-22/')).toBe('6f1c-22');
    expect(uuidFromPath('/q/a%20b')).toBe('a b');
    expect(uuidFromPath('/admin')).toBe('');
  });
});
