import { describe, expect, it } from 'vitest';
import { ASSET_MIME_TYPES, LOGO_MIME_TYPES, MAX_UPLOAD_BYTES } from '@app/contract';
import { clampProgress, describeAccepted, formatFileSize, previewKindOf, validateFile } from './logic';

const FIVE_MB = 5 * 1024 * 1024;

describe('validateFile', () => {
  it('accepts a file of exactly 5 MB', () => {
    expect(MAX_UPLOAD_BYTES).toBe(FIVE_MB);
    expect(validateFile({ type: 'image/png', size: FIVE_MB }, ASSET_MIME_TYPES, MAX_UPLOAD_BYTES)).toEqual({
      ok: true,
    });
  });

  it('refuses 5 MB plus one byte as too large', () => {
    expect(validateFile({ type: 'image/png', size: FIVE_MB + 1 }, ASSET_MIME_TYPES, MAX_UPLOAD_BYTES)).toEqual({
      ok: false,
      reason: 'size',
    });
  });

  it('refuses a type that is not in the list', () => {
    expect(validateFile({ type: 'text/plain', size: 10 }, ASSET_MIME_TYPES, MAX_UPLOAD_BYTES)).toEqual({
      ok: false,
      reason: 'type',
    });
    expect(validateFile({ type: 'video/mp4', size: 10 }, LOGO_MIME_TYPES, MAX_UPLOAD_BYTES)).toEqual({
      ok: false,
      reason: 'type',
    });
    expect(validateFile({ type: '', size: 10 }, ASSET_MIME_TYPES, MAX_UPLOAD_BYTES)).toEqual({
      ok: false,
      reason: 'type',
    });
  });

  it('checks the type before the size', () => {
    expect(validateFile({ type: 'application/pdf', size: FIVE_MB * 2 }, ASSET_MIME_TYPES, MAX_UPLOAD_BYTES)).toEqual({
      ok: false,
      reason: 'type',
    });
  });

  it('accepts every listed type, ignoring case', () => {
    for (const type of ASSET_MIME_TYPES)
      expect(validateFile({ type, size: 1 }, ASSET_MIME_TYPES, MAX_UPLOAD_BYTES).ok).toBe(true);
    expect(validateFile({ type: 'IMAGE/PNG', size: 1 }, ASSET_MIME_TYPES, MAX_UPLOAD_BYTES).ok).toBe(true);
  });

  it('understands wildcards and an empty list', () => {
    expect(validateFile({ type: 'image/webp', size: 1 }, ['image/*'], 100).ok).toBe(true);
    expect(validateFile({ type: 'video/webm', size: 1 }, ['image/*'], 100).ok).toBe(false);
    expect(validateFile({ type: 'application/zip', size: 1 }, [], 100).ok).toBe(true);
    expect(validateFile({ type: 'application/zip', size: 101 }, [], 100)).toEqual({ ok: false, reason: 'size' });
  });
});

describe('previewKindOf', () => {
  it('previews images and videos only', () => {
    expect(previewKindOf('image/jpeg')).toBe('image');
    expect(previewKindOf('video/mp4')).toBe('video');
    expect(previewKindOf('text/plain')).toBeNull();
  });
});

describe('clampProgress', () => {
  it('keeps a whole percentage between 0 and 100', () => {
    expect(clampProgress(40)).toBe(40);
    expect(clampProgress(39.6)).toBe(40);
    expect(clampProgress(-5)).toBe(0);
    expect(clampProgress(140)).toBe(100);
    expect(clampProgress(Number.NaN)).toBe(0);
  });
});

describe('formatFileSize', () => {
  it('formats bytes, kilobytes and megabytes', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(12 * 1024)).toBe('12 KB');
    expect(formatFileSize(FIVE_MB)).toBe('5 MB');
    expect(formatFileSize(FIVE_MB + 1)).toBe('5 MB');
    expect(formatFileSize(3 * 1024 * 1024 * 1024)).toBe('3 GB');
  });
});

describe('describeAccepted', () => {
  it('names the accepted types and the limit', () => {
    expect(describeAccepted(ASSET_MIME_TYPES, MAX_UPLOAD_BYTES)).toBe('JPEG, PNG or MP4, up to 5 MB');
    expect(describeAccepted(LOGO_MIME_TYPES, MAX_UPLOAD_BYTES)).toBe('PNG or JPEG, up to 5 MB');
    expect(describeAccepted(['image/png'], 1024)).toBe('PNG, up to 1 KB');
    expect(describeAccepted(['image/*', 'video/*'], MAX_UPLOAD_BYTES)).toBe('image or video, up to 5 MB');
    expect(describeAccepted([], MAX_UPLOAD_BYTES)).toBe('Up to 5 MB');
  });
});
