import { useEffect } from 'react';
import { API_BASE } from '../api/instance';
import type { RecordKind } from '../api/keys';
import { useRevalidate } from './hooks';

/** What each server-sent event revalidates: "campaign" campaign data, "content" content data (SPEC section 4). */
const eventKinds: Record<string, readonly RecordKind[]> = {
  campaign: ['campaign'],
  content: ['content'],
};

/** The kinds an event message names, or none for anything else. */
export function kindsOfEvent(data: string): readonly RecordKind[] {
  try {
    const name: unknown = JSON.parse(data);
    return typeof name === 'string' ? (eventKinds[name] ?? []) : [];
  } catch {
    return [];
  }
}

/**
 * One EventSource on /api/sse for the signed-in tab (the token cookie authenticates it). Each message revalidates
 * the matching data; on an error the stream is closed, as SPEC section 4 says.
 */
export function useLiveUpdates(enabled: boolean): void {
  const revalidate = useRevalidate();
  useEffect(() => {
    if (!enabled) return undefined;
    const source = new EventSource(`${API_BASE}/sse`, { withCredentials: true });
    source.onmessage = (event: MessageEvent<string>) => {
      const kinds = kindsOfEvent(event.data);
      if (kinds.length > 0) void revalidate(kinds);
    };
    source.onerror = () => source.close();
    return () => source.close();
  }, [enabled, revalidate]);
}
