import { describe, expect, it } from 'vitest';
import { EMPTY_MARK, successMessage } from './feedback';

describe('successMessage', () => {
  it('names one record and what happened to it', () => {
    expect(successMessage('campaign', 'created')).toBe('Campaign created');
    expect(successMessage('asset', 'updated')).toBe('Asset updated');
    expect(successMessage('link', 'assigned')).toBe('Link assigned');
    expect(successMessage('entry', 'deleted', 1)).toBe('Entry deleted');
  });

  it('counts several, with the plural noun', () => {
    expect(successMessage('content', 'deleted', 3)).toBe('3 contents deleted');
    expect(successMessage('entry', 'deleted', 2)).toBe('2 entries deleted');
    expect(successMessage('post', 'generated', 5)).toBe('5 posts generated');
    expect(successMessage('qrCode', 'exported', 12)).toBe('12 QR codes exported');
  });

  it('names every record of a kind, uncounted, with the capitalised plural', () => {
    expect(successMessage('qrCode', 'exported', 'all')).toBe('QR codes exported');
    expect(successMessage('link', 'exported', 'all')).toBe('Links exported');
  });

  it('never says zero: a success concerns at least one record', () => {
    expect(successMessage('post', 'generated', 0)).toBe('Post generated');
  });
});

describe('EMPTY_MARK', () => {
  it('is one em dash', () => {
    expect(EMPTY_MARK).toBe('\u2014');
  });
});
