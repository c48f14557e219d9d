// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import type { ResolveFileUrl } from '../shared/useFileUrl';
import { useLogoUrl } from './useLogoUrl';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The URL the hook settles on once the resolutions it asked for are answered. */
async function settledUrl(logo: string, resolve: ResolveFileUrl): Promise<string | null> {
  let url: string | null = null;
  function Probe() {
    url = useLogoUrl(logo, resolve);
    return null;
  }
  const root = createRoot(document.createElement('div'));
  await act(async () => {
    root.render(<Probe />);
    await new Promise((done) => setTimeout(done, 0));
  });
  await act(async () => {
    await new Promise((done) => setTimeout(done, 0));
  });
  act(() => root.unmount());
  return url;
}

const signed = (key: string) => `https://app.example/files/_signed/${key}?expires=1`;

describe('useLogoUrl', () => {
  it('shows the small version of a stored logo, not the original', async () => {
    const resolve = vi.fn((key: string) => Promise.resolve(signed(key)));
    expect(await settledUrl('campaign-media/logo.jpg', resolve)).toBe(signed('campaign-media/logo.w320.webp'));
    expect(resolve).toHaveBeenCalledTimes(1);
  });

  it('falls back to the original when the small version is not stored', async () => {
    const resolve = vi.fn((key: string) =>
      key.endsWith('.webp') ? Promise.reject(new Error('404')) : Promise.resolve(signed(key)),
    );
    expect(await settledUrl('campaign-media/old.png', resolve)).toBe(signed('campaign-media/old.png'));
  });

  it("never loads a logo kept as a third party's address", async () => {
    const resolve = vi.fn((key: string) => Promise.resolve(signed(key)));
    expect(await settledUrl('https://cdn.example.com/logo.png', resolve)).toBeNull();
    expect(resolve).not.toHaveBeenCalled();
  });
});
