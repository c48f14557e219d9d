import { describe, expect, it } from 'vitest';
import { spreadsheetCsv } from './spreadsheet-csv';

describe('spreadsheetCsv', () => {
  it('starts with a byte order mark and the header, ends rows with CRLF and quotes what RFC 4180 asks', () => {
    const csv = spreadsheetCsv(['Name', 'Note'], [['咖啡馆', 'a "good", quiet\nplace']]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1)).toBe('Name,Note\r\n咖啡馆,"a ""good"", quiet\nplace"\r\n');
  });

  it('writes a text a spreadsheet would run as a formula as text, and leaves negative numbers alone', () => {
    const csv = spreadsheetCsv(['A', 'B', 'C', 'D', 'E'], [['=1+1', '+60 12', '@SUM(A1)', '\tx', -2]]);
    expect(csv.slice(1).split('\r\n')[1]).toBe(`'=1+1,'+60 12,'@SUM(A1),'\tx,-2`);
  });
});
