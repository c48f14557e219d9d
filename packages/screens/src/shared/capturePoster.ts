/**
 * A video's poster, captured in the browser at upload: a frame half a second in (or mid-clip for shorter clips),
 * drawn on a canvas at most 640 px wide and encoded as JPEG. Answers null when the browser cannot decode the video
 * (the upload then goes on without a poster).
 */
const POSTER_MAX_WIDTH = 640;
const TIMEOUT_MS = 8000;

function once(target: EventTarget, event: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${event} timed out`)), TIMEOUT_MS);
    target.addEventListener(
      event,
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
    target.addEventListener(
      'error',
      () => {
        clearTimeout(timer);
        reject(new Error('the video does not decode'));
      },
      { once: true },
    );
  });
}

export interface CapturedPoster {
  poster: File;
  /** The clip's length in seconds, when the browser knows it. */
  duration: number | null;
}

export async function capturePoster(video: File): Promise<CapturedPoster | null> {
  const url = URL.createObjectURL(video);
  const element = document.createElement('video');
  element.muted = true;
  element.playsInline = true;
  element.preload = 'auto';
  try {
    const loaded = once(element, 'loadeddata');
    element.src = url;
    await loaded;
    const duration = Number.isFinite(element.duration) ? element.duration : null;
    const seeked = once(element, 'seeked');
    element.currentTime = duration ? Math.min(0.5, duration / 2) : 0;
    await seeked;
    const scale = Math.min(1, POSTER_MAX_WIDTH / (element.videoWidth || POSTER_MAX_WIDTH));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(element.videoWidth * scale));
    canvas.height = Math.max(1, Math.round(element.videoHeight * scale));
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(element, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.82));
    if (!blob) return null;
    const name = `${video.name.replace(/\.[^.]*$/, '') || 'video'}-poster.jpg`;
    return { poster: new File([blob], name, { type: 'image/jpeg' }), duration };
  } catch {
    return null;
  } finally {
    element.removeAttribute('src');
    element.load();
    URL.revokeObjectURL(url);
  }
}
