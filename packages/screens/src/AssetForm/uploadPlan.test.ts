import { describe, expect, it } from 'vitest';
import { ASSET_MIME_TYPES, MAX_UPLOAD_BYTES } from '@app/contract';
import { SHRINK_LONG_EDGE, fitLongEdge, planUpload, shrunkFileName } from './uploadPlan';

const MB = 1024 * 1024;

describe('planUpload', () => {
  it('uploads a file within the limit as it is', () => {
    expect(planUpload({ type: 'image/jpeg', size: 5 * MB }, ASSET_MIME_TYPES, MAX_UPLOAD_BYTES)).toEqual({
      action: 'upload',
    });
    expect(planUpload({ type: 'video/mp4', size: MB }, ASSET_MIME_TYPES, MAX_UPLOAD_BYTES).action).toBe('upload');
  });

  it('shrinks a photo over the limit instead of refusing it', () => {
    expect(planUpload({ type: 'image/jpeg', size: 11 * MB }, ASSET_MIME_TYPES, MAX_UPLOAD_BYTES)).toEqual({
      action: 'shrink',
    });
    expect(planUpload({ type: 'image/png', size: 5 * MB + 1 }, ASSET_MIME_TYPES, MAX_UPLOAD_BYTES).action).toBe(
      'shrink',
    );
  });

  it('refuses a video over the limit with its own reason, and a wrong type before any size', () => {
    expect(planUpload({ type: 'video/mp4', size: 5 * MB + 1 }, ASSET_MIME_TYPES, MAX_UPLOAD_BYTES)).toEqual({
      action: 'refuse',
      reason: 'video-size',
    });
    expect(planUpload({ type: 'application/pdf', size: 20 * MB }, ASSET_MIME_TYPES, MAX_UPLOAD_BYTES)).toEqual({
      action: 'refuse',
      reason: 'type',
    });
    expect(planUpload({ type: 'application/zip', size: 20 * MB }, [], MAX_UPLOAD_BYTES)).toEqual({
      action: 'refuse',
      reason: 'size',
    });
  });
});

describe('fitLongEdge', () => {
  it('brings the longest side down to 2560 px, keeping the shape', () => {
    expect(SHRINK_LONG_EDGE).toBe(2560);
    expect(fitLongEdge(4000, 3000)).toEqual({ width: 2560, height: 1920 });
    expect(fitLongEdge(3024, 4032)).toEqual({ width: 1920, height: 2560 });
    expect(fitLongEdge(6000, 1000)).toEqual({ width: 2560, height: 427 });
  });

  it('leaves a picture that already fits alone, and never draws less than a pixel', () => {
    expect(fitLongEdge(2560, 1440)).toEqual({ width: 2560, height: 1440 });
    expect(fitLongEdge(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitLongEdge(100000, 1)).toEqual({ width: 2560, height: 1 });
  });
});

describe('shrunkFileName', () => {
  it('keeps the name and says JPEG', () => {
    expect(shrunkFileName('IMG_2041.png')).toBe('IMG_2041.jpg');
    expect(shrunkFileName('IMG_2041.JPG')).toBe('IMG_2041.jpg');
    expect(shrunkFileName('scan')).toBe('scan.jpg');
    expect(shrunkFileName('.png')).toBe('.png.jpg');
  });
});
