// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { useFileUrl, type FileUrlState, type ResolveFileUrl } from './useFileUrl';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The hook's state after its first render and effects. */
function stateOf(value: string, resolve: ResolveFileUrl): FileUrlState {
  let state: FileUrlState | undefined;
  function Probe() {
    state = useFileUrl(value, resolve);
    return null;
  }
  const root = createRoot(document.createElement('div'));
  act(() => root.render(<Probe />));
  act(() => root.unmount());
  return state!;
}

describe('useFileUrl', () => {
  it("never loads a third party's address: an http(s) value shows no image and is not resolved", () => {
    const resolve = vi.fn(() => Promise.resolve('/files/_signed/x'));
    for (const value of ['https://tracker.example/pixel.png', 'http://cdn.example/logo.png']) {
      expect(stateOf(value, resolve)).toEqual({ url: null, loading: false });
    }
    expect(resolve).not.toHaveBeenCalled();
  });

  it('shows a local preview as it is and resolves an object key', () => {
    const resolve = vi.fn(() => new Promise<string>(() => undefined));
    expect(stateOf('blob:http://app/1', resolve).url).toBe('blob:http://app/1');
    expect(stateOf('campaign-media/a.png', resolve).loading).toBe(true);
    expect(resolve).toHaveBeenCalledWith('campaign-media/a.png');
  });
});
